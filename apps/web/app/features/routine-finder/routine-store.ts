// What the routine finder keeps in the browser: the result just made (session storage, so a
// reload still shows it) and, on 登入保存結果, the after-login action that binds it to the member.
import { RoutineResultAnswer } from '@shop/contracts';
import { rememberPage } from '../../lib/access-guard';
import { enqueueAfterLogin } from '../../lib/after-login-queue';
import { type BrowserStorage, SessionKey, storage } from '../../lib/storage';

export const ROUTINE_FINDER_PATH = '/CustomerRoutineFinder';
export const ROUTINE_HISTORY_PATH = '/customer_routine_history_list';

/** The finder page showing one of the member's results. */
export function routineResultPath(code: string): string {
  return `${ROUTINE_FINDER_PATH}?code=${encodeURIComponent(code)}`;
}

export function keepResult(answer: RoutineResultAnswer, source: BrowserStorage = storage): void {
  source.setSession(SessionKey.routineFinderResult, JSON.stringify(answer));
}

/** The kept result, or null when there is none or it is not readable. */
export function keptResult(source: BrowserStorage = storage): RoutineResultAnswer | null {
  const text = source.getSession(SessionKey.routineFinderResult);
  if (!text) return null;
  try {
    const parsed = RoutineResultAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetResult(source: BrowserStorage = storage): void {
  source.removeSession(SessionKey.routineFinderResult);
}

/** The page to come back to once logged in. */
export function returnAfterLogin(path: string, source: BrowserStorage = storage): void {
  rememberPage(source, path);
}

/** 登入保存結果: the code waits in the after-login queue, and the login returns to the history. */
export function saveAfterLogin(code: string, source: BrowserStorage = storage): void {
  enqueueAfterLogin(source, { customer_routine_finder: code });
  rememberPage(source, ROUTINE_HISTORY_PATH);
}
