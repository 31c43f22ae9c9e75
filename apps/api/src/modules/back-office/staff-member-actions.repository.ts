// The member-care actions' queries (decision 108): a member's live sessions with their device names,
// the failed-login counters, one session revoked, the counters cleared, site messages written.
import { type Database, escapeLike, schema } from '@shop/db';
import { and, desc, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { THROTTLE_RULES } from '../throttles/index.ts';

const { members, messages, sessions, throttles } = schema;

export interface MemberAccounts {
  member_id: number;
  member_mobile: string;
  member_account: string | null;
}

/** The throttle keys of a member's failed logins: per account (mobile, e-mail) and per account at an address. */
function loginFailureKeys(member: MemberAccounts) {
  const accounts = [member.member_mobile, member.member_account?.toLowerCase()].filter((a): a is string =>
    Boolean(a),
  );
  return or(
    inArray(throttles.key, [
      ...accounts.map((a) => `${THROTTLE_RULES.loginFailuresPerAccount.name}:${a}`),
      `${THROTTLE_RULES.passwordChangeFailures.name}:${member.member_id}`,
    ]),
    ...accounts.map((a) =>
      like(throttles.key, `${escapeLike(`${THROTTLE_RULES.loginFailuresPerAccountAndIp.name}:${a}|`)}%`),
    ),
  );
}

/** Sessions neither revoked nor expired, the most recently used first (at most 100). */
export async function liveMemberSessions(db: Database, memberId: number, now: Date) {
  return db
    .select({
      session_id: sessions.session_id,
      device_name: sessions.device_name,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(and(eq(sessions.member_id, memberId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
    .orderBy(desc(sessions.last_seen_at))
    .limit(100);
}

/** Failed password logins on the member's mobile within the login rule's window. */
export async function recentLoginFailures(db: Database, mobile: string, now: Date): Promise<number> {
  const rule = THROTTLE_RULES.loginFailuresPerAccount;
  const [failures] = await db
    .select({ n: sql<number>`coalesce(max(${throttles.count}), 0)::int` })
    .from(throttles)
    .where(
      and(
        eq(throttles.key, `${rule.name}:${mobile}`),
        gt(throttles.window_start, new Date(now.getTime() - rule.windowMs)),
      ),
    );
  return failures?.n ?? 0;
}

/** Revokes one live session of this member; null when there is none such. */
export async function revokeMemberSession(tx: Database, memberId: number, sessionId: number, now: Date) {
  const [ended] = await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(eq(sessions.session_id, sessionId), eq(sessions.member_id, memberId), isNull(sessions.revoked_at)),
    )
    .returning({
      session_id: sessions.session_id,
      last_seen_at: sessions.last_seen_at,
      token_hash: sessions.token_hash,
    });
  return ended ?? null;
}

/** Deletes the member's failed-login counters; answers what was cleared. */
export async function clearLoginFailures(tx: Database, member: MemberAccounts) {
  return tx
    .delete(throttles)
    .where(loginFailureKeys(member))
    .returning({ key: throttles.key, count: throttles.count });
}

/** One site message to a member, or to every member of a tier; answers how many were written. */
export async function insertSiteMessages(
  tx: Database,
  to: { member_id?: number | undefined; tier?: number | undefined },
  message: { subject: string; content: string },
  now: Date,
): Promise<number> {
  const who =
    to.member_id !== undefined
      ? sql`select ${to.member_id}::int`
      : sql`select ${members.member_id} from ${members} where ${members.member_nowtier2025} = ${to.tier}`;
  const inserted = (await tx.execute(
    sql`insert into ${messages} (member_id, subject, content, created_at)
        select w.member_id, ${message.subject}, ${message.content}, ${now} from (${who}) as w(member_id)
        returning sno`,
  )) as unknown as { rows: unknown[] };
  return inserted.rows.length;
}
