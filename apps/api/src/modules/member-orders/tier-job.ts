// The tier job (member-area-and-tools.md §4 "Member tier", "Order"; docs/decisions/026-member-orders-purchase-history-favourites-and-the-tier.md):
// closes tier terms that have ended, then credits benefit-year spend and points for orders whose
// appreciation period is over, upgrading or renewing as the spend reaches a level. A recurring job
// (app.jobs) runs it in one process at a time, as does a PostgreSQL advisory lock for direct calls, and each order is
// credited by a conditional update of ispoints, so two runs never credit an order twice.
import {
  addDays,
  CREDITABLE_ORDER_STATUSES,
  countsTowardSpend,
  DEFAULT_LEVELS,
  type LevelView,
  NEW_WEBSITE_MEMBER_TIER,
  type ShipMethod,
  taipeiDate,
  termEndFrom,
  tierAtTermEnd,
  tierMoveAfterCredit,
} from '@shop/core';
import { type Database, schema } from '@shop/db';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appendLedgerEntry } from '../ledgers/index.ts';

const { memberLevels, memberTierEvents, members, orders } = schema;

/** Any constant works; it must be the same in every process sharing the database (not the expiry's). */
const TIER_JOB_LOCK_KEY = 7_316_013;
/** Members and orders handled per run, so one run's transaction stays short. */
export const TIER_JOB_BATCH_SIZE = 200;
export const TIER_JOB_INTERVAL_MS = 5 * 60_000;
export const EARNED_POINTS_REASON = 'earned';
/** No order's appreciation period is shorter than this; older shipments are the only candidates. */
const SHORTEST_APPRECIATION_MS = 14 * 86_400_000;

export interface TierJobResult {
  termsClosed: number;
  ordersCredited: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One run; answers what it did, or null when another process holds the lock. */
export async function runTierJob(db: Database, now: Date = new Date()): Promise<TierJobResult | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${TIER_JOB_LOCK_KEY}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return null;
    const stored = await tx
      .select({
        level_id: memberLevels.level_id,
        min_cash: memberLevels.min_cash,
        level_name: memberLevels.level_name,
      })
      .from(memberLevels)
      .orderBy(asc(memberLevels.level_id));
    const levels = stored.length > 0 ? stored : DEFAULT_LEVELS;
    const today = taipeiDate(now);
    const termsClosed = await closeEndedTerms(tx, levels, today);
    const ordersCredited = await creditAppreciatedOrders(tx, levels, now, today);
    return { termsClosed, ordersCredited };
  });
}

const termStartSql = sql<string>`coalesce(${members.tier_term_start}, (${members.created_at} at time zone 'Asia/Taipei')::date)`;

/**
 * A term ending before today: the member keeps the tier with its own level's spend (a renewal),
 * otherwise falls to the level the spend reached; the next term starts at 0 the day after.
 */
async function closeEndedTerms(tx: Tx, levels: readonly LevelView[], today: string): Promise<number> {
  const ended = await tx
    .select({
      member_id: members.member_id,
      tier: members.member_nowtier2025,
      spend: members.buytotal2025,
      term_start: sql<string>`${termStartSql}::text`,
    })
    .from(members)
    .where(sql`${termStartSql} + interval '1 year' - interval '1 day' < ${today}::date`)
    .orderBy(members.member_id)
    .limit(TIER_JOB_BATCH_SIZE)
    .for('update', { skipLocked: true });
  for (const member of ended) {
    let { tier, spend } = member;
    let start = member.term_start;
    for (let end = termEndFrom(start); end < today; end = termEndFrom(start)) {
      const next = tierAtTermEnd(tier, spend, levels);
      start = addDays(end, 1);
      const kind = next.renewed && tier !== 0 ? 'renew' : next.tier < tier ? 'downgrade' : null;
      if (kind && tier !== NEW_WEBSITE_MEMBER_TIER) {
        await insertTierEvent(tx, {
          member_id: member.member_id,
          kind,
          from: tier,
          to: next.tier,
          start,
          spend,
        });
      }
      tier = next.tier;
      spend = 0;
    }
    await tx
      .update(members)
      .set({ member_nowtier2025: tier, buytotal2025: 0, tier_term_start: start, updated_at: new Date() })
      .where(eq(members.member_id, member.member_id));
  }
  return ended.length;
}

async function creditAppreciatedOrders(
  tx: Tx,
  levels: readonly LevelView[],
  now: Date,
  today: string,
): Promise<number> {
  const candidates = await tx
    .select({
      ordermain_id: orders.ordermain_id,
      member_id: orders.member_id,
      ordermain_total: orders.ordermain_total,
      points: orders.points,
      ship_method: orders.ship_method,
      shipped_at: orders.shipped_at,
    })
    .from(orders)
    .where(
      and(
        eq(orders.ispoints, false),
        inArray(orders.ordermain_status, [...CREDITABLE_ORDER_STATUSES]),
        isNotNull(orders.shipped_at),
        lt(orders.shipped_at, new Date(now.getTime() - SHORTEST_APPRECIATION_MS)),
      ),
    )
    .orderBy(orders.shipped_at, orders.ordermain_id)
    .limit(TIER_JOB_BATCH_SIZE)
    .for('update', { skipLocked: true });
  let credited = 0;
  for (const order of candidates) {
    const due = countsTowardSpend({
      shippedAt: order.shipped_at,
      shipMethod: order.ship_method as ShipMethod,
      hasReturnOrRefund: false,
      now,
    });
    if (due && (await creditOrder(tx, order, levels, now, today))) credited++;
  }
  return credited;
}

async function creditOrder(
  tx: Tx,
  order: { ordermain_id: number; member_id: number; ordermain_total: number; points: number },
  levels: readonly LevelView[],
  now: Date,
  today: string,
): Promise<boolean> {
  const [marked] = await tx
    .update(orders)
    .set({ ispoints: true, updated_at: now })
    .where(
      and(
        eq(orders.ordermain_id, order.ordermain_id),
        eq(orders.ispoints, false),
        inArray(orders.ordermain_status, [...CREDITABLE_ORDER_STATUSES]),
      ),
    )
    .returning({ id: orders.ordermain_id });
  if (!marked) return false;
  const [member] = await tx
    .update(members)
    .set({ buytotal2025: sql`${members.buytotal2025} + ${order.ordermain_total}`, updated_at: now })
    .where(eq(members.member_id, order.member_id))
    .returning({
      tier: members.member_nowtier2025,
      spend: members.buytotal2025,
      term_start: sql<string>`${termStartSql}::text`,
    });
  if (!member) return false;
  if (order.points > 0) {
    await appendLedgerEntry(tx, 'points', {
      memberId: order.member_id,
      delta: order.points,
      reason: EARNED_POINTS_REASON,
      orderId: order.ordermain_id,
    });
  }
  await moveTier(tx, order.member_id, member, levels, today);
  return true;
}

/**
 * Upgrade: the new tier's term starts today and its spend restarts at 0. Renewal of tier 3 (only once
 * its running term has begun): the next term follows the running one and the spend restarts at 0. A
 * new website member (99) with a credited purchase and no upgrade becomes an ordinary member (0).
 */
async function moveTier(
  tx: Tx,
  memberId: number,
  member: { tier: number; spend: number; term_start: string },
  levels: readonly LevelView[],
  today: string,
): Promise<void> {
  const move = tierMoveAfterCredit(member.tier, member.spend, levels);
  if (!move) {
    if (member.tier === NEW_WEBSITE_MEMBER_TIER) {
      await tx.update(members).set({ member_nowtier2025: 0 }).where(eq(members.member_id, memberId));
    }
    return;
  }
  if (move.kind === 'renew' && member.term_start > today) return;
  const start = move.kind === 'upgrade' ? today : addDays(termEndFrom(member.term_start), 1);
  const inserted = await insertTierEvent(tx, {
    member_id: memberId,
    kind: move.kind,
    from: member.tier,
    to: move.tier,
    start,
    spend: member.spend,
  });
  if (!inserted) return;
  await tx
    .update(members)
    .set({ member_nowtier2025: move.tier, buytotal2025: 0, tier_term_start: start })
    .where(eq(members.member_id, memberId));
}

async function insertTierEvent(
  tx: Tx,
  event: { member_id: number; kind: string; from: number; to: number; start: string; spend: number },
): Promise<boolean> {
  const rows = await tx
    .insert(memberTierEvents)
    .values({
      member_id: event.member_id,
      kind: event.kind,
      from_tier: event.from,
      to_tier: event.to,
      term_start: event.start,
      spend: event.spend,
    })
    .onConflictDoNothing()
    .returning({ id: memberTierEvents.event_id });
  return rows.length > 0;
}

/** Runs runTierJob every intervalMs (0: never), in one process at a time (app.jobs). */
export function scheduleTierJob(
  app: FastifyInstance,
  intervalMs: number = TIER_JOB_INTERVAL_MS,
  now: () => Date = () => new Date(),
): void {
  app.jobs.every({
    queue: 'tier-job',
    name: 'tier job',
    intervalMs,
    run: async () => {
      const result = await runTierJob(app.db, now());
      if (result && (result.termsClosed || result.ordersCredited)) app.log.info(result, 'tier job ran');
    },
  });
}
