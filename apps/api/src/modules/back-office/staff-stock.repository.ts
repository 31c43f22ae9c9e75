// Stock kept by staff (decision 093): products with their stock, visibility and waiting restock notices;
// a change is one conditional UPDATE (stock + delta, only while the result stays at or above 0), a
// stock_adjustments ledger row with the reason and the stock it left, and the audit row — one transaction.
import { type StockListQuery, staffMessages } from '@shop/contracts/back-stage';
import { type Database, escapeLike, schema } from '@shop/db';
import { and, asc, desc, eq, gt, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';

const { products, restockNotices, stockAdjustments, staff } = schema;
type ListQuery = z.output<typeof StockListQuery>;

export async function listStock(db: Database, query: ListQuery) {
  const where: SQL[] = [];
  if (query.q) where.push(ilike(products.p_name, `%${escapeLike(query.q)}%`));
  if (query.max_stock !== undefined) where.push(lte(products.stock, query.max_stock));
  if (query.after) where.push(gt(products.p_id, query.after));
  const rows = await db
    .select({
      p_id: products.p_id,
      p_name: products.p_name,
      stock: products.stock,
      visible: sql<boolean>`${products.p_show} = 1`,
      restock_waiting: sql<number>`(select count(*)::int from ${restockNotices} where ${restockNotices.p_id} = ${products.p_id} and ${restockNotices.notified_at} is null)`,
    })
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.p_id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    products: page,
    next_after: rows.length > query.limit ? (page.at(-1)?.p_id ?? null) : null,
  };
}

export async function adjustStock(
  db: Database,
  actor: { staffId: number; ip: string },
  productId: number,
  body: { delta: number; reason: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${body.delta}` })
      .where(and(eq(products.p_id, productId), sql`${products.stock} + ${body.delta} >= 0`))
      .returning({ stock: products.stock });
    if (!row) {
      const [exists] = await tx
        .select({ id: products.p_id })
        .from(products)
        .where(eq(products.p_id, productId));
      if (!exists) throw staffErrors.notFound(staffMessages.productNotFound);
      throw staffErrors.conflict(staffMessages.stockBelowZero);
    }
    await tx.insert(stockAdjustments).values({
      p_id: productId,
      staff_id: actor.staffId,
      delta: body.delta,
      stock_after: row.stock,
      reason: body.reason,
      at: now,
    });
    await writeAudit(tx, {
      staffId: actor.staffId,
      ip: actor.ip,
      at: now,
      action: 'stock.adjust',
      subjectType: 'product',
      subjectId: productId,
      before: { stock: row.stock - body.delta },
      after: { stock: row.stock, delta: body.delta, reason: body.reason },
    });
    return { p_id: productId, stock: row.stock };
  });
}

export async function stockHistory(db: Database, productId: number) {
  const [exists] = await db.select({ id: products.p_id }).from(products).where(eq(products.p_id, productId));
  if (!exists) throw staffErrors.notFound(staffMessages.productNotFound);
  const rows = await db
    .select({
      adjustment_id: stockAdjustments.adjustment_id,
      at: stockAdjustments.at,
      staff_name: staff.name,
      delta: stockAdjustments.delta,
      stock_after: stockAdjustments.stock_after,
      reason: stockAdjustments.reason,
    })
    .from(stockAdjustments)
    .leftJoin(staff, eq(staff.staff_id, stockAdjustments.staff_id))
    .where(eq(stockAdjustments.p_id, productId))
    .orderBy(desc(stockAdjustments.adjustment_id))
    .limit(50);
  return { adjustments: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}
