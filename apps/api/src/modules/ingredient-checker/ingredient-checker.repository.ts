import type { DictionaryIngredient } from '@shop/core';
import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';

const { ingredients, ingredientReports } = schema;

export type IngredientReportRow = typeof ingredientReports.$inferSelect;
const SHOWN = 1;

/**
 * The shown dictionary entries. The whole (small) dictionary is read because a pasted name may match any
 * part of a latin name or any alias, which the rules in @shop/core decide.
 */
export async function selectDictionary(db: Database): Promise<DictionaryIngredient[]> {
  return db
    .select({
      uid: ingredients.uid,
      name: ingredients.ingredient_name,
      latin: ingredients.ingredient_latin,
      aliases: ingredients.aliases,
      function: ingredients.ingredient_function,
    })
    .from(ingredients)
    .where(eq(ingredients.ingredient_show, SHOWN))
    .orderBy(ingredients.ingredient_id);
}

export async function insertReport(
  db: Database,
  values: Pick<IngredientReportRow, 'code' | 'member_id' | 'input_text' | 'report' | 'created_at'>,
): Promise<IngredientReportRow> {
  const [row] = await db.insert(ingredientReports).values(values).returning();
  return row!;
}

export async function selectReport(db: Database, code: string): Promise<IngredientReportRow | null> {
  const [row] = await db.select().from(ingredientReports).where(eq(ingredientReports.code, code));
  return row ?? null;
}

export async function selectMemberReport(
  db: Database,
  memberId: number,
  code: string,
): Promise<IngredientReportRow | null> {
  const [row] = await db
    .select()
    .from(ingredientReports)
    .where(and(eq(ingredientReports.code, code), eq(ingredientReports.member_id, memberId)));
  return row ?? null;
}

export async function selectMemberReports(db: Database, memberId: number): Promise<IngredientReportRow[]> {
  return db
    .select()
    .from(ingredientReports)
    .where(eq(ingredientReports.member_id, memberId))
    .orderBy(desc(ingredientReports.created_at), desc(ingredientReports.report_id));
}
