export { readBearerToken } from './bearer-token.ts';
export { BEARER_SECURITY, callerOf, memberIdOf } from './caller.ts';
export { deviceNameOf } from './device-name.ts';
export { forgetSession, SESSION_KEPT_MS } from './kept-sessions.ts';
export {
  createSession,
  findActiveSession,
  hashSessionToken,
  liveSession,
  revokeOtherSessions,
  revokeSession,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
  touchSession,
} from './sessions.repository.ts';
