export { queueConversion } from './conversions.repository.ts';
export {
  type ConversionDeps,
  type ConversionOutcome,
  conversionJob,
  reportConversion,
} from './conversions.service.ts';
export { queueReferredOrder, type Referral, referralOfCookie } from './referral-orders.ts';
