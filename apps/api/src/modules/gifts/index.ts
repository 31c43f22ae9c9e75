export { giftRoutes } from './gifts.routes.ts';
export {
  giftTitlesByLevel,
  hasOpenGiftClaims,
  returnGiftClaimsOfOrder,
  unclaimedGifts,
} from './gifts.service.ts';
