// Coupons as a member holds them: credited to the account, claimed from the open list, or public codes
// already used. A claim is once per member (unique key) and within the total claim limit (conditional update).
import { type Database, schema } from '@shop/db';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';

const { couponClaims, couponUses, coupons } = schema;
export type CouponRow = typeof coupons.$inferSelect;

export async function selectOpenCoupons(db: Database, memberId: number, now: Date) {
  return db
    .select({ coupon: coupons, claim_id: couponClaims.claim_id })
    .from(coupons)
    .leftJoin(
      couponClaims,
      and(eq(couponClaims.coupon_id, coupons.coupon_id), eq(couponClaims.member_id, memberId)),
    )
    .where(
      and(
        eq(coupons.claimable, true),
        isNull(coupons.member_id),
        lte(coupons.starts_at, now),
        gte(coupons.ends_at, now),
      ),
    )
    .orderBy(coupons.ends_at, coupons.coupon_id);
}

/** The member's coupons with the uses their live orders hold. */
export async function selectMemberCoupons(db: Database, memberId: number) {
  const liveUses = sql<number>`(select count(*)::int from ${couponUses}
    where ${couponUses.coupon_id} = ${coupons.coupon_id} and ${couponUses.member_id} = ${memberId}
      and ${couponUses.released_at} is null)`;
  const claimed = sql`exists (select 1 from ${couponClaims}
    where ${couponClaims.coupon_id} = ${coupons.coupon_id} and ${couponClaims.member_id} = ${memberId})`;
  return db
    .select({ coupon: coupons, live_uses: liveUses })
    .from(coupons)
    .where(or(eq(coupons.member_id, memberId), claimed, sql`${liveUses} > 0`))
    .orderBy(coupons.ends_at, coupons.coupon_id);
}

export type ClaimOutcome = 'claimed' | 'not-claimable' | 'already' | 'gone';

/** One transaction: the claim row (a second claim collides on the unique key), then one of the claims left. */
export async function claimCoupon(
  db: Database,
  memberId: number,
  couponId: number,
  now: Date,
): Promise<ClaimOutcome> {
  const [coupon] = await db
    .select({ id: coupons.coupon_id })
    .from(coupons)
    .where(
      and(
        eq(coupons.coupon_id, couponId),
        eq(coupons.claimable, true),
        isNull(coupons.member_id),
        lte(coupons.starts_at, now),
        gte(coupons.ends_at, now),
      ),
    );
  if (!coupon) return 'not-claimable';
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(couponClaims)
        .values({ coupon_id: couponId, member_id: memberId })
        .onConflictDoNothing()
        .returning({ id: couponClaims.claim_id });
      if (inserted.length === 0) return 'already';
      const counted = await tx
        .update(coupons)
        .set({ claimed_count: sql`${coupons.claimed_count} + 1` })
        .where(
          and(
            eq(coupons.coupon_id, couponId),
            or(isNull(coupons.claim_limit), sql`${coupons.claimed_count} < ${coupons.claim_limit}`),
          ),
        )
        .returning({ id: coupons.coupon_id });
      if (counted.length === 0) throw new ClaimsGone();
      return 'claimed';
    });
  } catch (error) {
    if (error instanceof ClaimsGone) return 'gone';
    throw error;
  }
}

class ClaimsGone extends Error {}

/** Whether the member may use a claimable coupon (checkout): claimable ones must be claimed first. */
export async function memberHoldsClaim(db: Database, memberId: number, couponId: number): Promise<boolean> {
  const rows = await db
    .select({ id: couponClaims.claim_id })
    .from(couponClaims)
    .where(and(eq(couponClaims.coupon_id, couponId), eq(couponClaims.member_id, memberId)));
  return rows.length > 0;
}

/** A coupon credited to one member's account (member_id set; no claim needed). */
export interface CreditedCoupon {
  member_id: number;
  coupon_code: string;
  coupon_name: string;
  coupon_value: number;
  min_spend: number;
  starts_at: Date;
  ends_at: Date;
}

/**
 * Credits an amount coupon to a member under a code made for that once-only grant: the unique code is the
 * once-per-member guard, so two requests racing credit one coupon. Null when the code exists already.
 */
export async function creditMemberCoupon(db: Database, coupon: CreditedCoupon): Promise<CouponRow | null> {
  const [row] = await db
    .insert(coupons)
    .values({ ...coupon, coupon_kind: 'amount', per_member_limit: 1, total_limit: 1 })
    .onConflictDoNothing({ target: coupons.coupon_code })
    .returning();
  return row ?? null;
}

/** A coupon by its code, whoever holds it. */
export async function selectCouponByCode(db: Database, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.coupon_code, code));
  return row ?? null;
}
