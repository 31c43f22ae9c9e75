import { type Database, preparedPer, schema } from '@shop/db';
import { and, count, desc, eq, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ledgerBalanceSql } from '../ledgers/index.ts';
import { MEMBER_GIFT_LINE } from './holdings.repository.ts';

const { couponUses, coupons, invoices, members, orderLines, orders, payments, products, sevenElevenStores } =
  schema;

export type OrderInsert = typeof orders.$inferInsert;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineInsert = Omit<typeof orderLines.$inferInsert, 'ordermain_id'>;

export async function findOrderByKey(db: Database, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.idempotency_key, key)));
  return row ?? null;
}

export async function findMemberOrder(db: Database, memberId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ordermain_id, orderId), eq(orders.member_id, memberId)));
  return row ?? null;
}

export async function findMemberOrderBySn(db: Database, memberId: number, sn: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ordermain_sn, sn), eq(orders.member_id, memberId)));
  return row ?? null;
}

export async function findOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.ordermain_id, orderId));
  return row ?? null;
}

/** The order's first payment row, written with the order (re-pay inserts its own: insertPayment). */
export interface FirstPayment {
  provider: string;
  payment_ref: string;
  amount: number;
  /**
   * A provider that starts with the order (the sandbox, PaymentProvider.startWithOrder): its transaction
   * id, kept on the payment row, and its own record's INSERT, run in the order's statement.
   */
  started?: { provider_transaction_id: string | null; record: SQL } | undefined;
}

export interface InsertedOrder {
  ordermain_id: number;
  /** null when the order was written without a payment row. */
  payment_id: number | null;
}

/** Column list of an orders insert: the properties the order has, as their column names. */
const orderColumns = getTableColumns(orders);
const keptColumnLists = new Map<string, SQL>();

function orderColumnList(order: OrderInsert): SQL {
  const keys = Object.keys(order).filter((key) => order[key as keyof OrderInsert] !== undefined);
  const id = keys.join(',');
  let list = keptColumnLists.get(id);
  if (!list) {
    const names = keys.map((key) => {
      const column = orderColumns[key as keyof typeof orderColumns];
      if (!column) throw new Error(`orders has no column ${key}`);
      return `"${column.name}"`;
    });
    list = sql.raw(names.join(', '));
    keptColumnLists.set(id, list);
  }
  return list;
}

/**
 * Writes the order row, its lines, the member's claimed gifts as NT$0 member_gift lines (the claims
 * leave the gift cart: their stock is the gift's, so the COMMIT takes none for them) and the first
 * payment row, with the start of a payment that starts with the order (the sandbox's record), in one
 * statement. Alone it is its own transaction in one round trip, and a duplicate Idempotency-Key, a
 * missing product or a short one (the COMMIT's stock trigger) leaves nothing of it;
 * the order's transaction runs it first when it takes more (coupon, ledgers, kit and gift stock).
 * Lines keep their given order, the claimed gifts after them (the detail lists lines by id).
 */
export async function insertOrder(
  db: Database,
  order: OrderInsert,
  lines: readonly OrderLineInsert[],
  payment: FirstPayment | null,
): Promise<InsertedOrder> {
  const columns = orderColumnList(order);
  const started = payment?.started;
  const startedCte = started ? sql`, started as (${started.record})` : sql``;
  const result = (await db.execute(sql`
    with o as (
      insert into orders (${columns})
      select ${columns} from jsonb_populate_record(null::orders, ${JSON.stringify(order)}::jsonb)
      returning ordermain_id, member_id),
    claimed as (
      update gift_claims set ordermain_id = (select ordermain_id from o)
      where member_id = (select member_id from o) and ordermain_id is null
      returning claim_id, gift3_id),
    new_lines as (
      select 0 as part, e.n as seq, l.p_id, l.p_name, l.p_price, l.list_price, l.ordersub_count,
             l.line_kind, l.offer_ref
      from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) with ordinality as e(line, n),
           jsonb_populate_record(null::order_lines, e.line) as l
      union all
      select 1, c.claim_id, g.p_id, g.p_name, 0, 0, g.quantity, ${MEMBER_GIFT_LINE}, 'member-gift:' || c.gift3_id
      from claimed c join gift_claim_lines g on g.claim_id = c.claim_id),
    written_lines as (
      insert into order_lines (ordermain_id, p_id, p_name, p_price, list_price, ordersub_count, line_kind, offer_ref)
      select (select ordermain_id from o), p_id, p_name, p_price, list_price, ordersub_count, line_kind, offer_ref
      from new_lines order by part, seq, p_id),
    payment as (
      insert into payments (ordermain_id, provider, payment_ref, amount, provider_transaction_id)
      select ordermain_id, ${payment?.provider ?? null}::text, ${payment?.payment_ref ?? null}::text,
             ${payment?.amount ?? null}::int, ${payment?.started?.provider_transaction_id ?? null}::text
      from o where ${payment?.provider ?? null}::text is not null
      returning payment_id)${startedCte}
    select ordermain_id, (select payment_id from payment) as payment_id from o`)) as unknown as {
    rows: InsertedOrder[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('order not inserted');
  return {
    ordermain_id: Number(row.ordermain_id),
    payment_id: row.payment_id === null ? null : Number(row.payment_id),
  };
}

/** SQLSTATE of the trigger orders_take_stock (migration 0012) when a product of the order is short. */
const SHORT_OF_STOCK = 'SH409';

/**
 * The product an order's COMMIT found short: the trigger orders_take_stock takes each product's units by a
 * conditional update, in product-id order, when the order's transaction commits, so the hot product rows
 * are locked for the COMMIT only. Null for any other error.
 */
export function shortOfStock(error: unknown): number | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (candidate.code === SHORT_OF_STOCK) return Number(candidate.detail);
    current = candidate.cause;
  }
  return null;
}

export async function findCouponByCode(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.coupon_code, code));
  return row ?? null;
}

/**
 * Counts one use against the total limit (conditional update, which also locks the coupon row so
 * uses of one coupon are counted one order at a time), then against the member's own limit.
 */
export async function takeCouponUse(
  tx: Database,
  coupon: { coupon_id: number; per_member_limit: number },
  memberId: number,
  orderId: number,
): Promise<boolean> {
  const [counted] = await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(
      and(
        eq(coupons.coupon_id, coupon.coupon_id),
        or(isNull(coupons.total_limit), sql`${coupons.used_count} < ${coupons.total_limit}`),
      ),
    )
    .returning({ id: coupons.coupon_id });
  if (!counted) return false;
  if ((await memberCouponUses(tx, coupon.coupon_id, memberId)) >= coupon.per_member_limit) return false;
  await tx
    .insert(couponUses)
    .values({ coupon_id: coupon.coupon_id, member_id: memberId, ordermain_id: orderId });
  return true;
}

/** Uses of a coupon held by the member's live orders (a cancelled order gives its use back). */
export async function memberCouponUses(db: Database, couponId: number, memberId: number): Promise<number> {
  const [held] = await db
    .select({ uses: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.coupon_id, couponId),
        eq(couponUses.member_id, memberId),
        isNull(couponUses.released_at),
      ),
    );
  return held?.uses ?? 0;
}

export async function insertPayment(
  db: Database,
  payment: { ordermain_id: number; provider: string; payment_ref: string; amount: number },
) {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.payment_id });
  if (!row) throw new Error('payment not inserted');
  return row.id;
}

export async function latestPayment(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.ordermain_id, orderId))
    .orderBy(desc(payments.payment_id))
    .limit(1);
  return row ?? null;
}

export async function orderLinesOf(db: Database, orderId: number) {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.ordermain_id, orderId))
    .orderBy(orderLines.ordersub_id);
}

export async function findOrderBySn(db: Database, sn: string) {
  const [row] = await db.select().from(orders).where(eq(orders.ordermain_sn, sn));
  return row ?? null;
}

/** The order's latest e-invoice, voided or not (the detail shows a voided one as such). */
export async function latestInvoiceOf(db: Database, orderId: number) {
  const rows = await db
    .select({ invoice_number: invoices.invoice_number, state: invoices.state })
    .from(invoices)
    .where(eq(invoices.ordermain_id, orderId))
    .orderBy(desc(invoices.invoice_id))
    .limit(1);
  return rows[0] ?? null;
}

export async function productName(db: Database, productId: number): Promise<string | null> {
  const [row] = await db.select({ name: products.p_name }).from(products).where(eq(products.p_id, productId));
  return row?.name ?? null;
}

export async function findStore(db: Database, storeId: string) {
  const [row] = await db.select().from(sevenElevenStores).where(eq(sevenElevenStores.store_id, storeId));
  return row ?? null;
}

const orderMemberOf = preparedPer((db: Database) => {
  const memberId = sql.placeholder('memberId');
  return db
    .select({
      member_id: members.member_id,
      tier: members.member_nowtier2025,
      points: ledgerBalanceSql('points', memberId),
      credit: ledgerBalanceSql('credit', memberId),
      // The level's point rate; 99 (a new website member) stands on level 0.
      // Written out in full: inside a select list drizzle leaves column names unqualified.
      point_rate: sql<number | null>`(select l.point_rate from member_levels l where l.level_id =
        case when "members"."member_nowtier2025" = 99 then 0 else "members"."member_nowtier2025" end)`,
      email: members.member_account,
    })
    .from(members)
    .where(eq(members.member_id, memberId))
    .prepare('checkout_order_member');
});

/** What placing an order reads of the member, in one round trip. */
export interface OrderMember {
  member_id: number;
  /** 0–3, or 99 for a new website member. */
  tier: number;
  points: number;
  credit: number;
  /** Points per NT$ 100 of the member's level; null when no setting exists. */
  point_rate: number | null;
  /** The member's account e-mail (the cardholder e-mail when the recipient gives none). */
  email: string | null;
}

/**
 * The member an order is placed for, in one query: what pricing needs (tier, point and credit
 * balances), the level's point rate and the account e-mail. Null when there is no such member.
 */
export async function orderMember(db: Database, memberId: number): Promise<OrderMember | null> {
  const [row] = await orderMemberOf(db).execute({ memberId });
  if (!row) return null;
  return { ...row, points: Number(row.points), credit: Number(row.credit) };
}

/** Every payment attempt, the latest invoice and the shipment of an order (the back office's detail). */
export async function orderRecordsOf(db: Database, orderId: number) {
  const [attempts, invoice, shipment] = await Promise.all([
    db
      .select({
        payment_id: payments.payment_id,
        provider: payments.provider,
        state: payments.state,
        amount: payments.amount,
        refunded_amount: payments.refunded_amount,
        created_at: payments.created_at,
        confirmed_at: payments.confirmed_at,
      })
      .from(payments)
      .where(eq(payments.ordermain_id, orderId))
      .orderBy(payments.payment_id),
    db
      .select({
        invoice_number: invoices.invoice_number,
        state: invoices.state,
        issued_at: invoices.issued_at,
        allowance_amount: invoices.allowance_amount,
      })
      .from(invoices)
      .where(eq(invoices.ordermain_id, orderId))
      .orderBy(desc(invoices.invoice_id))
      .limit(1),
    db
      .select({
        shipment_state: schema.shipments.shipment_state,
        attempts: schema.shipments.attempts,
        last_error: schema.shipments.last_error,
      })
      .from(schema.shipments)
      .where(eq(schema.shipments.ordermain_id, orderId)),
  ]);
  return { attempts, invoice: invoice[0] ?? null, shipment: shipment[0] ?? null };
}
