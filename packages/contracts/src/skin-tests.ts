// Skin analyzer records, the campaign record, the body test (member-area-and-tools.md §3, §7 "Skin tests
// and body test", "Skin analyzer and routines"). Bodies and answers the spec leaves out are ours:
// docs/decisions/065-skin-test-records-and-coupon.md, 066-body-skin-test.md.
import {
  BODY_TEST_QUESTIONS,
  BODY_TEST_RESULTS,
  CONCERN_NUMBER_MAX,
  FINDING_NAMES,
  SELFIE_SOURCES,
  SKIN_TYPE_LETTERS,
  WIDGET_SKIN_TYPES,
} from '@shop/core';
import { z } from 'zod';
import { ListProduct } from './catalogue.ts';

const id = z.number().int();
const isoDate = z.string();

/** The widget's selection object (§3 "Widget selections"), sent whole with every record. */
export const WidgetSelections = z.strictObject({
  skin_type: z.enum(WIDGET_SKIN_TYPES).optional(),
  skin_concerns: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  selfieSource: z.enum(SELFIE_SOURCES),
});
export type WidgetSelections = z.infer<typeof WidgetSelections>;

export const Finding = z.strictObject({
  name: z.enum(FINDING_NAMES),
  value: z.number().min(0).max(100),
  /** Dot-separated; the third segment is excellent, good or ok. */
  feedback: z.string().max(100),
});
export type Finding = z.infer<typeof Finding>;

/** The analysis result without its image (§7 "save record with file": cvResults JSON without image). */
export const CvResults = z.strictObject({ findings: z.array(Finding).max(FINDING_NAMES.length) });
export type CvResults = z.infer<typeof CvResults>;

/** A product of a recommendation (§3 "Product (skin analyzer)"): a list card, stars and its sell texts. */
export const SkinTestProduct = ListProduct.extend({
  star1: id,
  star2: id,
  star3: id,
  sell_description: z.string(),
  sell_feature: z.string(),
  sell_effect: z.string(),
  sell_application: z.string(),
});
export type SkinTestProduct = z.infer<typeof SkinTestProduct>;

/** §3 "Routine step group": step 0 groups show only in the 5-step (advanced) mode. */
export const RoutineStepGroup = z.object({
  step: id,
  step_text: z.string(),
  advanced_step_text: z.string(),
  products: z.array(SkinTestProduct),
});
export type RoutineStepGroup = z.infer<typeof RoutineStepGroup>;

/** 'true' / 'false' of a multipart field, or a JSON boolean. */
const Flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** JSON text of a multipart field parsed with `schema` (a JSON body gives the object itself). */
function jsonField<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

/**
 * POST customer-routine: the text fields of the multipart body (the photo is the file `image`), or the
 * same as a JSON body without a photo. keep_image: the member ticked to keep the photo.
 */
export const CustomerRoutineFields = z.strictObject({
  selections: jsonField(WidgetSelections),
  cvResults: jsonField(CvResults),
  keep_image: Flag.optional().default(false),
});
export type CustomerRoutineFields = z.infer<typeof CustomerRoutineFields>;

export const CustomerRoutineAnswer = z.object({
  products: z.array(RoutineStepGroup),
  /** The saved record; null for a guest (nothing is stored). */
  record_id: id.nullable(),
  /** This first skin test credited the $150 coupon to the member's coupons. */
  coupon_granted: z.boolean(),
});
export type CustomerRoutineAnswer = z.infer<typeof CustomerRoutineAnswer>;

export const SkinTestCoupon = z.object({
  coupon_id: id,
  coupon_code: z.string(),
  coupon_name: z.string(),
  coupon_value: id,
  min_spend: id,
  ends_at: isoDate,
});
export const SkinTestCouponAnswer = z.object({
  /** granted now, already credited before, or no skin test saved yet (nothing credited). */
  status: z.enum(['granted', 'already', 'not_tested']),
  coupon: SkinTestCoupon.nullable(),
});
export type SkinTestCouponAnswer = z.infer<typeof SkinTestCouponAnswer>;

/** POST customer-routine-202509 {skin_type, q1, q2, selections} (§7 "save record (campaign)"). */
export const CampaignRecordBody = z.strictObject({
  skin_type: z.enum(SKIN_TYPE_LETTERS),
  q1: z.number().int().min(1).max(CONCERN_NUMBER_MAX).nullable(),
  q2: z.number().int().min(1).max(CONCERN_NUMBER_MAX).nullable(),
  selections: WidgetSelections,
});
export type CampaignRecordBody = z.infer<typeof CampaignRecordBody>;

export const CampaignRecordAnswer = z.object({
  products: z.array(SkinTestProduct),
  /** null for a guest's record: the page queues {customer_routine_202509: record_id}. */
  member_id: id.nullable(),
  record_id: id,
});
export type CampaignRecordAnswer = z.infer<typeof CampaignRecordAnswer>;

export const CampaignCheckAnswer = z.object({ can_claim: z.boolean() });
export type CampaignCheckAnswer = z.infer<typeof CampaignCheckAnswer>;

export const FaceTestKind = z.enum(['standard', 'campaign_202509']);

/** One row of get-face-test-play-records. */
export const FaceTestRecordRow = z.object({
  record_id: id,
  kind: FaceTestKind,
  skin_type: z.enum(WIDGET_SKIN_TYPES).nullable(),
  skin_concerns: z.array(z.string()),
  /** findings' overall value; null when the record has no scores (a campaign record). */
  overall: z.number().nullable(),
  has_image: z.boolean(),
  created_at: isoDate,
});
export type FaceTestRecordRow = z.infer<typeof FaceTestRecordRow>;

export const FaceTestRecordsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const FaceTestRecordsAnswer = z.object({
  records: z.object({
    data: z.array(FaceTestRecordRow),
    total: id,
    page: id,
    per_page: id,
    last_page: id,
  }),
});
export type FaceTestRecordsAnswer = z.infer<typeof FaceTestRecordsAnswer>;

export const FaceTestRecordParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const FaceTestRecordAnswer = z.object({
  record: FaceTestRecordRow.extend({
    selections: WidgetSelections,
    findings: z.array(Finding),
    /** The recommended routine as it is now (a product no longer shown drops out). */
    products: z.array(RoutineStepGroup),
    /** The kept photo as a data: URL (WebP); null when none was kept. */
    image: z.string().nullable(),
  }),
});
export type FaceTestRecordAnswer = z.infer<typeof FaceTestRecordAnswer>;

// ---------- the body test (/body-skin-checkup) ----------

const answerOf = <const O extends readonly [string, ...string[]]>(options: O) => z.enum(options);
export const BodyTestAnswersBody = z.strictObject({
  area: answerOf(BODY_TEST_QUESTIONS[0].options),
  feel: answerOf(BODY_TEST_QUESTIONS[1].options),
  concern: answerOf(BODY_TEST_QUESTIONS[2].options),
  season: answerOf(BODY_TEST_QUESTIONS[3].options),
});
export const PostBodyTestBody = z.strictObject({ answers: BodyTestAnswersBody });
export type PostBodyTestBody = z.infer<typeof PostBodyTestBody>;

export const BodyTestRecord = z.object({
  /** null for a guest (not stored). */
  record_id: id.nullable(),
  answers: BodyTestAnswersBody,
  result: z.enum(BODY_TEST_RESULTS),
  created_at: isoDate,
});
export type BodyTestRecord = z.infer<typeof BodyTestRecord>;

export const PostBodyTestAnswer = z.object({
  record: BodyTestRecord,
  products: z.array(ListProduct),
});
export type PostBodyTestAnswer = z.infer<typeof PostBodyTestAnswer>;

export const BodyTestRecordsAnswer = z.object({ records: z.array(BodyTestRecord) });
export type BodyTestRecordsAnswer = z.infer<typeof BodyTestRecordsAnswer>;
