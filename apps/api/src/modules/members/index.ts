export { toMemberAnswer } from './member-answer.ts';
export { memberBenefitsRoutes } from './member-benefits.routes.ts';
export {
  insertIdentity,
  inTransaction,
  isMobileTaken,
  PROVIDER_COLUMN,
  selectGrantedRoles,
  selectIdentity,
  selectMemberById,
  selectMemberByMobile,
  updateMember,
} from './members.repository.ts';
export { memberRoutes } from './members.routes.ts';
export { checkRegistrationFree, createMember, type WithNewMember } from './members.service.ts';
export { passwordResetRoutes } from './password-reset.routes.ts';
