export { toMemberAnswer } from './member-answer.ts';
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
export { checkRegistrationFree, createMember, type WithNewMember } from './members.service.ts';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
