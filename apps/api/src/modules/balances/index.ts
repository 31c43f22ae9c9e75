export { claimBirthdayPoints } from './balances.service.ts';
export { memberHoldsClaim } from './coupons.repository.ts';
