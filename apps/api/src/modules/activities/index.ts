export { evergreenTrailForPricing } from './activities.service.ts';
export { type EvergreenCartLine, type EvergreenOrderCheck, evergreenOrderCheck } from './evergreen-order.ts';
