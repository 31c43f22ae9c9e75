export { giftRoutes } from './gifts.routes.ts';
export {
  giftTitlesByLevel,
  hasOpenGiftClaims,
  returnGiftClaimsOfOrder,
  takeGiftClaimsForOrder,
  unclaimedGifts,
} from './gifts.service.ts';
