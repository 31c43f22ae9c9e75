// The skin analyzer's server calls, the face-test and body-test records and the campaign and activity
// calls (storefront.md §7.7, §7.8; member-area-and-tools.md §7). Binding a guest's campaign record is
// customer-routine-202509/bind in tracking-calls.ts (the after-login queue sends it).
import {
  ActivityOpenAnswer,
  ActivityOpenQuery,
  BoughtCountAnswer,
  BoughtCountBody,
  EvergreenAnswer,
  SinglesDayClaimAnswer,
  SinglesDayStatusAnswer,
} from './activities.ts';
import { callsOf } from './define-call.ts';
import {
  BodyTestRecordsAnswer,
  CampaignCheckAnswer,
  CampaignRecordAnswer,
  CampaignRecordBody,
  CustomerRoutineAnswer,
  CustomerRoutineFields,
  FaceTestRecordAnswer,
  FaceTestRecordParam,
  FaceTestRecordsAnswer,
  FaceTestRecordsQuery,
  PostBodyTestAnswer,
  PostBodyTestBody,
  SkinTestCouponAnswer,
} from './skin-tests.ts';

const skinTestCall = callsOf('skin-tests');
const member = { auth: 'required', perCaller: true } as const;

export const skinTestCalls = {
  /** Multipart (fields + file image); a JSON body of the same fields is taken too (no photo). */
  customerRoutine: skinTestCall({
    method: 'POST',
    route: 'customer-routine',
    summary:
      "Save an analysis (scores, selections, the recommended routine; the photo only when keep_image) and answer the 3/5-step routine; a guest's is answered, not stored",
    body: CustomerRoutineFields,
    multipart: true,
    answer: CustomerRoutineAnswer,
    errors: [413, 415, 422],
    auth: 'optional',
    perCaller: true,
  }),
  coupon: skinTestCall({
    method: 'POST',
    route: 'customer-routine-coupon',
    summary: "Credit the $150-off-$650 coupon once per account, after the member's first saved skin test",
    answer: SkinTestCouponAnswer,
    errors: [401],
    ...member,
  }),
  campaignRecord: skinTestCall({
    method: 'POST',
    route: 'customer-routine-202509',
    summary: "Save a 2025-09 campaign record and answer its products; a guest's is bound after login",
    body: CampaignRecordBody,
    answer: CampaignRecordAnswer,
    errors: [422],
    auth: 'optional',
    perCaller: true,
  }),
  campaignCheck: skinTestCall({
    method: 'GET',
    route: 'customer-routine-202509/check',
    summary: 'Whether the member may claim the campaign trial kit (a new member who has not had it)',
    answer: CampaignCheckAnswer,
    errors: [401],
    ...member,
  }),
  faceTestRecords: skinTestCall({
    method: 'GET',
    route: 'get-face-test-play-records',
    summary: "One page of the member's skin-analyzer records, newest first",
    query: FaceTestRecordsQuery,
    answer: FaceTestRecordsAnswer,
    errors: [401, 422],
    ...member,
  }),
  faceTestRecord: skinTestCall({
    method: 'GET',
    route: 'get-face-test-play-records/:id',
    summary: "One of the member's skin-analyzer records with its routine and kept photo",
    params: FaceTestRecordParam,
    answer: FaceTestRecordAnswer,
    errors: [401, 404, 422],
    ...member,
  }),
  bodyTestRecords: skinTestCall({
    method: 'GET',
    route: 'get-body-test-play-records',
    summary: "The member's body-test plays, newest first",
    answer: BodyTestRecordsAnswer,
    errors: [401],
    ...member,
  }),
  postBodyTest: skinTestCall({
    method: 'POST',
    route: 'post-body-test-play-records',
    summary: "Score a body test and suggest products; a member's play is saved",
    body: PostBodyTestBody,
    answer: PostBodyTestAnswer,
    errors: [422],
    auth: 'optional',
    perCaller: true,
  }),
};

const activityCall = callsOf('activities');

export const activityCalls = {
  evergreen: activityCall({
    method: 'GET',
    route: 'get-evergreen',
    summary: 'The open evergreen trial (activity type 28): its products in points and its rules',
    answer: EvergreenAnswer,
    errors: [401],
    ...member,
  }),
  isActivityOpen: activityCall({
    method: 'GET',
    route: 'is-activity-open',
    summary: 'Whether a dated shop activity (default singles_day) is open now',
    query: ActivityOpenQuery,
    answer: ActivityOpenAnswer,
    errors: [401, 404, 422],
    ...member,
  }),
  singlesDayStatus: activityCall({
    method: 'GET',
    route: 'singles-day-coupons',
    summary: "The singles-day coupon activity's status for the member",
    answer: SinglesDayStatusAnswer,
    errors: [401],
    ...member,
  }),
  singlesDayClaim: activityCall({
    method: 'POST',
    route: 'singles-day-coupons',
    summary: 'Claim the singles-day coupon, once per member while the activity is open',
    answer: SinglesDayClaimAnswer,
    errors: [401, 409],
    ...member,
  }),
  boughtCount: activityCall({
    method: 'POST',
    route: 'get-products-bought-count-in-range',
    summary: "Units of the given products in the member's paid orders of a Taipei date range",
    body: BoughtCountBody,
    answer: BoughtCountAnswer,
    errors: [401, 422],
    ...member,
  }),
};
