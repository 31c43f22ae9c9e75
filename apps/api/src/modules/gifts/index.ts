export {
  giftTitlesByLevel,
  hasOpenGiftClaims,
  returnGiftClaimsOfOrder,
  unclaimedGifts,
} from './gifts.service.ts';
