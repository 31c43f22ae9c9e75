// The staff accounts page's queries (decision 116): the list, an account's sessions ended, the owners'
// lock and count, an account disabled or enabled, a new TOTP secret.
import { type Database, schema } from '@shop/db';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffRow } from './staff.repository.ts';

const { staff, staffSessions } = schema;

export async function listStaffRows(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.staff_id));
}

export async function endStaffSessions(tx: Database, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revoked_at: now })
    .where(and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at)));
}

/**
 * The enabled owners other than this one, counted under a transaction lock that serialises owner
 * changes, so two owners cannot disable each other at once and leave none.
 */
export async function otherEnabledOwnersLocked(tx: Database, staffId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-owners'))`);
  const [others] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabled_at), ne(staff.staff_id, staffId)));
  return others?.n ?? 0;
}

export async function setStaffDisabledAt(
  tx: Database,
  staffId: number,
  disabledAt: Date | null,
): Promise<StaffRow | null> {
  const [updated] = await tx
    .update(staff)
    .set({ disabled_at: disabledAt })
    .where(eq(staff.staff_id, staffId))
    .returning();
  return updated ?? null;
}

/** A new authenticator secret; the last step taken is forgotten with the old one. */
export async function setStaffTotpSecret(tx: Database, staffId: number, secret: string): Promise<void> {
  await tx
    .update(staff)
    .set({ totp_secret: secret, last_totp_step: null })
    .where(eq(staff.staff_id, staffId));
}
