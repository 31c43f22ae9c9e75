import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';

const { contactFiles, contactMessages, settings } = schema;

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'contact_id' | 'created_at'>;
export type NewContactFile = Omit<typeof contactFiles.$inferInsert, 'file_id' | 'contact_id'>;

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
  files: NewContactFile[],
) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ contact_id: contactMessages.contact_id, created_at: contactMessages.created_at });
  if (files.length > 0) {
    await db.insert(contactFiles).values(files.map((file) => ({ ...file, contact_id: row!.contact_id })));
  }
  return row!;
}

export async function selectSettingValue(db: Database, key: string) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}
