// Demo balances (issue 13): claimable coupons, coupons credited to the tier-2 demo member, a point
// activity, gift vouchers, and a points / shopping-credit history that ends at the opening balances
// (OPENING_BALANCES stays the balance every other test reads). Names and amounts are made up.
import { eq } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import {
  coupons,
  creditLedger,
  giftVouchers,
  members,
  pointActivities,
  pointLedger,
} from '../src/schema/index.ts';
import { DEMO_MEMBERS } from './accounts.ts';

const DAY_MS = 86_400_000;
const OPEN_FROM = new Date('2025-01-01T00:00:00+08:00');
const OPEN_UNTIL = new Date('2027-12-31T23:59:59+08:00');
/** The member whose pages show every kind of row (the demo member of the member-center tests). */
export const BALANCES_DEMO_TIER = 2;

export const CLAIMABLE_COUPONS: readonly (typeof coupons.$inferInsert)[] = [
  {
    coupon_code: 'CLAIM100',
    coupon_name: '會員限定 滿 $1,200 折 $100',
    coupon_kind: 'amount',
    coupon_value: 100,
    min_spend: 1200,
    claimable: true,
    claim_limit: 1000,
    starts_at: OPEN_FROM,
    ends_at: OPEN_UNTIL,
  },
  {
    coupon_code: 'CLAIM88',
    coupon_name: '保養週 滿 $2,000 享 88 折',
    coupon_kind: 'rate',
    coupon_value: 12,
    min_spend: 2000,
    claimable: true,
    starts_at: OPEN_FROM,
    ends_at: OPEN_UNTIL,
  },
  {
    coupon_code: 'LIMIT5',
    coupon_name: '限量 5 張 無門檻折 $50',
    coupon_kind: 'amount',
    coupon_value: 50,
    min_spend: 0,
    claimable: true,
    claim_limit: 5,
    starts_at: OPEN_FROM,
    ends_at: OPEN_UNTIL,
  },
];

/** Coupons credited to one member's account (member_id filled in when seeding). */
const MEMBER_COUPONS: readonly Omit<typeof coupons.$inferInsert, 'member_id'>[] = [
  {
    coupon_code: 'VIP2-BDAY200',
    coupon_name: '鑽石卡生日禮 滿 $1,000 折 $200',
    coupon_kind: 'amount',
    coupon_value: 200,
    min_spend: 1000,
    starts_at: OPEN_FROM,
    ends_at: OPEN_UNTIL,
  },
  {
    coupon_code: 'VIP2-AUTUMN',
    coupon_name: '秋季回饋 滿 $800 折 $80',
    coupon_kind: 'amount',
    coupon_value: 80,
    min_spend: 800,
    starts_at: new Date('2025-09-01T00:00:00+08:00'),
    ends_at: new Date('2025-10-31T23:59:59+08:00'),
  },
];

export const POINT_ACTIVITIES: readonly (typeof pointActivities.$inferInsert)[] = [
  {
    activity_key: '2025-10-landing',
    title: '秋季保養活動頁 領 100 點',
    points: 100,
    starts_at: new Date('2025-10-01T00:00:00+08:00'),
    ends_at: OPEN_UNTIL,
  },
];

interface HistoryEntry {
  delta: number;
  reason: string;
  note: string;
  daysAgo: number;
  expiresInDays?: number;
}

const earned = (daysAgo: number, delta = 150): HistoryEntry => ({
  delta,
  reason: 'earned',
  note: '訂單鑑賞期滿 消費回饋',
  daysAgo,
});

/** The tier-2 member's points: 13 entries (two pages) ending at 2,350. */
export const POINT_HISTORY: readonly HistoryEntry[] = [
  { delta: 1000, reason: 'opening', note: '期初餘額', daysAgo: 330 },
  ...[300, 280, 250, 220, 190, 160, 130, 100].map((days) => earned(days)),
  { delta: 100, reason: 'campaign', note: '年中慶活動贈點', daysAgo: 150 },
  { delta: 200, reason: 'birthday', note: '2025 生日禮點數', daysAgo: 320 },
  { delta: -200, reason: 'order', note: '結帳折抵', daysAgo: 60 },
  earned(20, 50),
].sort((a, b) => b.daysAgo - a.daysAgo);

/** The tier-2 member's shopping credit, ending at 300: a grant that lapses, one given back, one spent. */
export const CREDIT_HISTORY: readonly HistoryEntry[] = [
  { delta: 200, reason: 'campaign', note: '雙11 購物金回饋', daysAgo: 40, expiresInDays: 60 },
  { delta: 150, reason: 'order-cancel', note: '訂單取消 購物金退回', daysAgo: 30 },
  { delta: -50, reason: 'order', note: '結帳折抵', daysAgo: 10 },
];

const VOUCHERS = [
  { no: 'GV26110201', name: '鑽石卡禮物卡 $500', amount: 500, min: 0, endsInDays: 200, used: false },
  { no: 'GV26110202', name: '生日禮物卡 $300', amount: 300, min: 1000, endsInDays: 45, used: false },
  { no: 'GV26110203', name: '週年慶禮物卡 $100', amount: 100, min: 0, endsInDays: 90, used: false },
  { no: 'GV25090204', name: '夏季禮物卡 $200', amount: 200, min: 0, endsInDays: 100, used: true },
  { no: 'GV25060205', name: '春季禮物卡 $150', amount: 150, min: 0, endsInDays: -20, used: false },
] as const;

async function demoMemberId(db: Database, tier: number): Promise<number | null> {
  const demo = DEMO_MEMBERS.find((m) => m.tier === tier);
  if (!demo) return null;
  const [row] = await db
    .select({ id: members.member_id })
    .from(members)
    .where(eq(members.member_mobile, demo.mobile));
  return row?.id ?? null;
}

/** Entries numbered from 1 with their running balance (the ledger's own invariant). */
function ledgerRows(memberId: number, history: readonly HistoryEntry[], now: number) {
  let balance = 0;
  return history.map((entry, index) => {
    balance += entry.delta;
    return {
      member_id: memberId,
      seq: index + 1,
      delta: entry.delta,
      balance_after: balance,
      reason: entry.reason,
      note: entry.note,
      created_at: new Date(now - entry.daysAgo * DAY_MS),
      expires_at: entry.expiresInDays === undefined ? null : new Date(now + entry.expiresInDays * DAY_MS),
    };
  });
}

/** Runs after the opening balances; the demo member's history replaces their single opening entry. */
export async function seedBalances(db: Database, now = Date.now()): Promise<void> {
  await db.insert(coupons).values([...CLAIMABLE_COUPONS]);
  await db.insert(pointActivities).values([...POINT_ACTIVITIES]);
  const memberId = await demoMemberId(db, BALANCES_DEMO_TIER);
  if (memberId === null) return;
  await db.insert(coupons).values(MEMBER_COUPONS.map((coupon) => ({ ...coupon, member_id: memberId })));
  await db.delete(pointLedger).where(eq(pointLedger.member_id, memberId));
  await db.delete(creditLedger).where(eq(creditLedger.member_id, memberId));
  await db.insert(pointLedger).values(ledgerRows(memberId, POINT_HISTORY, now));
  await db.insert(creditLedger).values(ledgerRows(memberId, CREDIT_HISTORY, now));
  await db.insert(giftVouchers).values(
    VOUCHERS.map((v) => ({
      voucher_no: v.no,
      member_id: memberId,
      voucher_name: v.name,
      amount: v.amount,
      min_spend: v.min,
      starts_at: OPEN_FROM,
      ends_at: new Date(now + v.endsInDays * DAY_MS),
      used_at: v.used ? new Date(now - 25 * DAY_MS) : null,
    })),
  );
}
