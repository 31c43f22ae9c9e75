// What customer service does for a member besides points (issue 26; docs/decisions/108-member-care-actions.md):
// see the live sessions (when, never the token) and end one, clear the failed-login counters of a member
// locked out, send a site message to a member or a whole tier. Each change writes its audit row in its
// own transaction.
import { staffMessages } from '@shop/contracts/back-stage';
import { type Database, schema } from '@shop/db';
import { and, desc, eq, gt, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { selectMemberById } from '../members/index.ts';
import { forgetSession } from '../sessions/index.ts';
import { THROTTLE_RULES } from '../throttles/index.ts';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';

const { members, messages, sessions, throttles } = schema;
type Actor = { staffId: number; ip: string };

async function requireMember(db: Database, memberId: number) {
  const member = await selectMemberById(db, memberId);
  if (!member) throw staffErrors.notFound(staffMessages.memberNotFound);
  return member;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The throttle keys of a member's failed logins: per account (mobile, e-mail) and per account at an address. */
function loginFailureKeys(member: {
  member_id: number;
  member_mobile: string;
  member_account: string | null;
}) {
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

export async function memberSessions(db: Database, memberId: number, now: Date) {
  const member = await requireMember(db, memberId);
  const [live, [failures]] = await Promise.all([
    db
      .select({
        session_id: sessions.session_id,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
        expires_at: sessions.expires_at,
      })
      .from(sessions)
      .where(and(eq(sessions.member_id, memberId), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
      .orderBy(desc(sessions.last_seen_at))
      .limit(100),
    db
      .select({ n: sql<number>`coalesce(max(${throttles.count}), 0)::int` })
      .from(throttles)
      .where(
        and(
          eq(throttles.key, `${THROTTLE_RULES.loginFailuresPerAccount.name}:${member.member_mobile}`),
          gt(
            throttles.window_start,
            new Date(now.getTime() - THROTTLE_RULES.loginFailuresPerAccount.windowMs),
          ),
        ),
      ),
  ]);
  return {
    sessions: live.map((s) => ({
      session_id: s.session_id,
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
    })),
    login_failures: failures?.n ?? 0,
  };
}

export async function endMemberSession(
  db: Database,
  actor: Actor,
  memberId: number,
  sessionId: number,
  now: Date,
) {
  await requireMember(db, memberId);
  return db
    .transaction(async (tx) => {
      const [ended] = await tx
        .update(sessions)
        .set({ revoked_at: now })
        .where(
          and(
            eq(sessions.session_id, sessionId),
            eq(sessions.member_id, memberId),
            isNull(sessions.revoked_at),
          ),
        )
        .returning({
          session_id: sessions.session_id,
          last_seen_at: sessions.last_seen_at,
          token_hash: sessions.token_hash,
        });
      if (!ended) throw staffErrors.notFound(staffMessages.sessionNotFound);
      await writeAudit(tx, {
        staffId: actor.staffId,
        ip: actor.ip,
        at: now,
        action: 'member.session.end',
        subjectType: 'member',
        subjectId: memberId,
        before: { session_id: sessionId, last_seen_at: ended.last_seen_at.toISOString() },
        after: { session_id: sessionId, revoked_at: now.toISOString() },
      });
      return ended.token_hash;
    })
    .then((tokenHash) => {
      // Not answered from this process's memory any more (another process: at most SESSION_KEPT_MS).
      forgetSession(tokenHash);
      return { ok: true as const };
    });
}

export async function unlockMember(
  db: Database,
  actor: Actor,
  memberId: number,
  body: { reason: string },
  now: Date,
) {
  const member = await requireMember(db, memberId);
  return db.transaction(async (tx) => {
    const cleared = await tx
      .delete(throttles)
      .where(loginFailureKeys(member))
      .returning({ key: throttles.key, count: throttles.count });
    await writeAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      at: now,
      action: 'member.unlock',
      subjectType: 'member',
      subjectId: memberId,
      before: { counters: cleared.map((c) => ({ key: c.key.split(':')[0], count: c.count })) },
      after: { counters: [], reason: body.reason },
    });
    return { member_id: memberId, cleared: cleared.length };
  });
}

export async function sendSiteMessage(
  db: Database,
  actor: Actor,
  body: { member_id?: number | undefined; tier?: number | undefined; subject: string; content: string },
  now: Date,
) {
  if (body.member_id !== undefined) await requireMember(db, body.member_id);
  return db.transaction(async (tx) => {
    const who =
      body.member_id !== undefined
        ? sql`select ${body.member_id}::int`
        : sql`select ${members.member_id} from ${members} where ${members.member_nowtier2025} = ${body.tier}`;
    const inserted = (await tx.execute(
      sql`insert into ${messages} (member_id, subject, content, created_at)
          select w.member_id, ${body.subject}, ${body.content}, ${now} from (${who}) as w(member_id)
          returning sno`,
    )) as unknown as { rows: unknown[] };
    const sent = inserted.rows.length;
    await writeAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      at: now,
      action: 'member.message',
      subjectType: body.member_id !== undefined ? 'member' : 'tier',
      subjectId: body.member_id ?? body.tier ?? 0,
      before: null,
      after: { subject: body.subject, content: body.content, sent },
    });
    return { sent };
  });
}
