import type {
  BindLineAnswer,
  BindLineBody,
  JoinLineBindingAnswer,
  JoinLineBindingBody,
  LineBindingInfoAnswer,
} from '@shop/contracts';
import { unauthenticated } from '../../errors.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors, hashSecret, uniqueViolation } from '../accounts/index.ts';
import {
  inTransaction,
  selectMemberById,
  selectMemberByMobile,
  toMemberAnswer,
  updateMember,
} from '../members/index.ts';
import { consumeOtp } from '../otp/index.ts';
import { createSession } from '../sessions/index.ts';
import {
  bindIdentity,
  issueTicket,
  linkTicketIdentity,
  memberOfIdentity,
  openTicket,
  profileOf,
  selectOpenTicket,
  verifyLineCallback,
} from '../social-login/index.ts';

/**
 * Step 1 (/linebinding-step1, after a LINE login with purpose bind). A logged-in member is bound at once;
 * a LINE user already bound is logged in; anyone else gets a ticket for step 2.
 */
export async function bindLine(
  ctx: AccountsContext,
  body: BindLineBody,
  caller: Caller,
): Promise<BindLineAnswer> {
  const identity = await verifyLineCallback(ctx, body, 'bind', caller);
  const source = body.from ?? null;
  if (caller.memberId !== null) {
    await bindIdentity(ctx, caller.memberId, identity, source);
    return { status: 'bound' };
  }
  const memberId = await memberOfIdentity(ctx, identity);
  if (memberId !== null) {
    return {
      status: 'already_bound',
      token: await createSession(ctx.db, memberId, ctx.now(), caller.device),
    };
  }
  return {
    status: 'pending',
    binding_ticket: await issueTicket(ctx, 'line-binding', identity, source),
    profile: profileOf(identity),
  };
}

/**
 * Step 2 (/linebinding-step2): the member proves the mobile number with a bind-line code; the LINE user
 * of the ticket is bound to that member, who is logged in.
 */
export async function joinLineBinding(
  ctx: AccountsContext,
  body: JoinLineBindingBody,
  device = '',
): Promise<JoinLineBindingAnswer> {
  const ticket = await openTicket(ctx, body.binding_ticket, 'line-binding');
  // bind-line codes go to members' numbers only: the code comes first and says nothing about strangers.
  await consumeOtp(ctx, { mobile: body.mobile, purpose: 'bind-line', code: body.otp });
  const member = await selectMemberByMobile(ctx.db, body.mobile);
  if (!member) throw accountErrors.mobileNotRegistered();
  const now = ctx.now();
  try {
    await inTransaction(ctx.db, (tx) =>
      linkTicketIdentity(tx, body.binding_ticket, ticket, member.member_id, now),
    );
  } catch (error) {
    if (uniqueViolation(error) !== null) throw accountErrors.identityTaken();
    throw error;
  }
  const bound = (await selectMemberById(ctx.db, member.member_id))!;
  return { token: await createSession(ctx.db, member.member_id, now, device), member: toMemberAnswer(bound) };
}

/** The logged-in member's LINE binding, and the LINE user of a step-1 ticket when one is given. */
export async function lineBindingInfo(
  ctx: AccountsContext,
  query: { binding_ticket?: string },
  caller: Caller,
): Promise<LineBindingInfoAnswer> {
  const member = caller.memberId === null ? null : await selectMemberById(ctx.db, caller.memberId);
  const ticket = query.binding_ticket
    ? await selectOpenTicket(ctx.db, hashSecret(query.binding_ticket), 'line-binding', ctx.now())
    : null;
  return {
    data: {
      bound: member?.member_lineid != null,
      binding_source: member?.line_binding_source ?? null,
      picture_url: member?.line_picture_url ?? null,
      pending: ticket
        ? {
            display_name: ticket.display_name,
            picture_url: ticket.picture_url,
            expires_at: ticket.expires_at.toISOString(),
          }
        : null,
    },
  };
}

export async function setLineBindingSource(
  ctx: AccountsContext,
  from: string,
  caller: Caller,
): Promise<void> {
  if (caller.memberId === null) throw unauthenticated();
  const updated = await updateMember(ctx.db, caller.memberId, { line_binding_source: from }, ctx.now());
  if (!updated) throw unauthenticated();
}

export async function memberLinePicture(ctx: AccountsContext, caller: Caller): Promise<string | null> {
  const member = caller.memberId === null ? null : await selectMemberById(ctx.db, caller.memberId);
  if (!member) throw unauthenticated();
  return member.line_picture_url;
}
