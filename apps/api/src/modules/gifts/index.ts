export { giftRoutes } from './gifts.routes.ts';
export { unclaimedGifts } from './gifts.service.ts';
