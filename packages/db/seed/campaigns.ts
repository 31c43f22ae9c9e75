import type { Database } from '../src/database.ts';
import { campaigns } from '../src/schema/index.ts';

// Campaigns with a sign-up. Times are Asia/Taipei wall-clock times; the demo campaign stays open to
// 2030 (like the demo promotions) so the sign-up on /co-fitness-2509 always works.

const taipei = (local: string) => new Date(`${local}+08:00`);

export const CAMPAIGN_ROWS: (typeof campaigns.$inferInsert)[] = [
  {
    slug: 'co-fitness-2509',
    title: '運動後保養計畫 × 健身聯名',
    starts_at: taipei('2025-09-01T00:00:00'),
    ends_at: taipei('2030-12-31T23:59:59'),
    capacity: 5000,
  },
];

export async function seedCampaigns(db: Database): Promise<void> {
  await db.insert(campaigns).values(CAMPAIGN_ROWS);
}
