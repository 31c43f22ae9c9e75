import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '@shop/db';
import { preparedPer, schema } from '@shop/db';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  forgetMemberSessions,
  forgetSession,
  type KeptSession,
  keepSession,
  keptSession,
  noteSessionSeen,
} from './kept-sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends this long after login, however active it is. */
export const SESSION_LIFETIME_MS = 90 * DAY_MS;
/** A session unused for this long is dead (last_seen_at older than this). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often per session, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const TOKEN_BYTES = 32;

const { sessions } = schema;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for a member and returns the plain bearer token; only its hash is stored. */
/** A new session; deviceName is the readable browser and system it was made from (deviceNameOf). */
export async function createSession(
  db: Database,
  memberId: number,
  now = new Date(),
  deviceName = '',
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(sessions).values({
    token_hash: hashSessionToken(token),
    member_id: memberId,
    device_name: deviceName,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export interface ActiveSession {
  session_id: number;
  member_id: number;
  last_seen_at: Date;
}

// Looked up on every request with a bearer token: prepared once per database (the SQL is not rebuilt).
const activeSessionByHash = preparedPer((db: Database) =>
  db
    .select({
      session_id: sessions.session_id,
      member_id: sessions.member_id,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
        gt(sessions.last_seen_at, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('sessions_find_active'),
);

/** The live session of a token hash: not revoked, not past expires_at, not idle too long. */
export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<KeptSession | null> {
  // Placeholders reach the driver as given: instants as ISO text, as drizzle writes them for the columns.
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString();
  const [row] = await activeSessionByHash(db).execute({ tokenHash, now: now.toISOString(), idleSince });
  return row ?? null;
}

/**
 * The live session of a token hash as every request resolves it: from this process's memory while it was
 * read less than SESSION_KEPT_MS ago (kept-sessions.ts says what that allows), else from the database.
 */
export async function liveSession(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<KeptSession | null> {
  const kept = keptSession(tokenHash, now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS));
  if (kept) return kept;
  const session = await findActiveSession(db, tokenHash, now);
  if (session) keepSession(tokenHash, session, now);
  return session;
}

export async function touchSession(
  db: Database,
  sessionId: number,
  now = new Date(),
  tokenHash?: string,
): Promise<void> {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.session_id, sessionId));
  if (tokenHash) noteSessionSeen(tokenHash, now);
}

export async function revokeSession(db: Database, token: string, now = new Date()): Promise<void> {
  const tokenHash = hashSessionToken(token);
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
  forgetSession(tokenHash);
}

/** Ends every live session of a member except the one of keepToken (password change). */
export async function revokeOtherSessions(
  db: Database,
  memberId: number,
  keepToken: string | null,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.member_id, memberId),
        isNull(sessions.revoked_at),
        keepToken ? ne(sessions.token_hash, hashSessionToken(keepToken)) : undefined,
      ),
    );
  forgetMemberSessions(memberId, keepToken ? hashSessionToken(keepToken) : null);
}
