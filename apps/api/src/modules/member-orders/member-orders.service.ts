import type { BoughtProduct, MemberOrderRow, MemberOrdersAnswer } from '@shop/contracts';
import {
  addDays,
  isValidOrderStatus,
  MEMBER_ORDERS_PER_PAGE,
  ONE_YEAR_HISTORY_DAYS,
  orderStatusName,
  type ShipMethod,
  taipeiDate,
  totalPages,
} from '@shop/core';
import type { Database } from '@shop/db';
import { listProductsByIds } from '../catalogue/index.ts';
import * as repository from './member-orders.repository.ts';

function toRow(order: repository.MemberOrderRecord): MemberOrderRow {
  return {
    ordermain_id: order.ordermain_id,
    ordermain_dt1: order.ordermain_dt1.toISOString(),
    ordermain_status: order.ordermain_status,
    status_name: orderStatusName(order.ordermain_status) ?? '',
    ordermain_sn: order.ordermain_sn,
    ordermain_total: order.ordermain_total,
    points: order.points,
    ispoints: order.ispoints,
    is_valid: isValidOrderStatus(order.ordermain_status),
    ship_method: order.ship_method as ShipMethod,
    item_count: Number(order.item_count),
  };
}

/** get-orders?page=: a page past the last answers no rows with the real totals (the list shows its pager). */
export async function ordersPage(db: Database, memberId: number, page: number): Promise<MemberOrdersAnswer> {
  const perPage = MEMBER_ORDERS_PER_PAGE;
  const [rows, total] = await Promise.all([
    repository.selectOrdersPage(db, memberId, (page - 1) * perPage, perPage),
    repository.countOrders(db, memberId),
  ]);
  return {
    orders: rows.map(toRow),
    page,
    per_page: perPage,
    total,
    last_page: totalPages(total, perPage),
  };
}

/** get-one-year-orders: orders placed from the Taipei day a year ago onwards. */
export async function oneYearOrders(db: Database, memberId: number, now: Date) {
  const firstDay = addDays(taipeiDate(now), -ONE_YEAR_HISTORY_DAYS);
  const since = new Date(`${firstDay}T00:00:00+08:00`);
  return { orders: (await repository.selectOrdersSince(db, memberId, since)).map(toRow) };
}

/** get-bought-products: valid orders only (a cancelled or unpaid order was never bought). */
export async function boughtProducts(db: Database, memberId: number): Promise<{ products: BoughtProduct[] }> {
  const rows = await repository.selectBoughtProducts(db, memberId);
  const products = await listProductsByIds(
    db,
    rows.map((row) => row.p_id),
  );
  return {
    products: rows.map((row) => ({
      p_id: row.p_id,
      p_name: row.p_name,
      quantity: row.quantity,
      order_count: row.order_count,
      last_bought_at: (row.last_bought_at ?? new Date(0)).toISOString(),
      last_ordermain_id: row.last_ordermain_id,
      product: products.find((p) => p.p_id === row.p_id) ?? null,
    })),
  };
}
