// Staff accounts kept by the owner (issue 26; docs/decisions/116-staff-accounts-kept-by-the-owner.md): the
// list, a new account with a random password (and a TOTP secret for owners and managers) shown once,
// disabling or enabling an account, and a new TOTP secret for a lost authenticator. Each change asks for
// the owner's own password again, ends the sessions it must, and writes its audit row in its transaction.
import { type StaffRole, staffMessages } from '@shop/contracts/back-stage';
import { type Database, schema } from '@shop/db';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AccountsContext } from '../accounts/index.ts';
import { findStaffByEmail, findStaffById, type StaffRow, writeAudit } from './staff.repository.ts';
import { confirmStaffPassword, needsSecondFactor } from './staff-auth.service.ts';
import { createStaffAccount } from './staff-bootstrap.ts';
import { staffErrors } from './staff-errors.ts';
import { newTotpSecret, totpUri } from './totp.ts';

const { staff, staffSessions } = schema;
type Actor = { staffId: number; ip: string };

function accountOf(row: StaffRow) {
  return {
    staff_id: row.staff_id,
    email: row.email,
    name: row.name,
    role: row.role,
    created_at: row.created_at.toISOString(),
    disabled_at: row.disabled_at?.toISOString() ?? null,
    has_totp: row.totp_secret !== null,
  };
}

export async function staffAccounts(db: Database) {
  const rows = await db.select().from(staff).orderBy(asc(staff.staff_id));
  return { staff: rows.map(accountOf) };
}

async function endStaffSessions(tx: Database, staffId: number, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revoked_at: now })
    .where(and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at)));
}

/** Another staff account, never the caller's own: an owner locked out is helped by another owner. */
async function otherStaff(db: Database, actor: Actor, staffId: number): Promise<StaffRow> {
  const row = await findStaffById(db, staffId);
  if (!row) throw staffErrors.notFound(staffMessages.staffNotFound);
  if (row.staff_id === actor.staffId) throw staffErrors.conflict(staffMessages.staffSelf);
  return row;
}

export async function createStaff(
  db: Database,
  accounts: AccountsContext,
  actor: Actor,
  body: { email: string; name: string; role: StaffRole; password: string },
  now: Date,
) {
  await confirmStaffPassword(accounts, actor.staffId, body.password);
  if (await findStaffByEmail(db, body.email)) throw staffErrors.conflict(staffMessages.staffEmailTaken);
  return db.transaction(async (tx) => {
    const made = await createStaffAccount(tx, { email: body.email, name: body.name, role: body.role });
    const row = await findStaffByEmail(tx, made.email);
    if (!row) throw new Error('staff not inserted');
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.create',
      subjectType: 'staff',
      subjectId: row.staff_id,
      before: null,
      after: { email: row.email, name: row.name, role: row.role },
      ip: actor.ip,
      at: now,
    });
    return { staff_id: row.staff_id, ...made };
  });
}

export async function setStaffDisabled(
  db: Database,
  accounts: AccountsContext,
  actor: Actor,
  staffId: number,
  body: { disabled: boolean; reason: string; password: string },
  now: Date,
) {
  await confirmStaffPassword(accounts, actor.staffId, body.password);
  const row = await otherStaff(db, actor, staffId);
  return db.transaction(async (tx) => {
    if (body.disabled && row.role === 'owner') {
      // Serialises owner changes, so two owners cannot disable each other at once and leave none.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-owners'))`);
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), isNull(staff.disabled_at), ne(staff.staff_id, staffId)));
      if ((others?.n ?? 0) === 0) throw staffErrors.conflict(staffMessages.staffLastOwner);
    }
    const [updated] = await tx
      .update(staff)
      .set({ disabled_at: body.disabled ? (row.disabled_at ?? now) : null })
      .where(eq(staff.staff_id, staffId))
      .returning();
    if (!updated) throw staffErrors.notFound(staffMessages.staffNotFound);
    if (body.disabled) await endStaffSessions(tx, staffId, now);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: body.disabled ? 'staff.disable' : 'staff.enable',
      subjectType: 'staff',
      subjectId: staffId,
      before: { disabled_at: row.disabled_at?.toISOString() ?? null },
      after: { disabled_at: updated.disabled_at?.toISOString() ?? null, reason: body.reason },
      ip: actor.ip,
      at: now,
    });
    return accountOf(updated);
  });
}

export async function resetStaffTotp(
  db: Database,
  accounts: AccountsContext,
  actor: Actor,
  staffId: number,
  body: { reason: string; password: string },
  now: Date,
) {
  await confirmStaffPassword(accounts, actor.staffId, body.password);
  const row = await otherStaff(db, actor, staffId);
  if (!needsSecondFactor(row.role)) throw staffErrors.conflict(staffMessages.staffNoSecondFactor);
  const secret = newTotpSecret();
  return db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ totp_secret: secret, last_totp_step: null })
      .where(eq(staff.staff_id, staffId));
    // Whoever holds the lost phone holds no session made with it.
    await endStaffSessions(tx, staffId, now);
    await writeAudit(tx, {
      staffId: actor.staffId,
      action: 'staff.reset_totp',
      subjectType: 'staff',
      subjectId: staffId,
      before: null,
      after: { reason: body.reason },
      ip: actor.ip,
      at: now,
    });
    return {
      staff_id: row.staff_id,
      email: row.email,
      name: row.name,
      role: row.role,
      password: null,
      totp_secret: secret,
      totp_uri: totpUri(secret, row.email),
    };
  });
}
