export { evergreenTrailForPricing } from './activities.service.ts';
