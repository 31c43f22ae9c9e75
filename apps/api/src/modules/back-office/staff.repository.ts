// Staff accounts, their sessions and the audit log (docs/decisions/073-back-office-foundation.md).
import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@shop/contracts/back-stage';
import { type Database, schema } from '@shop/db';
import { and, asc, desc, eq, gt, gte, isNull, like, lt, or, type SQL } from 'drizzle-orm';

const { staff, staffSessions, auditLog } = schema;

/** A staff session ends 12 hours after login (a working day), however active it is. */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** …and after 2 hours without a call. */
export const STAFF_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

export type StaffRow = typeof staff.$inferSelect;

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(`staff:${token}`).digest('hex');
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
  return row ?? null;
}

export async function findStaffById(db: Database, staffId: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.staff_id, staffId));
  return row ?? null;
}

export async function countStaff(db: Database): Promise<number> {
  const rows = await db.select({ id: staff.staff_id }).from(staff).limit(1);
  return rows.length;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
}

export async function insertStaff(db: Database, row: NewStaff): Promise<StaffRow> {
  const [inserted] = await db
    .insert(staff)
    .values({ ...row, email: row.email.toLowerCase() })
    .returning();
  if (!inserted) throw new Error('staff not inserted');
  return inserted;
}

/**
 * Records a TOTP step as used, only if it is later than the last one this staff member used: one
 * conditional UPDATE, so of two logins with the same code (or an older one) at most one gets through.
 */
export async function acceptTotpStep(db: Database, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ last_totp_step: step })
    .where(and(eq(staff.staff_id, staffId), or(isNull(staff.last_totp_step), lt(staff.last_totp_step, step))))
    .returning({ staff_id: staff.staff_id });
  return rows.length === 1;
}

/** Opens a staff session; answers the plain token (only its hash is stored). */
export async function createStaffSession(db: Database, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    token_hash: hashStaffToken(token),
    staff_id: staffId,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS),
  });
  return token;
}

export interface StaffOfSession {
  session_id: number;
  last_seen_at: Date;
  staff_id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** The live session of a token and its staff member (not disabled). */
export async function findStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffOfSession | null> {
  const [row] = await db
    .select({
      session_id: staffSessions.session_id,
      last_seen_at: staffSessions.last_seen_at,
      staff_id: staff.staff_id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.staff_id, staffSessions.staff_id))
    .where(
      and(
        eq(staffSessions.token_hash, hashStaffToken(token)),
        isNull(staffSessions.revoked_at),
        isNull(staff.disabled_at),
        gt(staffSessions.expires_at, now),
        gt(staffSessions.last_seen_at, new Date(now.getTime() - STAFF_SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(staffSessions)
      .set({ last_seen_at: now })
      .where(eq(staffSessions.session_id, row.session_id));
  }
  return row;
}

export async function revokeStaffSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revoked_at: now }).where(eq(staffSessions.session_id, sessionId));
}

export interface AuditEntry {
  staffId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
  ip?: string | null;
  at: Date;
}

/** One audit row; call it inside the transaction of the change it records. */
export async function writeAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staff_id: entry.staffId,
    at: entry.at,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: String(entry.subjectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

const DAY_MS = 86_400_000;
const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

export async function listAudit(
  db: Database,
  filter: {
    subject_type?: string | undefined;
    subject_id?: string | undefined;
    staff_id?: number | undefined;
    action?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    before?: number | undefined;
    limit: number;
  },
) {
  const where: SQL[] = [];
  if (filter.subject_type) where.push(eq(auditLog.subject_type, filter.subject_type));
  if (filter.subject_id) where.push(eq(auditLog.subject_id, filter.subject_id));
  if (filter.staff_id) where.push(eq(auditLog.staff_id, filter.staff_id));
  // "order." is the family of order actions; "order.refund" one action (the query allows [a-z_.] only).
  if (filter.action)
    where.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${filter.action}%`)
        : eq(auditLog.action, filter.action),
    );
  if (filter.from) where.push(gte(auditLog.at, taipeiMidnight(filter.from)));
  if (filter.to) where.push(lt(auditLog.at, new Date(taipeiMidnight(filter.to).getTime() + DAY_MS)));
  if (filter.before) where.push(lt(auditLog.audit_id, filter.before));
  const rows = await db
    .select({
      audit_id: auditLog.audit_id,
      at: auditLog.at,
      staff_id: auditLog.staff_id,
      staff_name: staff.name,
      action: auditLog.action,
      subject_type: auditLog.subject_type,
      subject_id: auditLog.subject_id,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.staff_id, auditLog.staff_id))
    .where(and(...where))
    .orderBy(desc(auditLog.audit_id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    entries: page.map((row) => ({ ...row, at: row.at.toISOString() })),
    next_before: rows.length > filter.limit ? (page.at(-1)?.audit_id ?? null) : null,
  };
}

/** Every staff member, for the audit page's filter. */
export async function listStaffNames(db: Database) {
  return db
    .select({ staff_id: staff.staff_id, name: staff.name, role: staff.role })
    .from(staff)
    .orderBy(asc(staff.staff_id));
}
