// The live sessions this process has read, kept SESSION_KEPT_MS so a member's next requests (a page's
// several API calls, a checkout) do not read the same session row again
// (docs/decisions/063-create-order-in-three-round-trips.md). Only live sessions are kept: an unknown,
// revoked or expired token is read from the database every time, and a new login works at once. A
// session revoked by this process (logout, password change) is dropped here at once; one revoked by
// another process, or by a direct UPDATE, keeps working here for at most SESSION_KEPT_MS. Expiry and the
// idle timeout are checked against the kept row on every request, as the query checks them.
import { LRUCache } from 'lru-cache';
import type { ActiveSession } from './sessions.repository.ts';

/** The bound: a session revoked elsewhere stops working in this process at most this long after. */
export const SESSION_KEPT_MS = 5_000;
/** Sessions kept at most (a few hundred bytes each). */
const MAX_KEPT_SESSIONS = 10_000;

export interface KeptSession extends ActiveSession {
  expires_at: Date;
}

interface Kept {
  session: KeptSession;
  /** Date.now() after which the row is read again. */
  readAgainAt: number;
}

// One per process, by token hash (a hash of 32 random bytes names one session in any database).
const kept = new LRUCache<string, Kept>({ max: MAX_KEPT_SESSIONS });

/** The kept live session of a token hash, while it may be answered from memory; else undefined. */
export function keptSession(tokenHash: string, now: Date, idleSince: Date): KeptSession | undefined {
  const entry = kept.get(tokenHash);
  if (!entry) return undefined;
  const { session } = entry;
  if (now.getTime() >= entry.readAgainAt || session.expires_at <= now || session.last_seen_at <= idleSince) {
    kept.delete(tokenHash);
    return undefined;
  }
  return session;
}

export function keepSession(tokenHash: string, session: KeptSession, now: Date): void {
  kept.set(tokenHash, { session, readAgainAt: now.getTime() + SESSION_KEPT_MS });
}

/** last_seen_at was written: the kept row says so, so the next requests do not write it again. */
export function noteSessionSeen(tokenHash: string, seenAt: Date): void {
  const entry = kept.get(tokenHash);
  if (entry) entry.session = { ...entry.session, last_seen_at: seenAt };
}

export function forgetSession(tokenHash: string): void {
  kept.delete(tokenHash);
}

/** A member's sessions revoked but `keepHash`'s: none of them is answered from memory any more. */
export function forgetMemberSessions(memberId: number, keepHash: string | null): void {
  for (const [hash, entry] of kept.entries())
    if (entry.session.member_id === memberId && hash !== keepHash) kept.delete(hash);
}
