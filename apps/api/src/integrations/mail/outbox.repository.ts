import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { eq, sql } from 'drizzle-orm';

const { mailOutbox } = schema;

export type NewMail = Pick<
  typeof mailOutbox.$inferInsert,
  'mail_to' | 'mail_subject' | 'mail_text' | 'attachments'
>;

export async function insertMail(db: Database, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ mail_id: mailOutbox.mail_id });
  return row!.mail_id;
}

export async function selectMail(db: Database, mailId: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.mail_id, mailId));
  return row ?? null;
}

export async function markMail(
  db: Database,
  mailId: number,
  outcome: { sent: true } | { sent: false; error: string },
) {
  await db
    .update(mailOutbox)
    .set(
      outcome.sent
        ? {
            mail_status: 'sent',
            sent_at: new Date(),
            attempts: sql`${mailOutbox.attempts} + 1`,
            last_error: null,
          }
        : { mail_status: 'failed', attempts: sql`${mailOutbox.attempts} + 1`, last_error: outcome.error },
    )
    .where(eq(mailOutbox.mail_id, mailId));
}
