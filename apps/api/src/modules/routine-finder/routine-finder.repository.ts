import { ROUTINE_STEP_OF_CATEGORY, type RoutineCandidate } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

const { categories, productCategories, products, productTags, routineResults } = schema;

export type RoutineResultRow = typeof routineResults.$inferSelect;

const SHOWN = 1;

/** Every shown product of the routine's product types, with its step and tags. */
export async function selectCandidates(db: Database): Promise<RoutineCandidate[]> {
  const rows = await db
    .select({
      p_id: products.p_id,
      series: products.series_slug,
      stock: products.stock,
      path: categories.category_path,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.category_id, productCategories.category_id))
    .innerJoin(products, eq(products.p_id, productCategories.p_id))
    .where(
      and(
        inArray(categories.category_path, Object.keys(ROUTINE_STEP_OF_CATEGORY)),
        eq(products.p_show, SHOWN),
      ),
    );
  const ids = [...new Set(rows.map((row) => row.p_id))];
  const tagRows =
    ids.length === 0
      ? []
      : await db.select().from(productTags).where(inArray(productTags.p_id, ids)).orderBy(productTags.tag);
  const tags = new Map<number, string[]>();
  for (const row of tagRows) tags.set(row.p_id, [...(tags.get(row.p_id) ?? []), row.tag]);
  return rows.map((row) => ({
    p_id: row.p_id,
    step: ROUTINE_STEP_OF_CATEGORY[row.path]!,
    series: row.series,
    tags: tags.get(row.p_id) ?? [],
    in_stock: row.stock > 0,
  }));
}

export async function insertResult(
  db: Database,
  values: Pick<RoutineResultRow, 'code' | 'member_id' | 'answers' | 'picks' | 'created_at'>,
): Promise<RoutineResultRow> {
  const [row] = await db.insert(routineResults).values(values).returning();
  return row!;
}

export async function selectMemberResult(
  db: Database,
  memberId: number,
  code: string,
): Promise<RoutineResultRow | null> {
  const [row] = await db
    .select()
    .from(routineResults)
    .where(and(eq(routineResults.code, code), eq(routineResults.member_id, memberId)));
  return row ?? null;
}

export async function selectMemberResults(db: Database, memberId: number): Promise<RoutineResultRow[]> {
  return db
    .select()
    .from(routineResults)
    .where(eq(routineResults.member_id, memberId))
    .orderBy(desc(routineResults.created_at), desc(routineResults.result_id));
}

/** Gives an unowned result to the member; a result someone owns already is left alone. */
export async function claimResult(db: Database, memberId: number, code: string): Promise<void> {
  await db
    .update(routineResults)
    .set({ member_id: memberId })
    .where(and(eq(routineResults.code, code), isNull(routineResults.member_id)));
}
