import { type Database, schema } from '@shop/db';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';

const { memberGifts, memberGiftProducts, memberTierEvents, giftClaims, giftClaimLines, giftPointAwards } =
  schema;

export type GiftRow = typeof memberGifts.$inferSelect;
export type GiftProductRow = typeof memberGiftProducts.$inferSelect & { p_img: string };

/** Gifts on offer on a day (Asia/Taipei). */
export async function selectOpenGifts(db: Database, today: string): Promise<GiftRow[]> {
  return db
    .select()
    .from(memberGifts)
    .where(and(lte(memberGifts.gift3_dt1, today), gte(memberGifts.gift3_dt2, today)))
    .orderBy(asc(memberGifts.gift_type), asc(memberGifts.gift3_id));
}

export async function selectGift(db: Database, giftId: number): Promise<GiftRow | null> {
  const [row] = await db.select().from(memberGifts).where(eq(memberGifts.gift3_id, giftId)).limit(1);
  return row ?? null;
}

export async function selectGiftProducts(
  db: Database,
  giftIds: readonly number[],
): Promise<GiftProductRow[]> {
  if (giftIds.length === 0) return [];
  return db
    .select({
      gift3_id: memberGiftProducts.gift3_id,
      p_id: memberGiftProducts.p_id,
      p_name: memberGiftProducts.p_name,
      p_spec: memberGiftProducts.p_spec,
      gift3p_type: memberGiftProducts.gift3p_type,
      stock: memberGiftProducts.stock,
      sort: memberGiftProducts.sort,
      p_img: schema.products.p_img,
    })
    .from(memberGiftProducts)
    .innerJoin(schema.products, eq(schema.products.p_id, memberGiftProducts.p_id))
    .where(inArray(memberGiftProducts.gift3_id, [...giftIds]))
    .orderBy(asc(memberGiftProducts.gift3_id), asc(memberGiftProducts.sort));
}

export async function selectClaimant(db: Database, memberId: number) {
  const [member] = await db
    .select({ tier: schema.members.member_nowtier2025, birthday: schema.members.member_birthday })
    .from(schema.members)
    .where(eq(schema.members.member_id, memberId))
    .limit(1);
  if (!member) return null;
  const events = await db
    .select({
      event_id: memberTierEvents.event_id,
      kind: memberTierEvents.kind,
      level_id: memberTierEvents.to_tier,
      occurred_on: memberTierEvents.term_start,
    })
    .from(memberTierEvents)
    // The tier job's events; a downgrade opens no gift.
    .where(
      and(eq(memberTierEvents.member_id, memberId), inArray(memberTierEvents.kind, ['upgrade', 'renew'])),
    );
  return {
    tier: member.tier,
    birthday: member.birthday,
    events: events.map((e) => ({
      ...e,
      kind: e.kind === 'upgrade' ? ('upgrade' as const) : ('renewal' as const),
    })),
  };
}

export interface ClaimWithLines {
  claim_id: number;
  gift3_id: number;
  gift_type: number;
  period_key: string;
  /** The order that took the claim; null while it sits in the gift cart. */
  ordermain_id: number | null;
  lines: { p_id: number; quantity: number; p_name: string; p_spec: string }[];
}

/** The member's claims with their lines: the gift cart. */
export async function selectClaims(db: Database, memberId: number): Promise<ClaimWithLines[]> {
  const rows = await db
    .select({
      claim_id: giftClaims.claim_id,
      gift3_id: giftClaims.gift3_id,
      gift_type: giftClaims.gift_type,
      period_key: giftClaims.period_key,
      ordermain_id: giftClaims.ordermain_id,
      p_id: giftClaimLines.p_id,
      quantity: giftClaimLines.quantity,
      p_name: giftClaimLines.p_name,
      p_spec: giftClaimLines.p_spec,
    })
    .from(giftClaims)
    .leftJoin(giftClaimLines, eq(giftClaimLines.claim_id, giftClaims.claim_id))
    .where(eq(giftClaims.member_id, memberId))
    .orderBy(asc(giftClaims.claim_id), asc(giftClaimLines.p_id));
  const claims = new Map<number, ClaimWithLines>();
  for (const row of rows) {
    const claim = claims.get(row.claim_id) ?? {
      claim_id: row.claim_id,
      gift3_id: row.gift3_id,
      gift_type: row.gift_type,
      period_key: row.period_key,
      ordermain_id: row.ordermain_id,
      lines: [],
    };
    claims.set(row.claim_id, claim);
    if (row.p_id !== null)
      claim.lines.push({
        p_id: row.p_id,
        quantity: row.quantity ?? 0,
        p_name: row.p_name ?? '',
        p_spec: row.p_spec ?? '0',
      });
  }
  return [...claims.values()];
}

/** Uses the once-per-member chance; a second claim of the same period violates gift_claims_once_unique. */
export async function insertClaim(
  db: Database,
  claim: { member_id: number; gift3_id: number; gift_type: number; period_key: string; claimed_at: Date },
): Promise<number> {
  const [row] = await db.insert(giftClaims).values(claim).returning({ claim_id: giftClaims.claim_id });
  return row!.claim_id;
}

export async function insertClaimLines(
  db: Database,
  lines: { claim_id: number; p_id: number; quantity: number; p_name: string; p_spec: string }[],
): Promise<void> {
  await db.insert(giftClaimLines).values(lines);
}

/** Takes gift stock only while enough is left (a conditional update); false when it ran out. */
export async function takeGiftStock(db: Database, giftId: number, productId: number, quantity: number) {
  const rows = await db
    .update(memberGiftProducts)
    .set({ stock: sql`${memberGiftProducts.stock} - ${quantity}` })
    .where(
      and(
        eq(memberGiftProducts.gift3_id, giftId),
        eq(memberGiftProducts.p_id, productId),
        gte(memberGiftProducts.stock, quantity),
      ),
    )
    .returning({ stock: memberGiftProducts.stock });
  return rows.length === 1;
}

export async function returnGiftStock(db: Database, giftId: number, productId: number, quantity: number) {
  await db
    .update(memberGiftProducts)
    .set({ stock: sql`${memberGiftProducts.stock} + ${quantity}` })
    .where(and(eq(memberGiftProducts.gift3_id, giftId), eq(memberGiftProducts.p_id, productId)));
}

export async function deleteClaimLines(db: Database, claimId: number, productIds: readonly number[]) {
  await db
    .delete(giftClaimLines)
    .where(and(eq(giftClaimLines.claim_id, claimId), inArray(giftClaimLines.p_id, [...productIds])));
}

export async function deleteClaim(db: Database, claimId: number) {
  await db.delete(giftClaims).where(eq(giftClaims.claim_id, claimId));
}

/** Records the birthday points of a period; false when they were given already. */
export async function recordPointAward(db: Database, memberId: number, periodKey: string, points: number) {
  const rows = await db
    .insert(giftPointAwards)
    .values({ member_id: memberId, period_key: periodKey, points })
    .onConflictDoNothing()
    .returning({ points: giftPointAwards.points });
  return rows.length === 1;
}

/** Valid orders (member-area §3 "Order") of a member, for the first-order gift. */
export async function countValidOrders(db: Database, memberId: number, validStatuses: readonly number[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.orders)
    .where(
      and(eq(schema.orders.member_id, memberId), inArray(schema.orders.ordermain_status, [...validStatuses])),
    );
  return Number(row?.n ?? 0);
}

/** Puts an order's claims back in the gift cart (their gift stock was never given back, so none is taken again). */
export async function unmarkClaimsOfOrder(db: Database, orderId: number): Promise<void> {
  await db.update(giftClaims).set({ ordermain_id: null }).where(eq(giftClaims.ordermain_id, orderId));
}
