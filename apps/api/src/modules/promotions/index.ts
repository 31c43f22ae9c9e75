export { forgetPricingPromotions, pricingPromotions } from './pricing-promotions.ts';
export { promotionRoutes } from './promotions.routes.ts';
export { listGiftActivities, listRoutineKits } from './promotions.service.ts';
export { listActivitiesForProduct } from './sell-activities.service.ts';
