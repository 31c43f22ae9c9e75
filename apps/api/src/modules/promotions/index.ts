export {
  forgetPricingPromotions,
  PRICING_PROMOTIONS_SERVED_STALE_MS,
  pricingPromotions,
} from './pricing-promotions.ts';
export { listGiftActivities, listRoutineKits } from './promotions.service.ts';
export { listActivitiesForProduct } from './sell-activities.service.ts';
