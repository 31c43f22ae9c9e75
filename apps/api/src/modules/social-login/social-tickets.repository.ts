import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

const { oauthStates, socialTickets } = schema;

export type SocialTicketRow = typeof socialTickets.$inferSelect;
export type TicketKind = SocialTicketRow['kind'];

export async function insertSocialTicket(
  db: Database,
  ticket: typeof socialTickets.$inferInsert,
): Promise<void> {
  await db.insert(socialTickets).values(ticket);
}

/** A ticket of the kind that is still open and alive. */
export async function selectOpenTicket(
  db: Database,
  ticketHash: string,
  kind: TicketKind,
  now: Date,
): Promise<SocialTicketRow | null> {
  const [row] = await db
    .select()
    .from(socialTickets)
    .where(
      and(
        eq(socialTickets.ticket_hash, ticketHash),
        eq(socialTickets.kind, kind),
        isNull(socialTickets.used_at),
        gt(socialTickets.expires_at, now),
      ),
    );
  return row ?? null;
}

/** Uses a ticket up, only once: false when another request got there first. */
export async function markTicketUsed(db: Database, ticketHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(socialTickets)
    .set({ used_at: now })
    .where(
      and(
        eq(socialTickets.ticket_hash, ticketHash),
        isNull(socialTickets.used_at),
        gt(socialTickets.expires_at, now),
      ),
    )
    .returning({ ticket_hash: socialTickets.ticket_hash });
  return rows.length === 1;
}

export async function insertOAuthState(db: Database, state: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(state);
}

/** Takes a started authorization back, once: the row comes back only if it was open, alive and of that purpose. */
export async function takeOAuthState(
  db: Database,
  stateHash: string,
  provider: string,
  purpose: 'login' | 'bind',
  now: Date,
) {
  const [row] = await db
    .update(oauthStates)
    .set({ used_at: now })
    .where(
      and(
        eq(oauthStates.state_hash, stateHash),
        eq(oauthStates.provider, provider),
        eq(oauthStates.purpose, purpose),
        isNull(oauthStates.used_at),
        gt(oauthStates.expires_at, now),
      ),
    )
    .returning();
  return row ?? null;
}
