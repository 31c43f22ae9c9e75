import type {
  AddGiftCartBody,
  GiftCartChangeAnswer,
  GiftCartLine,
  GiftListAnswer,
  MemberGift,
  MemberGiftProduct,
  MonthlyGift,
  ProductLimitActivitiesAnswer,
  RemoveGiftCartBody,
  TierGiftTitles,
} from '@shop/contracts';
import {
  awardsPointsAfterBirthdayClaim,
  claimWindow,
  GIFT_TYPE,
  type GiftTypeId,
  giftMaximum,
  levelIdOf,
  type PricingGiftClaimLine,
  splitSections,
  giftZoneMessages as t,
  taipeiDate,
  unclaimedGiftWord,
  VALID_ORDER_STATUSES,
} from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode, notFound, unauthenticated } from '../../errors.ts';
import { uniqueViolation } from '../accounts/index.ts';
import { appendLedgerEntry } from '../ledgers/index.ts';
import {
  type ClaimWithLines,
  countValidOrders,
  deleteClaim,
  deleteClaimLines,
  type GiftProductRow,
  type GiftRow,
  insertClaim,
  insertClaimLines,
  recordPointAward,
  returnGiftStock,
  selectClaimant,
  selectClaims,
  selectGift,
  selectGiftProducts,
  selectOpenGifts,
  takeGiftStock,
  unmarkClaimsOfOrder,
} from './gifts.repository.ts';

/** A claimed gift is a one-per-member chance: a second claim of the same chance answers this. */
const ALREADY_CLAIMED = '您已領取過此禮贈';
const NOT_THIS_GIFTS = '此商品不屬於這份禮贈';
const soldOut = (name: string) => `「${name}」已兌換完畢`;

type Claimant = NonNullable<Awaited<ReturnType<typeof selectClaimant>>>;

function windowOf(gift: GiftRow, member: Claimant | null, today: string) {
  if (!member) return null;
  return claimWindow({
    gift: {
      gift_type: gift.gift_type as GiftTypeId,
      level_ids: gift.level_ids,
      dt1: gift.gift3_dt1,
      dt2: gift.gift3_dt2,
    },
    member,
    today,
  });
}

interface GiftState {
  gift: GiftRow;
  products: GiftProductRow[];
  window: { periodKey: string; deadline: string } | null;
  /** The member's claim of this gift (its lines are in the gift cart). */
  claim: ClaimWithLines | undefined;
  /** The chance is open and not used by another gift. */
  eligible: boolean;
  /** The chance was used by another gift of the same kind. */
  usedElsewhere: boolean;
}

function stateOf(
  gift: GiftRow,
  products: GiftProductRow[],
  member: Claimant | null,
  claims: readonly ClaimWithLines[],
  today: string,
): GiftState {
  const window = windowOf(gift, member, today);
  const used = window
    ? claims.find((c) => c.gift_type === gift.gift_type && c.period_key === window.periodKey)
    : undefined;
  const claim = claims.find(
    (c) => c.gift3_id === gift.gift3_id && (!window || c.period_key === window.periodKey),
  );
  // A claim an order took is used up like one of another gift: nothing is left to claim this period.
  const received = (claim?.ordermain_id ?? null) !== null;
  const usedElsewhere = (used !== undefined && used.gift3_id !== gift.gift3_id) || received;
  return { gift, products, window, claim, eligible: window !== null && !usedElsewhere, usedElsewhere };
}

function productAnswer(p: GiftProductRow, claim: ClaimWithLines | undefined): MemberGiftProduct {
  return {
    p_id: p.p_id,
    p_name: p.p_name,
    p_img: p.p_img,
    p_spec: p.p_spec || '0',
    stock: p.stock,
    items: [],
    is_claimed: claim?.lines.some((l) => l.p_id === p.p_id) ?? false,
    // Received once an order took the claim; a cancelled or expired order gives it back (docs "Gift claim zone").
    is_received:
      (claim?.ordermain_id ?? null) !== null && (claim?.lines.some((l) => l.p_id === p.p_id) ?? false),
    pivot: { gift3p_type: p.gift3p_type },
  };
}

function giftAnswer(s: GiftState): MemberGift {
  const { gift } = s;
  return {
    gift3_id: gift.gift3_id,
    gift3_title: gift.gift3_title,
    gift3_content: gift.gift3_content,
    gift3_subtitle: gift.gift3_subtitle,
    gift3_image: gift.gift3_image,
    gift3_dt1: gift.gift3_dt1,
    gift3_dt2: gift.gift3_dt2,
    gift3_selectcount: gift.gift3_selectcount,
    gift3_stock: s.products.reduce((n, p) => n + p.stock, 0),
    gift3_type: gift.gift_type,
    gift3_a_count: gift.gift3_a_count,
    gift3_b_count: gift.gift3_b_count,
    gift3_a_title: gift.gift3_a_title,
    gift3_b_title: gift.gift3_b_title,
    is_eligible: s.eligible,
    is_claimed: s.usedElsewhere,
    level_id: gift.level_ids[0] ?? 0,
    eligible_period: s.eligible ? (s.window?.deadline ?? '') : '',
    products: s.products.map((p) => productAnswer(p, s.claim)),
  };
}

function monthlyAnswer(s: GiftState): MonthlyGift {
  const { gift } = s;
  const products = s.products.map((p) => productAnswer(p, s.claim));
  return {
    monthly_gift_id: gift.gift3_id,
    monthly_gift_name: gift.gift3_title,
    monthly_gift_desc: gift.gift3_content,
    monthly_gift_subtitle: gift.gift3_subtitle,
    monthly_gift_banner_pc: gift.gift3_image,
    monthly_gift_banner_mobile: gift.gift3_image_mobile || gift.gift3_image,
    monthly_gift_startdt: gift.gift3_dt1,
    monthly_gift_enddt: gift.gift3_dt2,
    gift_stock: s.products[0]?.stock ?? 0,
    is_eligible: s.eligible,
    is_claimed: s.usedElsewhere,
    member_level: gift.level_ids.map(String),
    products,
    p_id: s.products[0]?.p_id ?? 0,
  };
}

async function giftStates(db: Database, memberId: number | null, now: Date): Promise<GiftState[]> {
  const today = taipeiDate(now);
  const [gifts, member, claims] = await Promise.all([
    selectOpenGifts(db, today),
    memberId === null ? null : selectClaimant(db, memberId),
    memberId === null ? [] : selectClaims(db, memberId),
  ]);
  const products = await selectGiftProducts(
    db,
    gifts.map((g) => g.gift3_id),
  );
  return gifts.map((gift) =>
    stateOf(
      gift,
      products.filter((p) => p.gift3_id === gift.gift3_id),
      member,
      claims,
      today,
    ),
  );
}

/** get-member-claim-products: every gift on offer; guests see them all as not eligible. */
export async function memberClaimProducts(
  db: Database,
  memberId: number | null,
  now: Date,
): Promise<GiftListAnswer> {
  const states = await giftStates(db, memberId, now);
  const of = (type: number) => states.filter((s) => s.gift.gift_type === type);
  return {
    birthday_gifts: of(GIFT_TYPE.birthday).map(giftAnswer),
    upgrade_gifts: of(GIFT_TYPE.upgrade).map(giftAnswer),
    renewal_gifts: of(GIFT_TYPE.renewal).map(giftAnswer),
    monthly_gifts: of(GIFT_TYPE.monthly).map(monthlyAnswer),
    description: `<p>${t.defaultDescription}</p><p>禮贈隨下一筆訂單一同寄出，數量有限，送完為止。</p>`,
    banner: '',
  };
}

/**
 * The titles of the gifts on offer today that each level gets, by kind (get-member-levels): the
 * monthly gift on offer is this month's. Titles only: the gift zone shows the products.
 */
export async function giftTitlesByLevel(
  db: Database,
  levelIds: readonly number[],
  now: Date,
): Promise<Map<number, TierGiftTitles>> {
  const gifts = await selectOpenGifts(db, taipeiDate(now));
  const titles = (levelId: number, type: number) =>
    gifts.filter((g) => g.gift_type === type && g.level_ids.includes(levelId)).map((g) => g.gift3_title);
  return new Map(
    levelIds.map((levelId) => [
      levelId,
      {
        birthday: titles(levelId, GIFT_TYPE.birthday),
        upgrade: titles(levelId, GIFT_TYPE.upgrade),
        renewal: titles(levelId, GIFT_TYPE.renewal),
        monthly: titles(levelId, GIFT_TYPE.monthly),
      },
    ]),
  );
}

/** unclaimed_gift_word: the gifts the member may claim now and has not. */
export async function unclaimedGifts(db: Database, memberId: number, now: Date): Promise<string> {
  const states = await giftStates(db, memberId, now);
  return unclaimedGiftWord(states.filter((s) => s.eligible && !s.claim).map((s) => s.gift.gift_type));
}

export async function firstGiftEligibility(db: Database, memberId: number) {
  return { is_eligible: (await countValidOrders(db, memberId, VALID_ORDER_STATUSES)) === 0 };
}

/** Each open gift limits a member to one unit of each of its products. */
export async function openProductLimitActivities(
  db: Database,
  now: Date,
): Promise<ProductLimitActivitiesAnswer> {
  const states = await giftStates(db, null, now);
  return {
    data: states.map((s) => ({
      activity_id: s.gift.gift3_id,
      activity_title: s.gift.gift3_title,
      gift_type: s.gift.gift_type,
      start_date: s.gift.gift3_dt1,
      end_date: s.gift.gift3_dt2,
      products: s.products.map((p) => ({ p_id: p.p_id, limit: 1 })),
    })),
  };
}

function cartLines(claims: readonly ClaimWithLines[]): GiftCartLine[] {
  return claims.flatMap((c) =>
    c.lines.map((l) => ({
      gift3_id: c.gift3_id,
      p_id: l.p_id,
      quantity: l.quantity,
      p_name: l.p_name,
      p_spec: l.p_spec,
      gift_type: c.gift_type,
    })),
  );
}

/** The claims still waiting in the gift cart: an order's claims left it. */
async function openClaims(db: Database, memberId: number) {
  return (await selectClaims(db, memberId)).filter((c) => c.ordermain_id === null);
}

export async function giftCart(db: Database, memberId: number) {
  return { data: cartLines(await openClaims(db, memberId)) };
}

/**
 * The product lines of the member's open claims: the only free lines her carts may hold (the pricing gives
 * a member gift perk or gift cart line only as far as these cover it).
 */
export async function openClaimLines(db: Database, memberId: number): Promise<PricingGiftClaimLine[]> {
  return (await openClaims(db, memberId)).flatMap((claim) =>
    claim.lines.map((line) => ({
      gift3_id: claim.gift3_id,
      p_id: line.p_id,
      p_name: line.p_name,
      quantity: line.quantity,
    })),
  );
}

/** Whether the member has claimed gifts waiting for an order (read before the order's transaction). */
export async function hasOpenGiftClaims(db: Database, memberId: number): Promise<boolean> {
  return (await openClaims(db, memberId)).some((c) => c.lines.length > 0);
}

/** Gives a cancelled or expired order's claims back to the member's gift cart. */
export async function returnGiftClaimsOfOrder(db: Database, orderId: number): Promise<void> {
  await unmarkClaimsOfOrder(db, orderId);
}

function refuse(status: number, message: string): ApiError {
  const code = status === 409 ? ErrorCode.conflict : ErrorCode.validationFailed;
  return new ApiError(status, code, message);
}

/** Checks the picked products against the gift's sections and maximum (§5). */
function checkPicks(gift: GiftRow, products: GiftProductRow[], picked: readonly GiftProductRow[]) {
  const asGift = {
    gift3_id: gift.gift3_id,
    gift3_title: gift.gift3_title,
    level_id: gift.level_ids[0] ?? 0,
    is_eligible: true,
    gift3_selectcount: gift.gift3_selectcount,
    gift3_a_count: gift.gift3_a_count,
    gift3_b_count: gift.gift3_b_count,
    products: products.map((p) => ({ ...p, pivot: { gift3p_type: p.gift3p_type } })),
  };
  const maximum = gift.gift_type === GIFT_TYPE.monthly ? 1 : giftMaximum(asGift);
  if (picked.length > maximum) throw refuse(422, t.overallMax(maximum, picked.length));
  const { a, b } = splitSections(asGift.products);
  if (a.length > 0 && b.length > 0) {
    const inA = picked.filter((p) => p.gift3p_type !== 2).length;
    const inB = picked.length - inA;
    if (gift.gift3_a_count > 0 && inA > gift.gift3_a_count)
      throw refuse(422, t.sectionAMax(gift.gift3_a_count));
    if (gift.gift3_b_count > 0 && inB > gift.gift3_b_count)
      throw refuse(422, t.sectionBMax(gift.gift3_b_count));
  }
}

/**
 * Claims a gift: the member must be inside its window, the products must be the gift's, the chance is
 * used once (unique key) and each product's gift stock is taken by a conditional update, all in one
 * transaction. A birthday claim of tiers 2–3 credits the gift's points once per period.
 */
export async function addToGiftCart(
  db: Database,
  memberId: number,
  body: AddGiftCartBody,
  now: Date,
): Promise<GiftCartChangeAnswer> {
  const today = taipeiDate(now);
  const awarded = await db.transaction(async (tx) => {
    const gift = await selectGift(tx, body.gift3_id);
    if (!gift || today < gift.gift3_dt1 || today > gift.gift3_dt2) throw notFound('此禮品不存在');
    const member = await selectClaimant(tx, memberId);
    if (!member) throw unauthenticated();
    const window = windowOf(gift, member, today);
    if (!window) throw refuse(422, t.notEligible);
    const products = await selectGiftProducts(tx, [gift.gift3_id]);
    if (products.length === 0 && gift.gift_type === GIFT_TYPE.birthday)
      throw refuse(422, t.birthdayNoProducts);
    const ids = [...new Set(body.products.map((p) => p.p_id))];
    const picked = ids.map((id) => products.find((p) => p.p_id === id));
    if (picked.some((p) => p === undefined)) throw notFound(NOT_THIS_GIFTS);
    const pickedRows = picked as GiftProductRow[];
    checkPicks(gift, products, pickedRows);
    let claimId: number;
    try {
      claimId = await tx.transaction((sp) =>
        insertClaim(sp, {
          member_id: memberId,
          gift3_id: gift.gift3_id,
          gift_type: gift.gift_type,
          period_key: window.periodKey,
          claimed_at: now,
        }),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null) throw refuse(409, ALREADY_CLAIMED);
      throw error;
    }
    for (const p of pickedRows) {
      if (!(await takeGiftStock(tx, gift.gift3_id, p.p_id, 1))) throw refuse(409, soldOut(p.p_name));
    }
    await insertClaimLines(
      tx,
      pickedRows.map((p) => ({
        claim_id: claimId,
        p_id: p.p_id,
        quantity: 1,
        p_name: p.p_name,
        p_spec: p.p_spec,
      })),
    );
    return awardBirthdayPoints(tx, memberId, member.tier, gift, window.periodKey);
  });
  return { ...(await giftCart(db, memberId)), awarded_points: awarded };
}

async function awardBirthdayPoints(
  db: Database,
  memberId: number,
  tier: number,
  gift: GiftRow,
  periodKey: string,
): Promise<number> {
  if (gift.gift_type !== GIFT_TYPE.birthday || gift.award_points <= 0) return 0;
  if (!awardsPointsAfterBirthdayClaim(tier)) return 0;
  if (!(await recordPointAward(db, memberId, periodKey, gift.award_points))) return 0;
  await appendLedgerEntry(db, 'points', {
    memberId,
    delta: gift.award_points,
    reason: 'birthday_gift',
    note: `${gift.gift3_title}（${levelIdOf(tier)}）`,
  });
  return gift.award_points;
}

/** Gives claimed products back: lines go, stock returns, and a claim left empty frees its chance. */
export async function removeFromGiftCart(
  db: Database,
  memberId: number,
  body: RemoveGiftCartBody,
): Promise<GiftCartChangeAnswer> {
  await db.transaction(async (tx) => {
    const claim = (await openClaims(tx, memberId)).find((c) => c.gift3_id === body.gift3_id);
    if (!claim || claim.lines.length === 0) throw notFound(t.giftNotInCart);
    const lines = body.p_id === undefined ? claim.lines : claim.lines.filter((l) => l.p_id === body.p_id);
    if (lines.length === 0) throw notFound(t.productNotInCart);
    await deleteClaimLines(
      tx,
      claim.claim_id,
      lines.map((l) => l.p_id),
    );
    for (const line of lines) await returnGiftStock(tx, claim.gift3_id, line.p_id, line.quantity);
    if (lines.length === claim.lines.length) await deleteClaim(tx, claim.claim_id);
  });
  return { ...(await giftCart(db, memberId)), awarded_points: 0 };
}
