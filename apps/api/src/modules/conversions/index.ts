export { queueConversion } from './conversions.repository.ts';
export {
  type ConversionDeps,
  type ConversionOutcome,
  reportConversion,
  reportDueConversions,
} from './conversions.service.ts';
export { queueReferredOrder, type Referral, referralOfCookie } from './referral-orders.ts';
