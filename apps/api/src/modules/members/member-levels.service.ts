import type { MemberLevelsAnswer } from '@shop/contracts';
import { cardImageName, DEFAULT_LEVELS, DEFAULT_POINT_RATES, renewCashOf } from '@shop/core';
import type { Database } from '@shop/db';
import { giftTitlesByLevel } from '../gifts/index.ts';
import { selectLevels } from './member-benefits.repository.ts';

const CARD_IMAGE_DIR = '/images/member';

/**
 * get-member-levels: the tier settings (the PROMOTIONS.md defaults when the table is empty) with each
 * tier's card, the spend that renews it and the titles of the gifts on offer to it today.
 */
export async function memberLevels(db: Database, now: Date): Promise<MemberLevelsAnswer> {
  const stored = await selectLevels(db);
  const levels =
    stored.length > 0
      ? stored
      : DEFAULT_LEVELS.map((l) => ({ ...l, point_rate: DEFAULT_POINT_RATES[l.level_id] ?? 1 }));
  const gifts = await giftTitlesByLevel(
    db,
    levels.map((l) => l.level_id),
    now,
  );
  return {
    levels: levels.map((level) => ({
      level_id: level.level_id,
      level_name: level.level_name,
      min_cash: level.min_cash,
      card_image: `${CARD_IMAGE_DIR}/${cardImageName(level.level_id)}`,
      point_rate: level.point_rate,
      renew_cash: renewCashOf(level),
      gifts: gifts.get(level.level_id) ?? { birthday: [], upgrade: [], renewal: [], monthly: [] },
    })),
  };
}
