import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, gte, sql } from 'drizzle-orm';

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

/** Bytes of contact attachments stored since `since` (the daily upload budget). */
export async function sumFileBytesSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${contactFiles.size_bytes}), 0)` })
    .from(contactFiles)
    .innerJoin(contactMessages, eq(contactMessages.contact_id, contactFiles.contact_id))
    .where(and(gte(contactMessages.created_at, since)));
  return Number(row?.bytes ?? 0);
}
