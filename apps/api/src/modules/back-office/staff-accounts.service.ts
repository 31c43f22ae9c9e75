// Staff accounts kept by the owner (issue 26; docs/decisions/116-staff-accounts-kept-by-the-owner.md): the
// list, a new account with a random password (and a TOTP secret for owners and managers) shown once,
// disabling or enabling an account, and a new TOTP secret for a lost authenticator. Each change asks for
// the owner's own password again, ends the sessions it must, and writes its audit row in its transaction.
import { type StaffRole, staffMessages } from '@shop/contracts/back-stage';
import type { Database } from '@shop/db';
import { type AccountsContext, uniqueViolation } from '../accounts/index.ts';
import { findStaffByEmail, findStaffById, type StaffRow, writeAudit } from './staff.repository.ts';
import {
  endStaffSessions,
  listStaffRows,
  otherEnabledOwnersLocked,
  setStaffDisabledAt,
  setStaffTotpSecret,
} from './staff-accounts.repository.ts';
import { confirmStaffPassword, needsSecondFactor } from './staff-auth.service.ts';
import { createStaffAccount } from './staff-bootstrap.ts';
import { staffErrors } from './staff-errors.ts';
import { newTotpSecret, totpUri } from './totp.ts';

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
  return { staff: (await listStaffRows(db)).map(accountOf) };
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
  try {
    return await insertStaffAudited(db, actor, body, now);
  } catch (error) {
    // The same e-mail added twice at once: the unique index lets one through, the other hears 409.
    if (uniqueViolation(error) !== null) throw staffErrors.conflict(staffMessages.staffEmailTaken);
    throw error;
  }
}

function insertStaffAudited(
  db: Database,
  actor: Actor,
  body: { email: string; name: string; role: StaffRole },
  now: Date,
) {
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
    if (body.disabled && row.role === 'owner' && (await otherEnabledOwnersLocked(tx, staffId)) === 0)
      throw staffErrors.conflict(staffMessages.staffLastOwner);
    const updated = await setStaffDisabledAt(tx, staffId, body.disabled ? (row.disabled_at ?? now) : null);
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
    await setStaffTotpSecret(tx, staffId, secret);
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
