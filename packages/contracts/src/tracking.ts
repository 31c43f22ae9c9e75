import { DATABASE_INT_MAX, ROUTINE_FINDER_CODE_MAX_LENGTH } from '@shop/core';
import { z } from 'zod';

const RecordId = z.coerce.number().int().positive().max(DATABASE_INT_MAX);

/** POST bind-customer-routine-finder {code} (storefront.md §7.8). */
export const BindRoutineFinderBody = z.strictObject({
  code: z.string().trim().min(1).max(ROUTINE_FINDER_CODE_MAX_LENGTH),
});
export type BindRoutineFinderBody = z.infer<typeof BindRoutineFinderBody>;

/** The 2025-09 routine record a guest made, bound on the next start with a token ({id}, §7.8). */
export const BindRoutine202509Body = z.strictObject({ id: RecordId });
export type BindRoutine202509Body = z.infer<typeof BindRoutine202509Body>;

/** PUT update-utm/{utm_id} (§7.9). */
export const UtmIdParam = z.object({ utm_id: RecordId });
export type UtmIdParam = z.infer<typeof UtmIdParam>;

// ---------- tracking and reporting (storefront.md §7.9, §4.6, §4.8) ----------

/** Longest address or path kept (page, source, referer, url). */
export const TRACKING_URL_MAX_LENGTH = 2000;
/** Longest tracked value (utm_*, from, source, vtm_*, event-name target, ecid). */
export const TRACKING_VALUE_MAX_LENGTH = 200;
/** Most events one beacon may carry (the browser batches events of one kind). */
export const TRACKING_BATCH_MAX_EVENTS = 50;
/** Most products a referral event may carry. */
export const REFERRAL_PRODUCTS_MAX = 100;

/** An optional tracked value: missing, null and '' all mean "not present". */
const Tracked = z
  .string()
  .max(TRACKING_VALUE_MAX_LENGTH)
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()));
const Address = z
  .string()
  .max(TRACKING_URL_MAX_LENGTH)
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value));
const Page = z.string().trim().min(1).max(TRACKING_URL_MAX_LENGTH);
/** Pixels or milliseconds: browsers give fractions for coordinates, the server keeps whole numbers. */
const Measure = z
  .number()
  .finite()
  .min(0)
  .max(DATABASE_INT_MAX)
  .nullish()
  .transform((value) => (value === undefined || value === null ? null : Math.round(value)));

/** The parameters of a UTM record (§3); one of them must be present (§5). */
export const UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'notification_id',
] as const;
/** What a page-view carries beside the UTM five (§9). */
export const PAGE_VIEW_EXTRA_PARAMETERS = ['from', 'source', 'vtm_channel', 'vtm_stat_id'] as const;

export const UTM_PARAMETER_MISSING_MESSAGE =
  '至少需要一個追蹤參數（utm_source、utm_medium、utm_campaign、utm_term、utm_content 或 notification_id）。';

/** POST store-utms (§7.9): the UTM values, the full current address (source) and the document referrer. */
export const StoreUtmBody = z
  .strictObject({
    utm_source: Tracked,
    utm_medium: Tracked,
    utm_campaign: Tracked,
    utm_term: Tracked,
    utm_content: Tracked,
    notification_id: Tracked,
    source: Address,
    referer: Address,
  })
  .refine((body) => UTM_PARAMETERS.some((key) => body[key] !== null), {
    message: UTM_PARAMETER_MISSING_MESSAGE,
    path: ['utm_source'],
  });
export type StoreUtmBody = z.output<typeof StoreUtmBody>;
export const StoreUtmAnswer = z.object({ data: z.object({ utm_id: z.number().int().positive() }) });
export type StoreUtmAnswer = z.infer<typeof StoreUtmAnswer>;

const utmFive = {
  utm_source: Tracked,
  utm_medium: Tracked,
  utm_campaign: Tracked,
  utm_term: Tracked,
  utm_content: Tracked,
};

/** One page-view (§7.9): the full path, the referrer rule's value and the tracked values of the session. */
export const PageViewEvent = z.strictObject({
  page: Page,
  referrer: Address,
  ...utmFive,
  from: Tracked,
  source: Tracked,
  vtm_channel: Tracked,
  vtm_stat_id: Tracked,
});
export type PageViewEvent = z.output<typeof PageViewEvent>;

/** One click on an element with an event-name attribute, or one element seen 50 % (§7.9). */
export const ElementEvent = z.strictObject({
  page: Page,
  referrer: Address,
  screenWidth: Measure,
  screenHeight: Measure,
  x: Measure,
  y: Measure,
  target: z.string().trim().min(1).max(TRACKING_VALUE_MAX_LENGTH),
  stayTime: Measure,
  ...utmFive,
});
export type ElementEvent = z.output<typeof ElementEvent>;

/** One event as the spec names it, or a batch of them the browser sent in one beacon. */
function oneOrBatch<S extends z.ZodType>(event: S) {
  return z.union([event, z.array(event).min(1).max(TRACKING_BATCH_MAX_EVENTS)]);
}
export const PageViewBody = oneOrBatch(PageViewEvent);
export const ElementEventBody = oneOrBatch(ElementEvent);

/** The referral id of the lineshipping cookie (§3). */
const Ecid = z.string().trim().min(1).max(TRACKING_VALUE_MAX_LENGTH);
export const EcidBody = z.strictObject({ ecid: Ecid });
export type EcidBody = z.infer<typeof EcidBody>;

/** A product as the referral program reads it (§3 referral cart product mapping). */
export const ReferralProduct = z.strictObject({
  product_name: z.string().max(TRACKING_VALUE_MAX_LENGTH),
  product_type: z.literal('normal'),
  product_id: z.union([z.number().int().positive().max(DATABASE_INT_MAX), z.string().min(1).max(50)]),
  product_amount: z.number().finite().min(0).max(DATABASE_INT_MAX),
});
export type ReferralProduct = z.infer<typeof ReferralProduct>;

/** The referral program's favourite, cart and product events: the ecid and the products concerned. */
export const ReferralEventBody = z.strictObject({
  ecid: Ecid,
  products: z.array(ReferralProduct).max(REFERRAL_PRODUCTS_MAX).default([]),
});
export type ReferralEventBody = z.output<typeof ReferralEventBody>;

/** Longest stack kept: its first 5 lines (§7.9). */
export const ERROR_STACK_MAX_LENGTH = 5000;
const ErrorText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value ?? null);

/** An uncaught interface error (§7.9): type, message, first 5 stack lines, component, info, path, url, ua, time. */
export const ErrorReport = z.strictObject({
  type: z.string().trim().min(1).max(50),
  message: z.string().max(2000),
  stack: ErrorText(ERROR_STACK_MAX_LENGTH),
  component: ErrorText(TRACKING_VALUE_MAX_LENGTH),
  info: ErrorText(2000),
  path: ErrorText(TRACKING_URL_MAX_LENGTH),
  url: ErrorText(TRACKING_URL_MAX_LENGTH),
  ua: ErrorText(500),
  time: z.iso.datetime({ offset: true }).nullish(),
});
export type ErrorReport = z.output<typeof ErrorReport>;
export const NotifyBody = z.strictObject({ error: ErrorReport });
export type NotifyBody = z.output<typeof NotifyBody>;
