// Member-area order calls (member-area-and-tools.md §7 "Orders", §2.2 history row, §2.4 purchase
// history). The spec shows only the one-year list's row; the paged list and purchase history are ours
// (docs/decisions.md "Member orders").
import { z } from 'zod';
import { ListProduct } from './catalogue.ts';
import { ShipMethod } from './checkout.ts';
import { callsOf } from './define-call.ts';
import { GiftActivity, RoutineKit } from './promotions.ts';

const id = z.number().int();

/** One order as the member's lists show it (the §3 "Order (history row)" fields and a few more). */
export const MemberOrderRow = z.object({
  ordermain_id: id,
  /** ISO timestamp of the order. */
  ordermain_dt1: z.string(),
  ordermain_status: id,
  status_name: z.string(),
  ordermain_sn: z.string(),
  ordermain_total: id,
  points: id,
  /** Spend and points already credited (the appreciation period is over). */
  ispoints: z.boolean(),
  is_valid: z.boolean(),
  ship_method: ShipMethod,
  /** Units of every line together. */
  item_count: id,
});
export type MemberOrderRow = z.infer<typeof MemberOrderRow>;

export const OrdersPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OrdersPageQuery = z.input<typeof OrdersPageQuery>;

/** get-orders?page=n: newest first, MEMBER_ORDERS_PER_PAGE a page. */
export const MemberOrdersAnswer = z.object({
  orders: z.array(MemberOrderRow),
  page: id,
  per_page: id,
  total: id,
  last_page: id,
});
export type MemberOrdersAnswer = z.infer<typeof MemberOrdersAnswer>;

/** get-one-year-orders: every order of the last year, newest first (the member center pages them). */
export const OneYearOrdersAnswer = z.object({ orders: z.array(MemberOrderRow) });
export type OneYearOrdersAnswer = z.infer<typeof OneYearOrdersAnswer>;

/** get-bought-products: each product the member bought in a valid order, last bought first. */
export const BoughtProduct = z.object({
  p_id: id,
  p_name: z.string(),
  /** Units bought over every valid order. */
  quantity: id,
  order_count: id,
  last_bought_at: z.string(),
  last_ordermain_id: id,
  /** The product as sold now; null when it is no longer on sale. */
  product: ListProduct.nullable(),
});
export type BoughtProduct = z.infer<typeof BoughtProduct>;
export const BoughtProductsAnswer = z.object({ products: z.array(BoughtProduct) });
export type BoughtProductsAnswer = z.infer<typeof BoughtProductsAnswer>;

/**
 * get-routine-kit-list-with-member-id: the open kits with what this member has of them (docs/decisions/
 * 034-kit-add-on-and-gift-lines-on-my.md): kits bought in valid orders and which of the kit's products
 * the member already bought.
 */
export const RoutineKitForMember = RoutineKit.extend({
  member: z.object({ kits_bought: id, owned_p_ids: z.array(id) }),
});
export type RoutineKitForMember = z.infer<typeof RoutineKitForMember>;
export const RoutineKitsForMemberAnswer = z.object({ routineKitList: z.array(RoutineKitForMember) });
export type RoutineKitsForMemberAnswer = z.infer<typeof RoutineKitsForMemberAnswer>;

/**
 * get-open-buy-gift-list-with-member-id: the open 買N送1 events with this member's progress: units in scope
 * in the member's server cart (§7.5), the gifts they earn, units to the next gift, and gifts of the event
 * already received in valid orders.
 */
export const BuyGiftForMember = GiftActivity.extend({
  member: z.object({
    units_in_cart: id,
    gifts_earned: id,
    units_to_next_gift: id,
    gifts_received: id,
  }),
});
export type BuyGiftForMember = z.infer<typeof BuyGiftForMember>;
export const BuyGiftsForMemberAnswer = z.object({ buyGifts: z.array(BuyGiftForMember) });
export type BuyGiftsForMemberAnswer = z.infer<typeof BuyGiftsForMemberAnswer>;

const memberOrderCall = callsOf('member-orders');

export const memberOrderCalls = {
  orders: memberOrderCall({
    method: 'GET',
    route: 'get-orders',
    summary: "The member's orders, newest first, paged",
    query: OrdersPageQuery,
    answer: MemberOrdersAnswer,
    errors: [401, 422],
    auth: 'required',
    perCaller: true,
  }),
  oneYearOrders: memberOrderCall({
    method: 'GET',
    route: 'get-one-year-orders',
    summary: "The member's orders of the last year (member center history)",
    answer: OneYearOrdersAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  boughtProducts: memberOrderCall({
    method: 'GET',
    route: 'get-bought-products',
    summary: 'Products the member bought in valid orders (purchase history)',
    answer: BoughtProductsAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  routineKitsForMember: memberOrderCall({
    method: 'GET',
    route: 'get-routine-kit-list-with-member-id',
    summary: 'Open routine kits with the kits and kit products this member bought',
    answer: RoutineKitsForMemberAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  buyGiftsForMember: memberOrderCall({
    method: 'GET',
    route: 'get-open-buy-gift-list-with-member-id',
    summary: "Open buy-gift events (買N送1) with this member's cart progress and gifts received",
    answer: BuyGiftsForMemberAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
};
