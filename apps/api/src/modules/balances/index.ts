export { claimBirthdayPoints } from './balances.service.ts';
export {
  type CouponRow,
  type CreditedCoupon,
  creditMemberCoupon,
  memberHoldsClaim,
  selectCouponByCode,
} from './coupons.repository.ts';
