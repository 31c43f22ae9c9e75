// Demo gifts of the gift claim zone: a birthday gift for every tier, upgrade and renewal gifts for tiers
// 1–3, a monthly gift per month for tiers 2 and 3, and demo members who can claim each kind
// (README "Demo accounts"; docs/decisions/032-gift-claim-zone-gift3-5-member-gifts-and.md).
import { hash } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import { memberGiftProducts, memberGifts, members, memberTierEvents, products } from '../src/schema/index.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH_OPTIONS } from './accounts.ts';

const TIER_NAMES = ['一般會員', '白金卡', '鑽石卡', '黑鑽卡'] as const;
const OPEN_FROM = '2025-01-01';
const OPEN_UNTIL = '2030-12-31';
const FIRST_MONTHLY_YEAR = 2025;
const LAST_MONTHLY_YEAR = 2028;
const MONTHLY_STOCK = 50;
const GIFT_STOCK = 100;
const DAY_MS = 86_400_000;
/** Events this many days before seeding, inside the 90-day claim window. */
const EVENT_DAYS_AGO = 7;
/** Points after a birthday claim, by tier (tiers 2–3 only). */
const BIRTHDAY_POINTS: Record<number, number> = { 2: 200, 3: 500 };

export interface GiftDemoMember {
  tier: 1 | 2 | 3;
  mobile: string;
  email: string;
  name: string;
  buytotal2025: number;
  /** What the member can claim now. */
  claims: 'birthday' | 'upgrade' | 'renewal';
}

/** Members who can claim each kind of gift (besides the tier-2 demo member, born in November). */
export const GIFT_DEMO_MEMBERS: readonly GiftDemoMember[] = [
  {
    tier: 2,
    mobile: '0912000005',
    email: 'birthday@demo.example.com',
    name: '周佳穎',
    buytotal2025: 15_000,
    claims: 'birthday',
  },
  {
    tier: 1,
    mobile: '0912000006',
    email: 'upgrade@demo.example.com',
    name: '吳佩珊',
    buytotal2025: 3_500,
    claims: 'upgrade',
  },
  {
    tier: 3,
    mobile: '0912000007',
    email: 'renewal@demo.example.com',
    name: '蔡依萱',
    buytotal2025: 31_000,
    claims: 'renewal',
  },
];

const taipeiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The birthday member is born in the month the shop is seeded, so the demo always has a birthday to claim. */
export function birthdayInMonthOf(now: Date): string {
  return `1992-${taipeiDay(now.getTime()).slice(5, 7)}-01`;
}

type GiftRow = typeof memberGifts.$inferInsert;
type ProductRow = { p_id: number; p_name: string; p_spec: string };
interface GiftSeed {
  gift: GiftRow;
  products: { product: ProductRow; section: 1 | 2 | null; stock: number }[];
}

function birthdayGifts(pick: (n: number) => ProductRow[]): GiftSeed[] {
  return [0, 1, 2, 3].map((level) => ({
    gift: {
      gift_type: 1,
      level_ids: [level],
      gift3_title: `${TIER_NAMES[level]}生日禮`,
      gift3_subtitle: '生日當月限定',
      gift3_content: '生日當月登入即可領取一份生日禮，隨下一筆訂單寄出。',
      gift3_dt1: OPEN_FROM,
      gift3_dt2: OPEN_UNTIL,
      gift3_selectcount: 1,
      award_points: BIRTHDAY_POINTS[level] ?? 0,
    },
    products: pick(1).map((product) => ({
      product: { ...product, p_name: `【${TIER_NAMES[level]}生日禮】${product.p_name}` },
      section: null,
      stock: GIFT_STOCK,
    })),
  }));
}

/** Upgrade gifts: pick one from section A and one from section B. */
function upgradeGifts(pick: (n: number) => ProductRow[]): GiftSeed[] {
  return [1, 2, 3].map((level) => {
    const [a1, a2, b1, b2] = pick(4) as [ProductRow, ProductRow, ProductRow, ProductRow];
    return {
      gift: {
        gift_type: 3,
        level_ids: [level],
        gift3_title: `${TIER_NAMES[level]}升等禮`,
        gift3_subtitle: 'A區、B區各選一件',
        gift3_dt1: OPEN_FROM,
        gift3_dt2: OPEN_UNTIL,
        gift3_selectcount: 2,
        gift3_a_count: 1,
        gift3_b_count: 1,
        gift3_a_title: 'A區 保養明星',
        gift3_b_title: 'B區 旅行小物',
      },
      products: [
        { product: a1, section: 1 as const, stock: GIFT_STOCK },
        { product: a2, section: 1 as const, stock: 0 },
        { product: b1, section: 2 as const, stock: GIFT_STOCK },
        { product: b2, section: 2 as const, stock: GIFT_STOCK },
      ].map((p) => ({
        ...p,
        product: { ...p.product, p_name: `【${TIER_NAMES[level]}升等禮】${p.product.p_name}` },
      })),
    };
  });
}

/** Renewal gifts: choose one of three, without sections (the fallback grid). */
function renewalGifts(pick: (n: number) => ProductRow[]): GiftSeed[] {
  return [1, 2, 3].map((level) => ({
    gift: {
      gift_type: 2,
      level_ids: [level],
      gift3_title: `${TIER_NAMES[level]}續會禮`,
      gift3_subtitle: '三選一',
      gift3_dt1: OPEN_FROM,
      gift3_dt2: OPEN_UNTIL,
      gift3_selectcount: 1,
    },
    products: pick(3).map((product) => ({ product, section: null, stock: GIFT_STOCK })),
  }));
}

function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** One monthly gift a month for each of tiers 2 and 3. */
function monthlyGifts(pick: (n: number) => ProductRow[]): GiftSeed[] {
  const seeds: GiftSeed[] = [];
  const [diamond, black] = pick(2) as [ProductRow, ProductRow];
  for (let year = FIRST_MONTHLY_YEAR; year <= LAST_MONTHLY_YEAR; year++) {
    for (let month = 1; month <= 12; month++) {
      const mm = String(month).padStart(2, '0');
      for (const [level, product] of [
        [2, diamond],
        [3, black],
      ] as const) {
        seeds.push({
          gift: {
            gift_type: 4,
            level_ids: [level],
            gift3_title: `${year}年${month}月${TIER_NAMES[level]}月月領`,
            gift3_subtitle: '每月一份，送完為止',
            gift3_content: `${TIER_NAMES[level]}會員每月可領取一份月月領好禮。`,
            gift3_image: 'demo-banner-1.webp',
            gift3_image_mobile: 'demo-banner-m-1.webp',
            gift3_dt1: `${year}-${mm}-01`,
            gift3_dt2: monthEnd(year, month),
            gift3_selectcount: 1,
          },
          products: [{ product, section: null, stock: MONTHLY_STOCK }],
        });
      }
    }
  }
  return seeds;
}

/** Gifts, the gift demo members and their upgrade / renewal events. */
export async function seedGifts(db: Database, now = new Date()): Promise<void> {
  const catalogue = await db
    .select({ p_id: products.p_id, p_name: products.p_name, p_spec: products.p_spec })
    .from(products)
    .where(eq(products.p_show, 1))
    .orderBy(asc(products.p_id));
  let next = 0;
  const pick = (n: number) =>
    Array.from({ length: n }, () => {
      const product = catalogue[next++ % catalogue.length]!;
      return { ...product, p_spec: product.p_spec || '0' };
    });
  const seeds = [...birthdayGifts(pick), ...upgradeGifts(pick), ...renewalGifts(pick), ...monthlyGifts(pick)];
  const ids = await db
    .insert(memberGifts)
    .values(seeds.map((s) => s.gift))
    .returning({ gift3_id: memberGifts.gift3_id });
  await db.insert(memberGiftProducts).values(
    seeds.flatMap((seed, i) =>
      seed.products.map((p, sort) => ({
        gift3_id: ids[i]!.gift3_id,
        p_id: p.product.p_id,
        p_name: p.product.p_name,
        p_spec: p.product.p_spec,
        gift3p_type: p.section,
        stock: p.stock,
        sort,
      })),
    ),
  );
  await seedGiftDemoMembers(db, now);
}

async function seedGiftDemoMembers(db: Database, now: Date): Promise<void> {
  const passwordHash = await hash(DEMO_PASSWORD, DEMO_PASSWORD_HASH_OPTIONS);
  const created = await db
    .insert(members)
    .values(
      GIFT_DEMO_MEMBERS.map((m) => ({
        member_account: m.email,
        member_mobile: m.mobile,
        member_name: m.name,
        member_birthday: m.claims === 'birthday' ? birthdayInMonthOf(now) : '1991-02-02',
        password_hash: passwordHash,
        member_nowtier2025: m.tier,
        buytotal2025: m.buytotal2025,
      })),
    )
    .returning({ member_id: members.member_id });
  const occurred_on = taipeiDay(now.getTime() - EVENT_DAYS_AGO * DAY_MS);
  const events = GIFT_DEMO_MEMBERS.flatMap((m, i) =>
    m.claims === 'birthday'
      ? []
      : [
          {
            member_id: created[i]!.member_id,
            kind: m.claims === 'upgrade' ? 'upgrade' : 'renew',
            from_tier: m.claims === 'upgrade' ? m.tier - 1 : m.tier,
            to_tier: m.tier,
            term_start: occurred_on,
            spend: m.buytotal2025,
          },
        ],
  );
  await db.insert(memberTierEvents).values(events);
}
