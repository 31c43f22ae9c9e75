// The back office's calls under /back-stage/v1 (issue 26; docs/decisions/073-back-office-foundation.md),
// one definition each like the storefront's (define-call.ts): the API serves them with registerStaffCalls
// (URL, schemas, staff session and role check from the entry) and the admin app sends them.
import { z } from 'zod';
import { PayMethod, ShipMethod } from '../checkout.ts';
import { type CallDefinition, defineCall } from '../define-call.ts';
import {
  ALL_STAFF,
  AUDIT_READERS,
  CREDIT_ADJUSTERS,
  MEMBER_CARERS,
  ORDER_CANCELLERS,
  ORDER_EXPORTERS,
  ORDER_READERS,
  REFUNDERS,
  RETURN_HANDLERS,
  SHIPPERS,
  STAFF_KEEPERS,
  STOCK_KEEPERS,
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
export const MemberSessionParams = z.strictObject({ memberId: positiveId, sessionId: positiveId });

/** A member's live sessions as staff see them: when, never the token (decision 108). */
export const MemberSessionsAnswer = z.object({
  sessions: z.array(
    z.object({
      session_id: id,
      /** Browser and system at sign-in (Chrome · Windows); '' for sessions made before it was kept. */
      device_name: z.string(),
      created_at: z.string(),
      last_seen_at: z.string(),
      expires_at: z.string(),
    }),
  ),
  /** Recent failed password logins on the member's mobile and e-mail (what unlock clears). */
  login_failures: id,
});
export const UnlockMemberBody = z.strictObject({ reason: z.string().trim().min(2).max(200) });
export const UnlockMemberAnswer = z.object({ member_id: id, cleared: id });
/** A site message to one member or to every member of a tier (0 一般會員 … 3 黑鑽卡, 99 new). */
export const SendMessageBody = z
  .strictObject({
    member_id: z.number().int().positive().optional(),
    tier: z
      .number()
      .int()
      .refine((t) => [0, 1, 2, 3, 99].includes(t), { message: '會員等級不存在' })
      .optional(),
    subject: z.string().trim().min(1).max(100),
    content: z.string().trim().min(1).max(2000),
  })
  .refine((b) => (b.member_id === undefined) !== (b.tier === undefined), {
    path: ['member_id'],
    message: '請選擇一位會員或一個等級（擇一）',
  });
export const SendMessageAnswer = z.object({ sent: id });

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
    .object({
      invoice_number: z.string(),
      state: z.string(),
      issued_at: z.string().nullable(),
      /** The sum of the allowances (折讓) issued against it. */
      allowance_amount: id,
    })
    .nullable(),
  /** Partial refunds (decision 105), newest first. */
  refunds: z.array(
    z.object({
      refund_id: id,
      amount: id,
      state: z.enum(['pending', 'refunded', 'failed', 'manual']),
      reason: z.string(),
      allowance_number: z.string().nullable(),
      points_reduced: id,
      created_at: z.string(),
    }),
  ),
  /** What a partial refund may still return: paid minus refunded (0 when nothing is captured). */
  refundable: id,
  shipment: z
    .object({ shipment_state: z.string(), attempts: id, last_error: z.string().nullable() })
    .nullable(),
  /** What staff may do with the order now (the state machine's transitions from its status). */
  actions: z.object({
    cancel: z.boolean(),
    refund: z.boolean(),
    ship: z.boolean(),
    deliver: z.boolean(),
    partial_refund: z.boolean(),
  }),
});
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

const reason = z.string().trim().min(2).max(200);

export const CancelOrderBody = z.strictObject({ reason });
export const RefundOrderBody = z.strictObject({
  reason,
  /** The staff member's password again (re-authentication for money going out). */
  password: z.string().min(1).max(200),
});
/**
 * A partial refund (decision 105): chosen lines (the server prices them from the order) or an amount,
 * never both; always less than what is left to refund (a full refund is the refund call).
 */
export const PartialRefundBody = z
  .strictObject({
    reason,
    password: z.string().min(1).max(200),
    amount: z.number().int().positive().max(10_000_000).optional(),
    lines: z
      .array(
        z.strictObject({
          ordersub_id: z.number().int().positive(),
          quantity: z.number().int().positive().max(10_000),
        }),
      )
      .min(1)
      .max(100)
      .optional(),
  })
  .refine((b) => (b.amount === undefined) !== (b.lines === undefined), {
    path: ['amount'],
    message: '請選擇要退款的商品，或輸入退款金額（擇一）',
  });
export type PartialRefundBody = z.infer<typeof PartialRefundBody>;

export const PartialRefundAnswer = z.object({
  refund_id: id,
  amount: id,
  /** refunded, or manual when the provider cannot refund (ECPay ATM: a bank transfer by hand). */
  state: z.enum(['refunded', 'manual']),
  allowance_number: z.string().nullable(),
  points_reduced: id,
  refundable: id,
});
export type PartialRefundAnswer = z.infer<typeof PartialRefundAnswer>;

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
  /** Shopping credit (購物金) balance, TWD. */
  credit: id,
});
export type StaffMemberRow = z.infer<typeof StaffMemberRow>;
export const MemberSearchAnswer = z.object({ members: z.array(StaffMemberRow) });

/** An amount added (positive) or taken (negative), never 0, with the reason the ledger keeps. */
function balanceAdjustment(zero: string) {
  return z.strictObject({
    delta: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, zero),
    reason,
  });
}
export const AdjustPointsBody = balanceAdjustment('點數不可為 0');
export const AdjustPointsAnswer = z.object({ member_id: id, points: id });
/** Shopping credit (購物金) in TWD, added or taken like points. */
export const AdjustCreditBody = balanceAdjustment('金額不可為 0');
export const AdjustCreditAnswer = z.object({ member_id: id, credit: id });

export const AuditQuery = z.strictObject({
  subject_type: z.string().max(40).optional(),
  subject_id: z.string().max(40).optional(),
  staff_id: positiveId.optional(),
  /** An action exactly (order.refund) or a family by its prefix (order.). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]*)*$/)
    .max(40)
    .optional(),
  /** First and last day (Asia/Taipei), both included. */
  from: day.optional(),
  to: day.optional(),
  /** The last audit_id of the page before. */
  before: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof AuditQuery>;
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
export const AuditAnswer = z.object({
  entries: z.array(AuditRow),
  /** Pass as `before` for the next page; null on the last page. */
  next_before: id.nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;
export const StaffListAnswer = z.object({
  staff: z.array(z.object({ staff_id: id, name: z.string(), role: StaffRole })),
});

// Staff accounts (decision 116): the owner adds staff, disables them and resets their authenticator.
export const StaffAccount = z.object({
  staff_id: id,
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  has_totp: z.boolean(),
});
export const StaffAccountsAnswer = z.object({ staff: z.array(StaffAccount) });
export const StaffIdParams = z.strictObject({ staffId: positiveId });
const ownPassword = z.string().min(1).max(200);
export const CreateStaffBody = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(200)),
  name: z.string().trim().min(1).max(50),
  role: StaffRole,
  password: ownPassword,
});
/** The new account's password and authenticator secret, shown this once. */
export const StaffCredentialsAnswer = z.object({
  staff_id: id,
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  password: z.string().nullable(),
  totp_secret: z.string().nullable(),
  totp_uri: z.string().nullable(),
});
export const SetStaffDisabledBody = z.strictObject({
  disabled: z.boolean(),
  reason,
  password: ownPassword,
});
export const ResetStaffTotpBody = z.strictObject({ reason, password: ownPassword });

// Return requests (decision 093): the shoppers' requests from their order detail, answered here.
export const ReturnState = z.enum(['requested', 'accepted', 'declined']);
export const ReturnListQuery = z.strictObject({
  state: ReturnState.optional(),
  /** The last return_id of the page before. */
  before: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReturnListQuery = z.input<typeof ReturnListQuery>;
export const StaffReturnRow = z.object({
  return_id: id,
  ordermain_id: id,
  ordermain_sn: z.string(),
  member_name: z.string(),
  state: ReturnState,
  reason: z.string(),
  photo_count: id,
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type StaffReturnRow = z.infer<typeof StaffReturnRow>;
export const ReturnListAnswer = z.object({
  returns: z.array(StaffReturnRow),
  next_before: id.nullable(),
});
export const ReturnIdParams = z.strictObject({ returnId: positiveId });
export const ReturnPhotoParams = z.strictObject({
  returnId: positiveId,
  /** 0, 1 or 2: the photo's place in the request. */
  photo: z.coerce.number().int().min(0).max(2),
});
export const StaffReturnDetail = StaffReturnRow.extend({
  reply: z.string(),
  order: z.object({
    ordermain_status: id,
    status_name: z.string(),
    ordermain_total: id,
    recipient_name: z.string(),
    shipped_at: z.string().nullable(),
  }),
  /** Whether accepting may also refund the order now (the state machine's refund from its status). */
  can_refund: z.boolean(),
});
export type StaffReturnDetail = z.infer<typeof StaffReturnDetail>;
export const AnswerReturnBody = z
  .strictObject({
    decision: z.enum(['accepted', 'declined']),
    /** What the shopper reads in the order detail. */
    reply: z.string().trim().min(2).max(500),
    /** Accept and refund the whole order at once (asks for the password, as a refund does). */
    refund: z.boolean().default(false),
    password: z.string().min(1).max(200).optional(),
  })
  .refine((b) => !b.refund || b.decision === 'accepted', {
    path: ['refund'],
    message: '只有接受退貨時可以同時退款',
  })
  .refine((b) => !b.refund || Boolean(b.password), {
    path: ['password'],
    message: '請輸入您的密碼',
  });
export type AnswerReturnBody = z.input<typeof AnswerReturnBody>;
export const AnswerReturnAnswer = z.object({
  return_id: id,
  state: ReturnState,
  ordermain_id: id,
  ordermain_status: id,
  status_name: z.string(),
  refunded: z.boolean(),
});

// Stock (decision 093): every change is a ledger row and an audit row; never below 0.
export const StockListQuery = z.strictObject({
  /** Part of the product's name. */
  q: z.string().trim().min(1).max(50).optional(),
  /** Only products whose stock is at most this (the low-stock list). */
  max_stock: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The last p_id of the page before. */
  after: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type StockListQuery = z.input<typeof StockListQuery>;
export const StockRow = z.object({
  p_id: id,
  p_name: z.string(),
  stock: id,
  /** Shown in the shop (p_show = 1). */
  visible: z.boolean(),
  /** Members waiting for a restock notice (貨到通知) not sent yet. */
  restock_waiting: id,
});
export type StockRow = z.infer<typeof StockRow>;
export const StockListAnswer = z.object({ products: z.array(StockRow), next_after: id.nullable() });
export const ProductIdParams = z.strictObject({ productId: positiveId });
export const AdjustStockBody = z.strictObject({
  /** Units added (received) or taken (damaged, counted short); never 0. */
  delta: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, '數量不可為 0'),
  reason,
});
export const AdjustStockAnswer = z.object({ p_id: id, stock: id });
export const StockHistoryAnswer = z.object({
  adjustments: z.array(
    z.object({
      adjustment_id: id,
      at: z.string(),
      staff_name: z.string().nullable(),
      delta: id,
      stock_after: id,
      reason: z.string(),
    }),
  ),
});

// 建立超商寄件單 for selected orders (decision 094): through the logistics adapter, as the shipment job.
export const CreateShipmentsBody = z.strictObject({
  order_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(50),
});
export const CreateShipmentsAnswer = z.object({
  results: z.array(
    z.object({
      ordermain_id: id,
      ordermain_sn: z.string(),
      /** created; retry (the provider failed, the job tries again); failed; skipped; not_due (a try is
       *  running or the shipment exists); not_pickup (not a store pickup order ready to ship); not_found. */
      outcome: z.enum(['created', 'retry', 'failed', 'skipped', 'not_due', 'not_pickup', 'not_found']),
      pickup_number: z.string().nullable(),
    }),
  ),
});
export type CreateShipmentsAnswer = z.infer<typeof CreateShipmentsAnswer>;

// The order list as a file (decision 094): the list's filters, the password again.
export const ExportOrdersBody = z.strictObject({
  filters: OrderListQuery.omit({ after: true, limit: true }),
  password: z.string().min(1).max(200),
  /** csv (UTF-8 with BOM) or xlsx (an Excel workbook); the same columns (decision 106). */
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type ExportOrdersBody = z.input<typeof ExportOrdersBody>;

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
  partialRefundOrder: staffCall({
    method: 'POST',
    route: 'orders/:orderId/partial-refund',
    summary:
      "Partial refund of chosen lines or an amount through the payment provider, with an e-invoice allowance (折讓); asks for the staff member's password",
    params: OrderIdParams,
    body: PartialRefundBody,
    answer: PartialRefundAnswer,
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
  adjustCredit: staffCall({
    method: 'POST',
    route: 'members/:memberId/credit',
    summary: "Adds or takes a member's shopping credit (購物金) with a reason: a ledger entry, never below 0",
    params: MemberIdParams,
    body: AdjustCreditBody,
    answer: AdjustCreditAnswer,
    errors: [401, 403, 404, 409, 422],
    auth: 'required',
    roles: CREDIT_ADJUSTERS,
  }),
  memberSessions: staffCall({
    method: 'GET',
    route: 'members/:memberId/sessions',
    summary:
      "A member's live sessions (when created and last seen, never the token) and recent login failures",
    params: MemberIdParams,
    answer: MemberSessionsAnswer,
    errors: [401, 403, 404],
    auth: 'required',
    roles: MEMBER_CARERS,
  }),
  endMemberSession: staffCall({
    method: 'POST',
    route: 'members/:memberId/sessions/:sessionId/end',
    summary: "Ends one of a member's sessions (signs that device out)",
    params: MemberSessionParams,
    answer: Ok,
    errors: [401, 403, 404],
    auth: 'required',
    roles: MEMBER_CARERS,
  }),
  unlockMember: staffCall({
    method: 'POST',
    route: 'members/:memberId/unlock',
    summary: "Clears a member's failed-login counters so a locked-out member can sign in again",
    params: MemberIdParams,
    body: UnlockMemberBody,
    answer: UnlockMemberAnswer,
    errors: [401, 403, 404, 422],
    auth: 'required',
    roles: MEMBER_CARERS,
  }),
  sendMessage: staffCall({
    method: 'POST',
    route: 'messages',
    summary: 'Sends a site message to one member or to every member of a tier',
    body: SendMessageBody,
    answer: SendMessageAnswer,
    errors: [401, 403, 404, 422],
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
  listStaff: staffCall({
    method: 'GET',
    route: 'staff',
    summary: 'The staff, for the audit filters',
    answer: StaffListAnswer,
    errors: [401, 403],
    auth: 'required',
    roles: AUDIT_READERS,
  }),
  staffAccounts: staffCall({
    method: 'GET',
    route: 'staff/accounts',
    summary: 'Every staff account with its role, state and whether it has an authenticator',
    answer: StaffAccountsAnswer,
    errors: [401, 403],
    auth: 'required',
    roles: STAFF_KEEPERS,
  }),
  createStaff: staffCall({
    method: 'POST',
    route: 'staff/accounts',
    summary:
      'Adds a staff account with a random password (and a TOTP secret for owners and managers), shown once',
    body: CreateStaffBody,
    answer: StaffCredentialsAnswer,
    errors: [401, 403, 409, 422, 429],
    auth: 'required',
    roles: STAFF_KEEPERS,
  }),
  setStaffDisabled: staffCall({
    method: 'POST',
    route: 'staff/accounts/:staffId/disabled',
    summary: "Disables (ending the account's sessions) or enables a staff account, with a reason",
    params: StaffIdParams,
    body: SetStaffDisabledBody,
    answer: StaffAccount,
    errors: [401, 403, 404, 409, 422, 429],
    auth: 'required',
    roles: STAFF_KEEPERS,
  }),
  resetStaffTotp: staffCall({
    method: 'POST',
    route: 'staff/accounts/:staffId/totp',
    summary: "A new TOTP secret for an owner's or manager's lost authenticator, shown once; sessions ended",
    params: StaffIdParams,
    body: ResetStaffTotpBody,
    answer: StaffCredentialsAnswer,
    errors: [401, 403, 404, 409, 422, 429],
    auth: 'required',
    roles: STAFF_KEEPERS,
  }),
  listReturns: staffCall({
    method: 'GET',
    route: 'returns',
    summary: "Shoppers' return requests, newest first, keyset paging",
    query: ReturnListQuery,
    answer: ReturnListAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: RETURN_HANDLERS,
  }),
  getReturn: staffCall({
    method: 'GET',
    route: 'returns/:returnId',
    summary: 'One return request with its order',
    params: ReturnIdParams,
    answer: StaffReturnDetail,
    errors: [401, 403, 404],
    auth: 'required',
    roles: RETURN_HANDLERS,
  }),
  getReturnPhoto: staffCall({
    method: 'GET',
    route: 'returns/:returnId/photos/:photo',
    summary: "One of the request's photos (image/webp, image/jpeg or image/png)",
    params: ReturnPhotoParams,
    answer: z.unknown(),
    errors: [401, 403, 404],
    auth: 'required',
    roles: RETURN_HANDLERS,
  }),
  answerReturn: staffCall({
    method: 'POST',
    route: 'returns/:returnId/answer',
    summary: 'Accepts (optionally refunding the order) or declines a return request, with a note',
    params: ReturnIdParams,
    body: AnswerReturnBody,
    answer: AnswerReturnAnswer,
    errors: [401, 403, 404, 409, 422, 429, 502],
    auth: 'required',
    roles: RETURN_HANDLERS,
  }),
  listStock: staffCall({
    method: 'GET',
    route: 'stock',
    summary: 'Products with stock, visibility and waiting restock notices; a low-stock filter',
    query: StockListQuery,
    answer: StockListAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: STOCK_KEEPERS,
  }),
  stockHistory: staffCall({
    method: 'GET',
    route: 'stock/:productId',
    summary: "The product's last 50 stock adjustments",
    params: ProductIdParams,
    answer: StockHistoryAnswer,
    errors: [401, 403, 404],
    auth: 'required',
    roles: STOCK_KEEPERS,
  }),
  adjustStock: staffCall({
    method: 'POST',
    route: 'stock/:productId',
    summary: 'Adds or takes units with a reason (a ledger row); never below 0',
    params: ProductIdParams,
    body: AdjustStockBody,
    answer: AdjustStockAnswer,
    errors: [401, 403, 404, 409, 422],
    auth: 'required',
    roles: STOCK_KEEPERS,
  }),
  createShipments: staffCall({
    method: 'POST',
    route: 'orders/shipments',
    summary: 'Creates the store-pickup shipments of the selected orders with the logistics provider',
    body: CreateShipmentsBody,
    answer: CreateShipmentsAnswer,
    errors: [401, 403, 422],
    auth: 'required',
    roles: SHIPPERS,
  }),
  exportOrders: staffCall({
    method: 'POST',
    route: 'orders/export',
    summary:
      'The filtered order list as CSV (UTF-8 with BOM) or xlsx, streamed in keyset batches; asks for the password',
    body: ExportOrdersBody,
    answer: z.unknown(),
    errors: [401, 403, 422, 429],
    auth: 'required',
    roles: ORDER_EXPORTERS,
  }),
} as const;

export type BackStageCalls = typeof backStageCalls;
