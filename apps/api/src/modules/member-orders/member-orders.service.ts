import type {
  BoughtProduct,
  BuyGiftsForMemberAnswer,
  MemberOrderRow,
  MemberOrdersAnswer,
  RoutineKitsForMemberAnswer,
} from '@shop/contracts';
import {
  addDays,
  buyGiftProgress,
  isValidOrderStatus,
  MEMBER_ORDERS_PER_PAGE,
  ONE_YEAR_HISTORY_DAYS,
  orderStatusName,
  type ShipMethod,
  scopeCovers,
  taipeiDate,
  totalPages,
} from '@shop/core';
import type { Database } from '@shop/db';
import { getTempCart, keptPricingProducts } from '../cart/index.ts';
import { listProductsByIds } from '../catalogue/index.ts';
import { listGiftActivities, listRoutineKits } from '../promotions/index.ts';
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

/** The open kits with the kits this member bought and which of each kit's products they already have. */
export async function routineKitsForMember(
  db: Database,
  memberId: number,
  now: Date,
): Promise<RoutineKitsForMemberAnswer> {
  const [kits, kitsBought, bought] = await Promise.all([
    listRoutineKits(db, now),
    repository.selectUnitsByOfferRef(db, memberId, 'routinekit:'),
    repository.selectBoughtProducts(db, memberId),
  ]);
  const owned = new Set(bought.map((row) => row.p_id));
  return {
    routineKitList: kits.map((kit) => ({
      ...kit,
      member: {
        kits_bought: kitsBought.get(kit.routinekit_id) ?? 0,
        owned_p_ids: kit.items.map((item) => item.product.p_id).filter((pId) => owned.has(pId)),
      },
    })),
  };
}

/** The open 買N送1 events with this member's progress from the server cart and the gifts already received. */
export async function buyGiftsForMember(
  db: Database,
  memberId: number,
  now: Date,
): Promise<BuyGiftsForMemberAnswer> {
  const [events, cart, received] = await Promise.all([
    listGiftActivities(db, now, ['buy_gift']),
    getTempCart(db, memberId),
    repository.selectUnitsByOfferRef(db, memberId, 'buy_gift:'),
  ]);
  const products = await keptPricingProducts(
    db,
    cart.items.map((item) => item.product_id),
  );
  const pathsOf = new Map(products.map((p) => [p.p_id, p.category_paths ?? []]));
  return {
    buyGifts: events.map((event) => {
      const units = cart.items
        .filter((item) => pathsOf.has(item.product_id))
        .filter((item) => scopeCovers(event.scope, item.product_id, pathsOf.get(item.product_id) ?? []))
        .reduce((total, item) => total + item.quantity, 0);
      return {
        ...event,
        member: {
          units_in_cart: units,
          ...buyGiftProgress(units, event.buy_count, event.gift_count),
          gifts_received: received.get(event.activity_id) ?? 0,
        },
      };
    }),
  };
}
