export { verifyLineCallback } from './social.service.ts';
export {
  bindIdentity,
  issueTicket,
  linkTicketIdentity,
  memberOfIdentity,
  openRegistrationTicket,
  openTicket,
  profileOf,
} from './social-identity.ts';
export { selectOpenTicket } from './social-tickets.repository.ts';
