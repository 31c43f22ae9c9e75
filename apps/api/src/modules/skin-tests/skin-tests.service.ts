import type {
  CampaignCheckAnswer,
  CampaignRecordAnswer,
  CampaignRecordBody,
  CustomerRoutineAnswer,
  CustomerRoutineFields,
  FaceTestRecordAnswer,
  FaceTestRecordRow,
  FaceTestRecordsAnswer,
  RoutineStepGroup,
  SkinTestCouponAnswer,
  SkinTestProduct,
  WidgetSelections,
} from '@shop/contracts';
import {
  analysisAnswers,
  analyzerRoutine,
  campaignProducts,
  FACE_TEST_RECORDS_PER_PAGE,
  skinTestMessages as m,
  NEW_MEMBER_TIER,
  SKIN_TEST_COUPON_MIN_SPEND,
  SKIN_TEST_COUPON_VALID_DAYS,
  SKIN_TEST_COUPON_VALUE,
  SKIN_TYPE_LETTER,
  type SkinTypeLetter,
  starsOf,
  TRIAL_PRODUCT_ID,
  type WidgetSkinType,
} from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { type CouponRow, creditMemberCoupon, selectCouponByCode } from '../balances/index.ts';
import { listProductsByIds } from '../catalogue/index.ts';
import { selectMemberById } from '../members/index.ts';
import { routineCandidates } from '../routine-finder/index.ts';
import type { FaceTestPickGroup } from './skin-tests.repository.ts';
import * as repository from './skin-tests.repository.ts';

const DAY_MS = 86_400_000;

const SKIN_TYPE_OF_LETTER = Object.fromEntries(
  Object.entries(SKIN_TYPE_LETTER).map(([type, letter]) => [letter, type]),
) as Record<SkinTypeLetter, WidgetSkinType>;

/** The code of a member's skin-test coupon: unique, so the coupon is credited once per account. */
export const skinTestCouponCode = (memberId: number) => `SKINTEST150-M${memberId}`;

/** A kept photo, re-encoded and bounded already (see the routes). */
export interface KeptImage {
  bytes: Buffer;
}

/** Products as the analyzer shows them: list cards with stars and product-page texts, in the ids' order. */
async function analyzerProducts(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, SkinTestProduct>> {
  const [cards, texts] = await Promise.all([
    listProductsByIds(db, productIds),
    repository.selectSellTexts(db, productIds),
  ]);
  const empty = { sell_description: '', sell_feature: '', sell_effect: '', sell_application: '' };
  return new Map(
    cards.map((card) => [
      card.p_id,
      { ...card, ...starsOf(card.rating), ...(texts.get(card.p_id) ?? empty) },
    ]),
  );
}

async function stepGroupsOf(db: Database, picks: readonly FaceTestPickGroup[]): Promise<RoutineStepGroup[]> {
  const products = await analyzerProducts(
    db,
    picks.flatMap((group) => group.p_ids),
  );
  return picks.map((group) => {
    const name = m.steps[group.step_key as keyof typeof m.steps] ?? group.step_key;
    const advanced = ANALYZER_ADVANCED_NUMBER[group.step_key];
    // A campaign record's one group is titled by its section, not numbered.
    const numbered = (n: number) => (advanced === undefined ? name : m.stepText(n, name));
    return {
      step: group.step,
      step_text: group.step === 0 ? '' : numbered(group.step),
      advanced_step_text: numbered(advanced ?? group.step),
      products: group.p_ids.flatMap((id) => {
        const product = products.get(id);
        return product ? [product] : [];
      }),
    };
  });
}
const ANALYZER_ADVANCED_NUMBER: Record<string, number> = {
  cleanse: 1,
  tone: 2,
  treat: 3,
  moisturise: 4,
  protect: 5,
};

/** Credits the coupon when the member has no skin-test coupon yet; true when this call credited it. */
async function grantCoupon(db: Database, memberId: number, now: Date): Promise<CouponRow | null> {
  return creditMemberCoupon(db, {
    member_id: memberId,
    coupon_code: skinTestCouponCode(memberId),
    coupon_name: m.couponName,
    coupon_value: SKIN_TEST_COUPON_VALUE,
    min_spend: SKIN_TEST_COUPON_MIN_SPEND,
    starts_at: now,
    ends_at: new Date(now.getTime() + SKIN_TEST_COUPON_VALID_DAYS * DAY_MS),
  });
}

/**
 * customer-routine: the analysis's 5-step routine as step groups. A member's analysis is saved (the
 * photo only when keep_image and a photo came) and a first saved test credits the coupon; a guest's is
 * answered and forgotten.
 */
export async function saveAnalysis(
  db: Database,
  memberId: number | null,
  fields: CustomerRoutineFields,
  image: KeptImage | null,
  now: Date,
): Promise<CustomerRoutineAnswer> {
  const answers = analysisAnswers({
    skin_type: fields.selections.skin_type,
    skin_concerns: fields.selections.skin_concerns,
    findings: fields.cvResults.findings,
  });
  const picks = analyzerRoutine(answers, await routineCandidates(db));
  const products = await stepGroupsOf(db, picks);
  if (memberId === null) return { products, record_id: null, coupon_granted: false };
  const row = await repository.insertFaceTest(db, {
    member_id: memberId,
    kind: 'standard',
    skin_type: fields.selections.skin_type ? SKIN_TYPE_LETTER[fields.selections.skin_type] : null,
    selections: fields.selections,
    findings: fields.cvResults.findings,
    picks,
    image: fields.keep_image && image ? image.bytes : null,
    created_at: now,
  });
  const coupon = await grantCoupon(db, memberId, now);
  return { products, record_id: row.record_id, coupon_granted: coupon !== null };
}

/** customer-routine-202509: the campaign's products for the letters and concern numbers, saved. */
export async function saveCampaignRecord(
  db: Database,
  memberId: number | null,
  body: CampaignRecordBody,
  now: Date,
): Promise<CampaignRecordAnswer> {
  const answers = analysisAnswers({
    skin_type: SKIN_TYPE_OF_LETTER[body.skin_type],
    skin_concerns: body.selections.skin_concerns,
    findings: [],
  });
  const ids = campaignProducts(answers, await routineCandidates(db));
  const picks: FaceTestPickGroup[] = ids.length > 0 ? [{ step: 1, step_key: 'campaign', p_ids: ids }] : [];
  const row = await repository.insertFaceTest(db, {
    member_id: memberId,
    kind: 'campaign_202509',
    skin_type: body.skin_type,
    q1: body.q1,
    q2: body.q2,
    selections: body.selections,
    picks,
    created_at: now,
  });
  if (memberId !== null) await grantCoupon(db, memberId, now);
  const products = await analyzerProducts(db, ids);
  return {
    products: ids.flatMap((id) => {
      const product = products.get(id);
      return product ? [product] : [];
    }),
    member_id: row.member_id,
    record_id: row.record_id,
  };
}

/**
 * customer-routine-202509/bind: a guest's campaign record becomes the member's (the after-login queue).
 * An owned or unknown record changes nothing and answers the same, so ids cannot be probed.
 */
export async function bindCampaignRecord(
  db: Database,
  memberId: number,
  recordId: number,
  now: Date,
): Promise<void> {
  if (await repository.bindCampaignRecord(db, memberId, recordId)) await grantCoupon(db, memberId, now);
}

/** customer-routine-coupon: the coupon once per account, after a saved skin test. */
export async function claimSkinTestCoupon(
  db: Database,
  memberId: number,
  now: Date,
): Promise<SkinTestCouponAnswer> {
  const existing = await selectCouponByCode(db, skinTestCouponCode(memberId));
  if (existing) return { status: 'already', coupon: couponOf(existing) };
  if (!(await repository.memberHasFaceTest(db, memberId))) return { status: 'not_tested', coupon: null };
  const granted = await grantCoupon(db, memberId, now);
  if (granted) return { status: 'granted', coupon: couponOf(granted) };
  // A request beside this one credited it first.
  const raced = await selectCouponByCode(db, skinTestCouponCode(memberId));
  return { status: 'already', coupon: raced ? couponOf(raced) : null };
}

function couponOf(row: CouponRow) {
  return {
    coupon_id: row.coupon_id,
    coupon_code: row.coupon_code,
    coupon_name: row.coupon_name,
    coupon_value: row.coupon_value,
    min_spend: row.min_spend,
    ends_at: row.ends_at.toISOString(),
  };
}

/** customer-routine-202509/check: a new member (tier 99) whose orders do not hold the trial kit. */
export async function campaignCheck(db: Database, memberId: number): Promise<CampaignCheckAnswer> {
  const member = await selectMemberById(db, memberId);
  if (!member || member.member_nowtier2025 !== NEW_MEMBER_TIER) return { can_claim: false };
  return { can_claim: !(await repository.memberHasOrdered(db, memberId, TRIAL_PRODUCT_ID)) };
}

function rowOf(row: repository.FaceTestListRow): FaceTestRecordRow {
  const selections = row.selections as WidgetSelections;
  const overall = row.findings.find((f) => f.name === 'overall')?.value ?? row.findings[0]?.value ?? null;
  return {
    record_id: row.record_id,
    kind: row.kind as FaceTestRecordRow['kind'],
    skin_type: selections.skin_type ?? null,
    skin_concerns: selections.skin_concerns ?? [],
    overall,
    has_image: row.has_image,
    created_at: row.created_at.toISOString(),
  };
}

/** get-face-test-play-records?page=: one page of the member's records, newest first. */
export async function memberFaceTests(
  db: Database,
  memberId: number,
  page = 1,
): Promise<FaceTestRecordsAnswer> {
  const perPage = FACE_TEST_RECORDS_PER_PAGE;
  const { rows, total } = await repository.selectMemberFaceTests(db, memberId, page, perPage);
  return {
    records: {
      data: rows.map(rowOf),
      total,
      page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** get-face-test-play-records/{id}: one of the member's records; anyone else's is not found. */
export async function memberFaceTest(
  db: Database,
  memberId: number,
  recordId: number,
): Promise<FaceTestRecordAnswer> {
  const row = await repository.selectMemberFaceTest(db, memberId, recordId);
  if (!row) throw notFound(m.recordNotFound);
  const groups = await stepGroupsOf(db, row.picks);
  return {
    record: {
      ...rowOf({ ...row, has_image: row.image !== null }),
      selections: row.selections as WidgetSelections,
      findings: row.findings as FaceTestRecordAnswer['record']['findings'],
      products: groups,
      image: row.image ? `data:image/webp;base64,${row.image.toString('base64')}` : null,
    },
  };
}
