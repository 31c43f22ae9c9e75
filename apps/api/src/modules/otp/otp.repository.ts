import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

const { otpCodes } = schema;

export type OtpRow = typeof otpCodes.$inferSelect;

/** Stores a new code and retires every earlier open code for the same number and purpose. */
export async function insertOtp(
  db: Database,
  otp: { mobile: string; purpose: string; code_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db
    .update(otpCodes)
    .set({ used_at: otp.created_at })
    .where(and(eq(otpCodes.mobile, otp.mobile), eq(otpCodes.purpose, otp.purpose), isNull(otpCodes.used_at)));
  await db.insert(otpCodes).values(otp);
}

/** The newest code not used yet for a number and purpose. */
export async function selectOpenOtp(db: Database, mobile: string, purpose: string): Promise<OtpRow | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose), isNull(otpCodes.used_at)))
    .orderBy(desc(otpCodes.created_at), desc(otpCodes.otp_id))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong try; answers the new count, or null when the code was already dead or used. */
export async function addFailedAttempt(
  db: Database,
  otpId: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: schemaIncrement() })
    .where(and(eq(otpCodes.otp_id, otpId), isNull(otpCodes.used_at), lt(otpCodes.attempts, maxAttempts)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks a code used, only if it is still open, alive and not locked: two requests cannot both use it. */
export async function markOtpUsed(
  db: Database,
  otpId: number,
  maxAttempts: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(otpCodes.otp_id, otpId),
        isNull(otpCodes.used_at),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expires_at, now),
      ),
    )
    .returning({ otp_id: otpCodes.otp_id });
  return rows.length === 1;
}

function schemaIncrement() {
  return sql`${otpCodes.attempts} + 1`;
}
