import type { RegisterAnswer, RegisterBody } from '@shop/contracts';
import type { AccountsContext, Caller } from '../../modules/accounts/index.ts';
import {
  checkRegistrationFree,
  createMember,
  toMemberAnswer,
  type WithNewMember,
} from '../../modules/members/index.ts';
import { checkOtp, useOtp } from '../../modules/otp/index.ts';
import { createSession } from '../../modules/sessions/index.ts';
import { linkTicketIdentity, openRegistrationTicket } from '../../modules/social-login/index.ts';
import { type FlowStep, runFlow } from '../flow.ts';

interface RegisterMemberContext {
  readonly accounts: AccountsContext;
  readonly body: RegisterBody;
  readonly caller: Caller;
  otpId?: number;
  linkIdentity?: WithNewMember;
  answer?: RegisterAnswer;
}

// No step needs an undo: the code is used up once everything before it passed (as a second request with
// the same code must fail), and the member and its social identity are written in one transaction.
// Registration spans members, otp and social-login, which is why it is a flow: inside members it made
// members ⇄ social-login an import cycle.
const REGISTER_MEMBER_STEPS: readonly FlowStep<RegisterMemberContext>[] = [
  {
    name: 'check the register code',
    run: async (flow) => {
      const { mobile, otp: code } = flow.body;
      flow.otpId = await checkOtp(flow.accounts, { mobile, purpose: 'register', code });
    },
  },
  {
    name: 'check the mobile and e-mail are free',
    run: ({ accounts, body, caller }) => checkRegistrationFree(accounts, body, caller),
  },
  {
    name: 'open the social login ticket',
    run: async (flow) => {
      const ticket = flow.body.identity_ticket;
      if (!ticket) return;
      const row = await openRegistrationTicket(flow.accounts, ticket);
      flow.linkIdentity = (tx, memberId, now) => linkTicketIdentity(tx, ticket, row, memberId, now);
    },
  },
  {
    name: 'use up the register code',
    run: (flow) => useOtp(flow.accounts, flow.otpId as number),
  },
  {
    name: 'create the member with its social identity, and a session',
    run: async (flow) => {
      const member = await createMember(flow.accounts, flow.body, flow.linkIdentity);
      const token = await createSession(
        flow.accounts.db,
        member.member_id,
        flow.accounts.now(),
        flow.caller.device,
      );
      flow.answer = { token, member: toMemberAnswer(member) };
    },
  },
];

/**
 * Registers a member with a verified mobile (storefront.md §7.6 register). An identity_ticket from a
 * social login links that identity in the same transaction as the new member.
 */
export async function registerMember(
  accounts: AccountsContext,
  body: RegisterBody,
  caller: Caller,
): Promise<RegisterAnswer> {
  const done = await runFlow('register-member', REGISTER_MEMBER_STEPS, { accounts, body, caller });
  return done.answer as RegisterAnswer;
}
