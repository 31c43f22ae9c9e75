/**
 * The after-login action queue (storefront.md §4.6, member-area-and-tools.md §3): work a guest
 * started (a routine-finder code, a 2025-09 routine record, a UTM record) that is attached to the
 * member on the next page start with a token. Entries that fail stay queued for the next start.
 */
import { type BrowserStorage, LocalKey } from './storage.ts';

export type AfterLoginAction =
  | { customer_routine_finder: string }
  | { customer_routine_202509: string | number }
  | { utm_id: string | number };

export type QueueStorage = Pick<BrowserStorage, 'get' | 'getJson' | 'set' | 'remove'>;

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

/** One entry as stored, or null when it is none of the three kinds. */
export function toAfterLoginAction(entry: unknown): AfterLoginAction | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const record = entry as Record<string, unknown>;
  if (typeof record.customer_routine_finder === 'string' && record.customer_routine_finder !== '')
    return { customer_routine_finder: record.customer_routine_finder };
  if (isId(record.customer_routine_202509))
    return { customer_routine_202509: record.customer_routine_202509 };
  if (isId(record.utm_id)) return { utm_id: record.utm_id };
  return null;
}

const sameAction = (a: AfterLoginAction, b: AfterLoginAction) => JSON.stringify(a) === JSON.stringify(b);

/** The queue; a value that is not a readable list counts as empty (§8), unknown entries are skipped. */
export function readAfterLoginQueue(storage: QueueStorage): AfterLoginAction[] {
  const stored = storage.getJson<unknown>(LocalKey.afterLoginActions);
  if (!Array.isArray(stored)) return [];
  return stored.map(toAfterLoginAction).filter((action): action is AfterLoginAction => action !== null);
}

function writeQueue(storage: QueueStorage, queue: AfterLoginAction[]): void {
  if (queue.length === 0) storage.remove(LocalKey.afterLoginActions);
  else storage.set(LocalKey.afterLoginActions, queue);
}

/** Adds an action unless the very same one is queued already. */
export function enqueueAfterLogin(storage: QueueStorage, action: AfterLoginAction): void {
  const queue = readAfterLoginQueue(storage);
  if (queue.some((queued) => sameAction(queued, action))) return;
  writeQueue(storage, [...queue, action]);
}

export interface QueueRunResult {
  done: AfterLoginAction[];
  failed: AfterLoginAction[];
}

/**
 * With a token, carries out every queued action; the ones that succeeded leave the queue, the ones
 * that failed stay. Entries queued while the run was under way are kept.
 */
export async function runAfterLoginQueue(
  storage: QueueStorage,
  perform: (action: AfterLoginAction) => Promise<unknown>,
): Promise<QueueRunResult> {
  const result: QueueRunResult = { done: [], failed: [] };
  if (!storage.get(LocalKey.authToken)) return result;
  const queue = readAfterLoginQueue(storage);
  if (queue.length === 0) {
    // An unreadable value is dropped rather than read again on every start.
    if (storage.get(LocalKey.afterLoginActions) !== null) storage.remove(LocalKey.afterLoginActions);
    return result;
  }
  for (const action of queue) {
    try {
      await perform(action);
      result.done.push(action);
    } catch (error) {
      console.error('[after-login] action failed, kept for the next start', action, error);
      result.failed.push(action);
    }
  }
  const remaining = readAfterLoginQueue(storage).filter(
    (action) => !result.done.some((done) => sameAction(done, action)),
  );
  writeQueue(storage, remaining);
  return result;
}
