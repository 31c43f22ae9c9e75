import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';

const { settings } = schema;

export async function selectSettingValue(db: Database, key: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}
