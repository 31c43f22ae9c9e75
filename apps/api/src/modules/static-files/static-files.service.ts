import type { InjectionPoint } from '@shop/contracts';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode } from '../../errors.ts';
import * as repository from './static-files.repository.ts';

export async function checkHealth(db: Database): Promise<{ status: 'ok' }> {
  try {
    await repository.pingDatabase(db);
  } catch (cause) {
    throw Object.assign(new ApiError(503, ErrorCode.databaseUnavailable, 'The database does not answer'), {
      cause,
    });
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
