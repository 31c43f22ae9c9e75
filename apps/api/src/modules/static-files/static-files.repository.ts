import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { asc, eq, sql } from 'drizzle-orm';

const { injectionPoints, legacyRedirects } = schema;
const ACTIVE = 1;

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function selectLegacyRedirects(db: Database) {
  return db
    .select({ php_file: legacyRedirects.php_file, target_path: legacyRedirects.target_path })
    .from(legacyRedirects)
    .orderBy(asc(legacyRedirects.php_file));
}

export async function selectActiveInjectionPoints(db: Database) {
  return db
    .select({
      id: injectionPoints.id,
      path: injectionPoints.path,
      target_element: injectionPoints.target_element,
      style: injectionPoints.style,
      current_content: injectionPoints.current_content,
    })
    .from(injectionPoints)
    .where(eq(injectionPoints.active, ACTIVE))
    .orderBy(asc(injectionPoints.id));
}
