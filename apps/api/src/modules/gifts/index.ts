export { giftRoutes } from './gifts.routes.ts';
export {
  hasOpenGiftClaims,
  returnGiftClaimsOfOrder,
  takeGiftClaimsForOrder,
  unclaimedGifts,
} from './gifts.service.ts';
