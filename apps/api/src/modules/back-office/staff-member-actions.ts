// What customer service does for a member besides points (issue 26; docs/decisions/108-member-care-actions.md):
// see the live sessions (when, never the token) and end one, clear the failed-login counters of a member
// locked out, send a site message to a member or a whole tier. Each change writes its audit row in its
// own transaction.
import { staffMessages } from '@shop/contracts/back-stage';
import type { Database } from '@shop/db';
import { selectMemberById } from '../members/index.ts';
import { forgetSession } from '../sessions/index.ts';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';
import {
  clearLoginFailures,
  insertSiteMessages,
  liveMemberSessions,
  recentLoginFailures,
  revokeMemberSession,
} from './staff-member-actions.repository.ts';

type Actor = { staffId: number; ip: string };

async function requireMember(db: Database, memberId: number) {
  const member = await selectMemberById(db, memberId);
  if (!member) throw staffErrors.notFound(staffMessages.memberNotFound);
  return member;
}

export async function memberSessions(db: Database, memberId: number, now: Date) {
  const member = await requireMember(db, memberId);
  const [live, failures] = await Promise.all([
    liveMemberSessions(db, memberId, now),
    recentLoginFailures(db, member.member_mobile, now),
  ]);
  return {
    sessions: live.map((s) => ({
      session_id: s.session_id,
      device_name: s.device_name,
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
    })),
    login_failures: failures,
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
      const ended = await revokeMemberSession(tx, memberId, sessionId, now);
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
    const cleared = await clearLoginFailures(tx, member);
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
    const sent = await insertSiteMessages(tx, body, body, now);
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
