// Answers of the checkout reference calls (storefront.md §7.5; issue 12). Field names follow the spec's
// snake_case style; the spec shows none of these answers, so docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md records them.
import {
  DATABASE_INT_MAX,
  INVOICE_TITLE_MAX_LENGTH,
  INVOICE_TYPES,
  isCardInstalment,
  orderChoiceErrors,
  PAY_METHODS,
  SHIP_METHODS,
  STORE_PICKUP_METHODS,
} from '@shop/core';
import { z } from 'zod';
import { CartSummaryBody } from './cart.ts';
import { ReturnRequestView } from './returns.ts';

export const ShipMethod = z.enum(SHIP_METHODS);
export const PayMethod = z.enum(PAY_METHODS);
/** TapPay pay-by-prime's `instalment`: 0 (at once) or one of CARD_INSTALMENTS. */
export const Instalment = z
  .number()
  .int()
  .refine((value) => value === 0 || isCardInstalment(value), 'instalment must be 0, 3, 6 or 12');

export const ShipMethodsAnswer = z.object({
  shipMethods: z.array(
    z.object({
      ship_id: ShipMethod,
      ship_name: z.string(),
      /** Freight in TWD below free_from (0: always free). */
      freight: z.number().int(),
      /** Merchandise total from which the freight is waived; null when it never is. */
      free_from: z.number().int().nullable(),
    }),
  ),
});
export type ShipMethodsAnswer = z.infer<typeof ShipMethodsAnswer>;

export const PayMethodsAnswer = z.object({
  payMethods: z.array(
    z.object({
      pay_id: PayMethod,
      pay_name: z.string(),
      /** The delivery methods this payment may be combined with. */
      ship_methods: z.array(ShipMethod),
    }),
  ),
  /** Public keys of the card SDK, present only when card payments are configured (the SDK loads then). */
  tappay: z
    .object({
      app_id: z.string(),
      app_key: z.string(),
      server_type: z.enum(['sandbox', 'production']),
      /** Where the browser loads TPDirect (TapPay's SDK, or the local fake in the browser suite). */
      sdk_url: z.string(),
      /** The card installments the merchant has (TAPPAY_INSTALMENTS); empty: cards are paid at once. */
      instalments: z.array(z.number().int()).optional(),
      /** Apple Pay through TPDirect.paymentRequestApi; null when the shop has no Apple merchant identifier. */
      apple_pay: z.object({ merchant_identifier: z.string(), country_code: z.literal('TW') }).nullable(),
      /** Google Pay through TPDirect.googlePay; null when the shop has no Google merchant id. */
      google_pay: z
        .object({
          google_merchant_id: z.string(),
          /** TapPay's own merchant id (setupGooglePay's tappayGoogleMerchantId). */
          tappay_merchant_id: z.string(),
          merchant_name: z.string(),
          /** Google's pay.js, loaded before TPDirect. */
          script_url: z.string(),
        })
        .nullable(),
    })
    .nullable(),
});
export type PayMethodsAnswer = z.infer<typeof PayMethodsAnswer>;

export const ZipcodeListAnswer = z.object({
  counties: z.array(
    z.object({
      county: z.string(),
      districts: z.array(z.object({ district: z.string(), zipcode: z.string() })),
    }),
  ),
});
export type ZipcodeListAnswer = z.infer<typeof ZipcodeListAnswer>;

export const DonateListAnswer = z.object({
  donates: z.array(z.object({ donate_code: z.string(), donate_name: z.string() })),
});
export type DonateListAnswer = z.infer<typeof DonateListAnswer>;

export const TaxNumberParam = z.object({ taxNumber: z.string().trim().max(INVOICE_TITLE_MAX_LENGTH) });
export const CompanyNameAnswer = z.object({ tax_number: z.string(), company_name: z.string() });
export type CompanyNameAnswer = z.infer<typeof CompanyNameAnswer>;

export const HkFreightAnswer = z.object({
  freight: z.number().int(),
  free_from: z.number().int(),
  currency: z.literal('TWD'),
});
export type HkFreightAnswer = z.infer<typeof HkFreightAnswer>;

/** Store search: any of city, district and a keyword (store name, id or road). */
export const StoreSearchQuery = z.object({
  /** The store chain (default 7-ELEVEN). */
  chain: z.enum(STORE_PICKUP_METHODS).optional(),
  city: z.string().trim().max(10).optional(),
  district: z.string().trim().max(10).optional(),
  keyword: z.string().trim().max(30).optional(),
});
export type StoreSearchQuery = z.infer<typeof StoreSearchQuery>;

export const SevenElevenStore = z.object({
  store_id: z.string(),
  store_name: z.string(),
  address: z.string(),
  city: z.string(),
  district: z.string(),
  zipcode: z.string(),
});
export const StoreSearchAnswer = z.object({ stores: z.array(SevenElevenStore) });
export type StoreSearchAnswer = z.infer<typeof StoreSearchAnswer>;

/**
 * The logistics provider's 7-ELEVEN store map (LOGISTICS_PROVIDER=ecpay): `collect` Y asks for stores that
 * take cash on pickup, `state` comes back with the chosen store (ECPay's ExtraData, String(20)).
 */
export const StoreMapQuery = z.object({
  /** The store chain whose map opens (default 7-ELEVEN). */
  chain: z.enum(STORE_PICKUP_METHODS).optional(),
  collect: z.enum(['Y', 'N']).optional(),
  state: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,20}$/)
    .optional(),
  device: z.enum(['pc', 'mobile']).optional(),
});
/** The form the browser posts to open the map; null when the provider has none (the shop's own store search). */
export const StoreMapAnswer = z.object({
  form: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type StoreMapAnswer = z.infer<typeof StoreMapAnswer>;

/** The spec spells the parameter oorder_id. */
export const PickupNumberQuery = z.object({
  oorder_id: z.coerce.number().int().positive().max(DATABASE_INT_MAX),
});
export const PickupNumberAnswer = z.object({ ordermain_id: z.number().int(), pickup_number: z.string() });
export type PickupNumberAnswer = z.infer<typeof PickupNumberAnswer>;

export const SandboxDecisionBody = z.object({ decision: z.enum(['approve', 'decline']) });
export const PaymentRefParam = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

// --- orders (issue 12 part 2) ------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

/** The recipient and where the order goes; which fields count depends on ship_method. */
const Recipient = z
  .object({
    name: text(50).min(1),
    mobile: text(20).min(1),
    email: z.union([z.email().max(200), z.literal('')]).optional(),
    zipcode: optionalText(6),
    city: optionalText(20),
    district: optionalText(20),
    address: optionalText(200),
    store_id: optionalText(20),
  })
  .strict();

export const CreateOrderBody = z
  .object({
    carts: CartSummaryBody.shape.carts,
    ship_method: ShipMethod,
    recipient: Recipient,
    invoice: z
      .object({
        invoice_type: z.enum(INVOICE_TYPES),
        carrier_num: optionalText(40),
        donate_code: optionalText(10),
        tax_number: optionalText(10),
        invoice_title: optionalText(INVOICE_TITLE_MAX_LENGTH * 2),
        /** Where a printed company invoice is mailed on a 7-ELEVEN pickup (ECPay CustomerAddr, 100 characters). */
        address: optionalText(100),
      })
      .strict(),
    pay_method: PayMethod,
    coupon_code: optionalText(40),
    points: z.number().int().min(0).max(DATABASE_INT_MAX).default(0),
    credit: z.number().int().min(0).max(DATABASE_INT_MAX).default(0),
    /** TapPay: the one-time prime the card SDK made. */
    prime: optionalText(200),
    /** A card paid in 3, 6 or 12 installments (one the shop offers); 0 or absent: at once. */
    instalment: Instalment.optional(),
  })
  .strict();
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

/** A blank field reaches the form schema as undefined; the recipient's texts become '' so their own checks speak. */
function withBlankRecipient(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as { recipient?: Record<string, unknown> };
  // Conform gives a blank field as a key whose value is undefined: '' must win over it, or the object
  // fails on its type and the choice checks (address, mobile) wait for the second submit (issue 23).
  const recipient = {
    ...form.recipient,
    name: form.recipient?.name ?? '',
    mobile: form.recipient?.mobile ?? '',
  };
  return { ...form, recipient };
}

/**
 * The /my_cartlist form: the create-order body without the carts (the page adds the browser's) and with the
 * same choice checks create-order makes, each keyed by the body path the server's 422 uses.
 */
export const CheckoutFormFields = z.preprocess(
  withBlankRecipient,
  CreateOrderBody.omit({ carts: true, prime: true, instalment: true }).superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(orderChoiceErrors(value)))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  }),
);
export type CheckoutFormFields = z.output<typeof CheckoutFormFields>;

/** A coupon priced against the carts before the order is sent, with create-order's own rules. */
export const CheckCouponBody = z
  .object({
    carts: CartSummaryBody.shape.carts,
    coupon_code: z.string().trim().min(1).max(40),
  })
  .strict();
export type CheckCouponBody = z.input<typeof CheckCouponBody>;

export const CheckCouponAnswer = z.object({
  coupon_code: z.string(),
  /** What the coupon takes off the merchandise total, integer TWD (create-order takes the same). */
  coupon_discount: z.number().int(),
});
export type CheckCouponAnswer = z.infer<typeof CheckCouponAnswer>;

export const CreateOrderAnswer = z.object({
  ordermain_id: z.number().int(),
  ordermain_sn: z.string(),
  payment: z.object({ redirect_url: z.string() }),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswer>;

export const OrderDetailAnswer = z.object({
  ordermain_id: z.number().int(),
  ordermain_sn: z.string(),
  ordermain_status: z.number().int(),
  status_name: z.string(),
  ordermain_dt1: z.string(),
  expires_at: z.string().nullable(),
  merchandise_total: z.number().int(),
  discount_total: z.number().int(),
  coupon_discount: z.number().int(),
  addon_total: z.number().int(),
  freight: z.number().int(),
  points_used: z.number().int(),
  credit_used: z.number().int(),
  ordermain_total: z.number().int(),
  ship_method: ShipMethod,
  pay_method: PayMethod,
  invoice_type: z.enum(INVOICE_TYPES),
  recipient_name: z.string(),
  shipped_at: z.string().nullable(),
  /** Home or Hong Kong: the address fields; 7-ELEVEN: the store (the other fields are empty). */
  delivery: z.object({
    zipcode: z.string(),
    city: z.string(),
    district: z.string(),
    address: z.string(),
    store_id: z.string().nullable(),
    store_name: z.string().nullable(),
    /** 7-ELEVEN: the shipment's 寄件編號 once the shipment is created (get-711-pickup-number answers the same). */
    pickup_number: z.string().nullable(),
    /** Home delivery: the carrier's tracking number once staff mark the order shipped. */
    tracking_number: z.string().nullable(),
    /** The day (YYYY-MM-DD, Taipei) the parcel is expected; null when the order is not on its way. */
    expected_arrival: z.string().nullable(),
  }),
  invoice: z.object({
    carrier_num: z.string().nullable(),
    donate_code: z.string().nullable(),
    tax_number: z.string().nullable(),
    invoice_title: z.string().nullable(),
    /** The latest e-invoice's number once issued (AB12345678), and its state (issued, voided …). */
    invoice_number: z.string().nullable(),
    invoice_state: z.string().nullable(),
  }),
  /** 取消訂單 is offered (member-area §4 "Order"; the rule is docs/decisions/026-member-orders-purchase-history-favourites-and-the-tier.md). */
  can_cancel: z.boolean(),
  /** 重新付款 is offered. */
  can_repay: z.boolean(),
  /** 申請退貨 is offered: shipped, within 14 days, and no request yet (one per order). */
  can_return: z.boolean(),
  /** The last day a return may be asked for (YYYY-MM-DD, Taipei); null before shipment. */
  return_until: z.string().nullable(),
  /** The order's return request, once made. */
  return_request: ReturnRequestView.nullable(),
  lines: z.array(
    z.object({
      p_id: z.number().int(),
      p_name: z.string(),
      /** The product's image file (productImageUrl makes the address); '' when it has none. */
      p_img: z.string(),
      p_price: z.number().int(),
      list_price: z.number().int(),
      ordersub_count: z.number().int(),
      line_kind: z.string(),
    }),
  ),
  /** The latest payment attempt; null when nothing is paid online (cash on pickup, fully paid by points). */
  payment: z
    .object({
      provider: z.string(),
      state: z.string(),
      amount: z.number().int(),
      /** ATM transfer: the virtual account ECPay gave (bank code, account, deadline); null until given. */
      atm: z.object({ bank_code: z.string(), account: z.string(), pay_by: z.string() }).nullable().optional(),
    })
    .nullable(),
});
export type OrderDetailAnswer = z.infer<typeof OrderDetailAnswer>;

export const CancelOrderAnswer = z.object({
  ordermain_id: z.number().int(),
  ordermain_status: z.number().int(),
  status_name: z.string(),
  refunded: z.boolean(),
});
export type CancelOrderAnswer = z.infer<typeof CancelOrderAnswer>;

// --- payment returns and re-pay (issue 12 part 3) ------------------------------------------------

const PaymentRef = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * The shopper's return from a provider: our payment reference (LINE Pay sends it back as orderId) and,
 * for LINE Pay, its transactionId (digits, kept as a string: it exceeds 2^53).
 */
export const ConfirmPaymentBody = z
  .object({
    ref: PaymentRef,
    transaction_id: z
      .string()
      .regex(/^\d{1,32}$/)
      .optional(),
  })
  .strict();
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBody>;

/** expired: the order could no longer be paid, nothing was captured; refunded: captured after the order closed, and given back. */
export const PAYMENT_CONFIRM_OUTCOMES = [
  'paid',
  'already_paid',
  'declined',
  'not_confirmed',
  'expired',
  'refunded',
] as const;
export const ConfirmPaymentAnswer = z.object({
  ordermain_id: z.number().int(),
  ordermain_sn: z.string(),
  outcome: z.enum(PAYMENT_CONFIRM_OUTCOMES),
});
export type ConfirmPaymentAnswer = z.infer<typeof ConfirmPaymentAnswer>;

export const RepayBody = z
  .object({
    ordermain_id: z.number().int().positive().max(DATABASE_INT_MAX),
    prime: z.string().trim().min(1).max(200).optional(),
    instalment: Instalment.optional(),
  })
  .strict();
export type RepayBody = z.infer<typeof RepayBody>;
export const RepayAnswer = CreateOrderAnswer;

export const OrderSnParam = z.object({ ordersn: z.string().regex(/^[A-Z0-9-]{6,40}$/) });
