import { DEFAULT_LEVELS, DEFAULT_POINT_RATES } from '@shop/core';
import type { Database } from '../src/database.ts';
import { memberLevels } from '../src/schema/index.ts';

/** The tier settings: 一般會員 0, 白金卡 3,000, 鑽石卡 12,000, 黑鑽卡 30,000 (PROMOTIONS.md); points 1 / 2 / 3 / 5 %. */
export async function seedMemberLevels(db: Database): Promise<void> {
  await db
    .insert(memberLevels)
    .values(
      DEFAULT_LEVELS.map((level) => ({ ...level, point_rate: DEFAULT_POINT_RATES[level.level_id] ?? 1 })),
    );
}
