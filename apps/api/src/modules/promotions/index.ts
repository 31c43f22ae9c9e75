export { forgetPricingPromotions, pricingPromotions } from './pricing-promotions.ts';
export { promotionRoutes } from './promotions.routes.ts';
export { listActivitiesForProduct } from './sell-activities.service.ts';
export { listGiftActivities, listRoutineKits } from './promotions.service.ts';
