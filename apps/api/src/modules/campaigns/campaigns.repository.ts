import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';

const { campaigns, campaignSignups } = schema;

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignSignupRow = typeof campaignSignups.$inferSelect;

export async function selectCampaignBySlug(db: Database, slug: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row ?? null;
}

/** Whether some campaign takes signups at `now` (started, not ended, not full). */
export async function hasOpenCampaign(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.campaign_id })
    .from(campaigns)
    .where(
      and(
        lte(campaigns.starts_at, now),
        gt(campaigns.ends_at, now),
        or(isNull(campaigns.capacity), lt(campaigns.signup_count, campaigns.capacity)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasSignup(db: Database, campaignId: number, mobile: string): Promise<boolean> {
  const rows = await db
    .select({ id: campaignSignups.signup_id })
    .from(campaignSignups)
    .where(and(eq(campaignSignups.campaign_id, campaignId), eq(campaignSignups.mobile, mobile)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts one more sign-up, only while there is room (capacity null = no limit): one conditional
 * update, so two requests racing for the last place cannot both get it. False when the campaign is full.
 */
export async function takePlace(db: Database, campaignId: number): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ signup_count: sql`${campaigns.signup_count} + 1` })
    .where(
      and(
        eq(campaigns.campaign_id, campaignId),
        or(isNull(campaigns.capacity), lt(campaigns.signup_count, campaigns.capacity)),
      ),
    )
    .returning({ id: campaigns.campaign_id });
  return rows.length === 1;
}

export async function insertSignup(
  db: Database,
  signup: typeof campaignSignups.$inferInsert,
): Promise<CampaignSignupRow> {
  const [row] = await db.insert(campaignSignups).values(signup).returning();
  return row!;
}

/** Runs work in one transaction (PGlite and PostgreSQL alike). */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Database));
}
