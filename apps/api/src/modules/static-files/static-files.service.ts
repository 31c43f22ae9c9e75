import type { InjectionPoint } from '@shop/contracts';
import { errorMessages } from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import * as repository from './static-files.repository.ts';

/** How long /readyz waits for the database before telling the load balancer to look elsewhere. */
export const READINESS_TIMEOUT_MS = 2_000;

/** Liveness (/healthz): the process answers. No database call, so a database outage restarts nothing. */
export function checkLiveness(): { status: 'ok' } {
  return { status: 'ok' };
}

/** Readiness (/readyz): the database answers a trivial statement within READINESS_TIMEOUT_MS. */
export async function checkReadiness(
  db: Database,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<{ status: 'ok' }> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([repository.pingDatabase(db), timedOut]);
  } catch (cause) {
    throw Object.assign(new ApiError(503, ErrorCode.databaseUnavailable, errorMessages.databaseUnavailable), {
      cause,
    });
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ok' };
}

/** The legacy redirect map of /redirects.json: .php file name → shop path. */
export async function getPhpRedirects(db: Database): Promise<Record<string, string>> {
  const rows = await repository.selectLegacyRedirects(db);
  return Object.fromEntries(rows.map((row) => [row.php_file, row.target_path]));
}

/** Active content-injection points in the field names the storefront reads (storefront.md §3). */
export async function listInjectionPoints(db: Database): Promise<InjectionPoint[]> {
  const rows = await repository.selectActiveInjectionPoints(db);
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    targetElement: row.target_element,
    ...(row.style ? { style: row.style } : {}),
    currentContent: row.current_content,
  }));
}
