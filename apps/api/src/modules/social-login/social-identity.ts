import type { SocialLoginAnswer, SocialProfile } from '@shop/contracts';
import type { Database } from '@shop/db';
import { unauthenticated } from '../../errors.ts';
import type { VerifiedIdentity } from '../../integrations/oauth/verified-identity.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors, hashSecret, newSecret, uniqueViolation } from '../accounts/index.ts';
import {
  insertIdentity,
  inTransaction,
  PROVIDER_COLUMN,
  selectIdentity,
  selectMemberById,
  updateMember,
} from '../members/index.ts';
import { createSession } from '../sessions/index.ts';
import {
  insertSocialTicket,
  markTicketUsed,
  type SocialTicketRow,
  selectOpenTicket,
  type TicketKind,
} from './social-tickets.repository.ts';

/** How long a verified identity waits for registration or for step 2 of LINE binding. */
export const SOCIAL_TICKET_LIFETIME_MS = 30 * 60 * 1000;

export function profileOf(identity: VerifiedIdentity): SocialProfile {
  return {
    provider: identity.provider,
    display_name: identity.displayName,
    email: identity.email,
    picture_url: identity.pictureUrl,
  };
}

/** Hands the browser a ticket standing for a verified identity; only its hash is stored. */
export async function issueTicket(
  ctx: AccountsContext,
  kind: TicketKind,
  identity: VerifiedIdentity,
  bindingSource: string | null = null,
): Promise<string> {
  const ticket = newSecret();
  const now = ctx.now();
  await insertSocialTicket(ctx.db, {
    ticket_hash: hashSecret(ticket),
    kind,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
    display_name: identity.displayName,
    picture_url: identity.pictureUrl,
    binding_source: bindingSource,
    created_at: now,
    expires_at: new Date(now.getTime() + SOCIAL_TICKET_LIFETIME_MS),
  });
  return ticket;
}

export async function openTicket(
  ctx: AccountsContext,
  ticket: string,
  kind: TicketKind,
): Promise<SocialTicketRow> {
  const row = await selectOpenTicket(ctx.db, hashSecret(ticket), kind, ctx.now());
  if (!row) throw accountErrors.ticketInvalid();
  return row;
}

export function openRegistrationTicket(ctx: AccountsContext, ticket: string): Promise<SocialTicketRow> {
  return openTicket(ctx, ticket, 'registration');
}

/**
 * Inside the caller's transaction: uses the ticket up and links its identity to the member (with the
 * LINE picture and binding source for a LINE identity). Throws when the ticket was used meanwhile or the
 * identity or the member's slot for that provider is taken.
 */
export async function linkTicketIdentity(
  tx: Database,
  ticket: string,
  row: SocialTicketRow,
  memberId: number,
  now: Date,
): Promise<void> {
  if (!(await markTicketUsed(tx, hashSecret(ticket), now))) throw accountErrors.ticketInvalid();
  await attachIdentity(
    tx,
    memberId,
    {
      provider: row.provider,
      subject: row.subject,
      email: row.email,
      displayName: row.display_name,
      pictureUrl: row.picture_url,
    },
    now,
    row.binding_source,
  );
}

/** Links an identity to a member in the caller's transaction; refuses a second identity of the same provider. */
export async function attachIdentity(
  tx: Database,
  memberId: number,
  identity: VerifiedIdentity,
  now: Date,
  bindingSource: string | null = null,
): Promise<void> {
  const member = await selectMemberById(tx, memberId);
  if (!member) throw unauthenticated();
  const current = member[PROVIDER_COLUMN[identity.provider]];
  if (current !== null && current !== identity.subject) throw accountErrors.providerAlreadyBound();
  const owner = await selectIdentity(tx, identity.provider, identity.subject);
  if (owner && owner.member_id !== memberId) throw accountErrors.identityTaken();
  if (!owner) {
    await insertIdentity(
      tx,
      {
        provider: identity.provider,
        subject: identity.subject,
        member_id: memberId,
        email: identity.email,
        display_name: identity.displayName,
      },
      now,
    );
  }
  if (identity.provider === 'line') {
    await updateMember(
      tx,
      memberId,
      {
        line_picture_url: identity.pictureUrl ?? member.line_picture_url,
        ...(bindingSource ? { line_binding_source: bindingSource } : {}),
      },
      now,
    );
  }
}

/** attachIdentity in its own transaction, with unique races answered as conflicts. */
export async function bindIdentity(
  ctx: AccountsContext,
  memberId: number,
  identity: VerifiedIdentity,
  bindingSource: string | null = null,
): Promise<void> {
  try {
    await inTransaction(ctx.db, (tx) => attachIdentity(tx, memberId, identity, ctx.now(), bindingSource));
  } catch (error) {
    if (uniqueViolation(error) !== null) throw accountErrors.identityTaken();
    throw error;
  }
}

/** The member an identity belongs to, with the LINE picture refreshed; null when nobody has it. */
export async function memberOfIdentity(
  ctx: AccountsContext,
  identity: VerifiedIdentity,
): Promise<number | null> {
  const owner = await selectIdentity(ctx.db, identity.provider, identity.subject);
  if (!owner) return null;
  if (identity.provider === 'line' && identity.pictureUrl) {
    await updateMember(ctx.db, owner.member_id, { line_picture_url: identity.pictureUrl }, ctx.now());
  }
  return owner.member_id;
}

/**
 * What a verified social identity leads to. login: the member's session, or a registration ticket when
 * no member has the identity (members are never matched by e-mail). bind: linked to the logged-in member.
 */
export async function resolveSocialLogin(
  ctx: AccountsContext,
  identity: VerifiedIdentity,
  mode: 'login' | 'bind',
  caller: Caller,
): Promise<SocialLoginAnswer> {
  if (mode === 'bind') {
    if (caller.memberId === null) throw unauthenticated();
    await bindIdentity(ctx, caller.memberId, identity);
    return { status: 'bound' };
  }
  const memberId = await memberOfIdentity(ctx, identity);
  if (memberId !== null)
    return { status: 'logged_in', token: await createSession(ctx.db, memberId, ctx.now(), caller.device) };
  return {
    status: 'needs_registration',
    identity_ticket: await issueTicket(ctx, 'registration', identity),
    profile: profileOf(identity),
  };
}
