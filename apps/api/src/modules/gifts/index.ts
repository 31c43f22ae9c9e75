export { giftRoutes } from './gifts.routes.ts';
export { giftTitlesByLevel, unclaimedGifts } from './gifts.service.ts';
