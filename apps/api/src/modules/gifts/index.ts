export {
  giftTitlesByLevel,
  hasOpenGiftClaims,
  openClaimLines,
  returnGiftClaimsOfOrder,
  unclaimedGifts,
} from './gifts.service.ts';
