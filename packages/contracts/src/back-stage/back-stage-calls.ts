// The back office's calls under /back-stage/v1 (issue 26; docs/decisions/073-back-office-foundation.md),
// one definition each like the storefront's (define-call.ts): the API serves them with registerStaffCalls
// (URL, schemas, staff session and role check from the entry) and the admin app sends them.
import { z } from 'zod';
import { PayMethod, ShipMethod } from '../checkout.ts';
import { type CallDefinition, defineCall } from '../define-call.ts';
import {
  ALL_STAFF,
  AUDIT_READERS,
  MEMBER_CARERS,
  ORDER_CANCELLERS,
  ORDER_READERS,
  REFUNDERS,
  SHIPPERS,
  StaffRole,
} from './staff.ts';

export const BACK_STAGE_BASE_PATH = '/back-stage/v1';

type Schema = z.ZodType;

/**
 * A back-stage call: a storefront-style definition whose auth is a staff session, plus the roles the
 * server lets through (403 for any other role). auth 'none' only for the login itself.
 */
export type BackStageCall<
  Answer extends Schema = Schema,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
> = CallDefinition<Answer, Params, Query, Body> & { roles: readonly StaffRole[] };

function staffCall<
  Answer extends Schema,
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
>(
  call: Omit<CallDefinition<Answer, Params, Query, Body>, 'tag' | 'perCaller' | 'multipart'> & {
    tag?: string;
    roles: readonly StaffRole[];
  },
): BackStageCall<Answer, Params, Query, Body> {
  // Every back-stage answer is about the shop's own data and the caller: nothing on the way may keep it.
  return {
    ...defineCall<Answer, Params, Query, Body>({ tag: 'back-office', ...call }),
    perCaller: true,
    roles: call.roles,
  };
}

const id = z.number().int();
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

export const StaffProfile = z.object({
  staff_id: id,
  email: z.string(),
  name: z.string(),
  role: StaffRole,
});
export type StaffProfile = z.infer<typeof StaffProfile>;

export const StaffLoginBody = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(200),
  password: z.string().min(1).max(200),
  /** The authenticator's 6 digits; owners and managers must send it. */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
export type StaffLoginBody = z.input<typeof StaffLoginBody>;

export const StaffLoginAnswer = z.object({ token: z.string(), staff: StaffProfile });

export const DashboardAnswer = z.object({
  /** Taipei's calendar day the figures are of (YYYY-MM-DD). */
  day: z.string(),
  today_orders: id,
  /** Sum of today's orders that were paid or confirmed for cash on pickup (TWD). */
  today_revenue: id,
  awaiting_shipment: id,
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const OrderListQuery = z.strictObject({
  /** First and last day (Asia/Taipei) of the order date, both included. */
  from: day.optional(),
  to: day.optional(),
  status: z.coerce.number().int().min(0).max(99).optional(),
  pay_method: PayMethod.optional(),
  ship_method: ShipMethod.optional(),
  member_id: positiveId.optional(),
  /** An order number, a mobile number or part of the recipient's name. */
  q: z.string().trim().min(1).max(50).optional(),
  /** The next_cursor of the page before. */
  after: z
    .string()
    .regex(/^\d{16}\.\d{1,10}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const StaffOrderRow = z.object({
  ordermain_id: id,
  ordermain_sn: z.string(),
  ordermain_dt1: z.string(),
  ordermain_status: id,
  status_name: z.string(),
  member_id: id,
  recipient_name: z.string(),
  ordermain_mobile: z.string(),
  ordermain_total: id,
  pay_method: z.string(),
  ship_method: z.string(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

export const OrderListAnswer = z.object({
  orders: z.array(StaffOrderRow),
  /** Pass as `after` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

export const OrderIdParams = z.strictObject({ orderId: positiveId });
export const MemberIdParams = z.strictObject({ memberId: positiveId });

export const StaffOrderDetail = StaffOrderRow.extend({
  member_name: z.string(),
  ordermain_email: z.string(),
  merchandise_total: id,
  discount_total: id,
  coupon_discount: id,
  addon_total: id,
  freight: id,
  points_used: id,
  credit_used: id,
  address: z.string(),
  store_name: z.string().nullable(),
  invoice_type: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  pickup_number: z.string().nullable(),
  lines: z.array(
    z.object({
      ordersub_id: id,
      p_name: z.string(),
      p_price: id,
      list_price: id,
      ordersub_count: id,
      line_kind: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      payment_id: id,
      provider: z.string(),
      state: z.string(),
      amount: id,
      created_at: z.string(),
      refunded_amount: id,
    }),
  ),
  invoice: z
    .object({ invoice_number: z.string(), state: z.string(), issued_at: z.string().nullable() })
    .nullable(),
  shipment: z
    .object({ shipment_state: z.string(), attempts: id, last_error: z.string().nullable() })
    .nullable(),
  /** What staff may do with the order now (the state machine's transitions from its status). */
  actions: z.object({ cancel: z.boolean(), refund: z.boolean(), ship: z.boolean(), deliver: z.boolean() }),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

const reason = z.string().trim().min(2).max(200);

export const CancelOrderBody = z.strictObject({ reason });
export const RefundOrderBody = z.strictObject({
  reason,
  /** The staff member's password again (re-authentication for money going out). */
  password: z.string().min(1).max(200),
});
export const ShipOrderBody = z.strictObject({
  tracking_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/),
});

export const OrderActionAnswer = z.object({
  ordermain_id: id,
  ordermain_status: id,
  status_name: z.string(),
});

export const MemberSearchQuery = z.strictObject({ q: z.string().trim().min(1).max(50) });
export const StaffMemberRow = z.object({
  member_id: id,
  member_name: z.string(),
  member_mobile: z.string(),
  member_account: z.string().nullable(),
  tier: id,
  points: id,
});
export type StaffMemberRow = z.infer<typeof StaffMemberRow>;
export const MemberSearchAnswer = z.object({ members: z.array(StaffMemberRow) });

export const AdjustPointsBody = z.strictObject({
  /** Points added (positive) or taken (negative); never 0. */
  delta: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, '點數不可為 0'),
  reason,
});
export const AdjustPointsAnswer = z.object({ member_id: id, points: id });

export const AuditQuery = z.strictObject({
  subject_type: z.string().max(40).optional(),
  subject_id: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const AuditRow = z.object({
  audit_id: id,
  at: z.string(),
  staff_id: id.nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export const AuditAnswer = z.object({ entries: z.array(AuditRow) });

const Ok = z.object({ ok: z.literal(true) });

export const backStageCalls = {
  staffLogin: staffCall({
    method: 'POST',
    route: 'auth/login',
    summary: 'Staff login with e-mail, password and (owners, managers) a TOTP code',
    body: StaffLoginBody,
    answer: StaffLoginAnswer,
    errors: [401, 422, 429],
    auth: 'none',
    roles: ALL_STAFF,
  }),
  staffMe: staffCall({
    method: 'GET',
    route: 'auth/me',
    summary: 'The signed-in staff member',
    answer: StaffProfile,
    errors: [401],
    auth: 'required',
    roles: ALL_STAFF,
  }),
  staffLogout: staffCall({
    method: 'POST',
    route: 'auth/logout',
    summary: 'Ends the staff session',
    answer: Ok,
    errors: [401],
    auth: 'required',
    roles: ALL_STAFF,
  }),
  dashboard: staffCall({
    method: 'GET',
    route: 'dashboard',
    summary: "Today's orders and revenue, orders waiting to ship",
    answer: DashboardAnswer,
    errors: [401, 403],
    auth: 'required',
    roles: ORDER_READERS,
  }),
  listOrders: staffCall({
    method: 'GET',
    route: 'orders',
    summary: 'Orders, newest first, filtered and searched, keyset paging',
    query: OrderListQuery,
    answer: OrderListAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: ORDER_READERS,
  }),
  getOrder: staffCall({
    method: 'GET',
    route: 'orders/:orderId',
    summary: 'One order with lines, payments, invoice and shipment',
    params: OrderIdParams,
    answer: StaffOrderDetail,
    errors: [401, 403, 404],
    auth: 'required',
    roles: ORDER_READERS,
  }),
  cancelOrder: staffCall({
    method: 'POST',
    route: 'orders/:orderId/cancel',
    summary: 'Cancels an order (a paid one is refunded and its invoice voided)',
    params: OrderIdParams,
    body: CancelOrderBody,
    answer: OrderActionAnswer,
    errors: [401, 403, 404, 409, 422, 502],
    auth: 'required',
    roles: ORDER_CANCELLERS,
  }),
  refundOrder: staffCall({
    method: 'POST',
    route: 'orders/:orderId/refund',
    summary:
      "Full refund through the payment provider, the e-invoice voided; asks for the staff member's password",
    params: OrderIdParams,
    body: RefundOrderBody,
    answer: OrderActionAnswer,
    errors: [401, 403, 404, 409, 422, 429, 502],
    auth: 'required',
    roles: REFUNDERS,
  }),
  shipOrder: staffCall({
    method: 'POST',
    route: 'orders/:orderId/ship',
    summary: 'Marks the order shipped with its tracking number',
    params: OrderIdParams,
    body: ShipOrderBody,
    answer: OrderActionAnswer,
    errors: [401, 403, 404, 409, 422],
    auth: 'required',
    roles: SHIPPERS,
  }),
  deliverOrder: staffCall({
    method: 'POST',
    route: 'orders/:orderId/deliver',
    summary: 'Marks a shipped order delivered',
    params: OrderIdParams,
    answer: OrderActionAnswer,
    errors: [401, 403, 404, 409],
    auth: 'required',
    roles: SHIPPERS,
  }),
  searchMembers: staffCall({
    method: 'GET',
    route: 'members',
    summary: 'Members by mobile, e-mail or name',
    query: MemberSearchQuery,
    answer: MemberSearchAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: MEMBER_CARERS,
  }),
  adjustPoints: staffCall({
    method: 'POST',
    route: 'members/:memberId/points',
    summary: 'Adds or takes points with a reason (a ledger entry)',
    params: MemberIdParams,
    body: AdjustPointsBody,
    answer: AdjustPointsAnswer,
    errors: [401, 403, 404, 409, 422],
    auth: 'required',
    roles: MEMBER_CARERS,
  }),
  listAudit: staffCall({
    method: 'GET',
    route: 'audit',
    summary: 'The audit log, newest first',
    query: AuditQuery,
    answer: AuditAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: AUDIT_READERS,
  }),
} as const;

export type BackStageCalls = typeof backStageCalls;
