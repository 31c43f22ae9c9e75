export {
  cutOrderPoints,
  finishOrderRefund,
  insertOrderRefund,
  orderPointsForUpdate,
  paidPaymentOf,
  recordAllowance,
  refundedLineCounts,
  releaseReservation,
  reserveOnPayment,
} from './partial-refunds.repository.ts';
export { type AuditEntry, writeAudit } from './staff.repository.ts';
export { confirmStaffPassword } from './staff-auth.service.ts';
export {
  createStaffAccount,
  DEMO_STAFF,
  describeCredentials,
  FIRST_OWNER,
  prepareStaffAtStart,
  randomStaffPassword,
  type StaffCredentials,
  writeCredentialsFile,
} from './staff-bootstrap.ts';
export { staffErrors } from './staff-errors.ts';
export { requireOrder, staffActionsOf } from './staff-order-detail.service.ts';
export { staffReturnDetail } from './staff-returns.repository.ts';
export { currentTotp } from './totp.ts';
