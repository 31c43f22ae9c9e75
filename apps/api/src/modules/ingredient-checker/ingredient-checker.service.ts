import { randomBytes } from 'node:crypto';
import type {
  IngredientHistoryAnswer,
  IngredientQueryAnswer,
  IngredientReport,
  SavedIngredientReport,
} from '@shop/contracts';
import { checkIngredients, ingredientCheckerMessages as m, parseIngredientList } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import * as repository from './ingredient-checker.repository.ts';

/** 12 random bytes make a 16-character base64url code: unguessable, and short enough for a link. */
const CODE_BYTES = 12;
/** The history shows this many entries of each list. */
const HISTORY_FIRST_ENTRIES = 3;

async function reportOf(db: Database, text: string): Promise<IngredientReport> {
  return checkIngredients(parseIngredientList(text), await repository.selectDictionary(db));
}

/** ingredient/query: the report of a typed list; nothing is saved. */
export async function queryIngredients(db: Database, text: string): Promise<IngredientQueryAnswer> {
  return { report: await reportOf(db, text) };
}

/** ingredient/report: the report saved under a new code to share; a member's is in their history. */
export async function saveReport(
  db: Database,
  memberId: number | null,
  text: string,
  now: Date,
): Promise<SavedIngredientReport> {
  const row = await repository.insertReport(db, {
    code: randomBytes(CODE_BYTES).toString('base64url'),
    member_id: memberId,
    input_text: text,
    report: await reportOf(db, text),
    created_at: now,
  });
  return answerOf(row);
}

/** ingredient/report/{code}: a shared report for whoever holds the code; who made it is never told. */
export async function sharedReport(db: Database, code: string): Promise<SavedIngredientReport> {
  const row = await repository.selectReport(db, code);
  if (!row) throw notFound(m.reportNotFound);
  return answerOf(row);
}

/** get-ingredient2-history/{code}: one of the member's reports; anyone else's answers 404. */
export async function memberReport(
  db: Database,
  memberId: number,
  code: string,
): Promise<SavedIngredientReport> {
  const row = await repository.selectMemberReport(db, memberId, code);
  if (!row) throw notFound(m.reportNotFound);
  return answerOf(row);
}

/** get-ingredient2-history: the member's reports, newest first. */
export async function memberHistory(db: Database, memberId: number): Promise<IngredientHistoryAnswer> {
  const rows = await repository.selectMemberReports(db, memberId);
  return {
    reports: rows.map((row) => ({
      code: row.code,
      total: row.report.summary.total,
      first_entries: row.report.entries.slice(0, HISTORY_FIRST_ENTRIES).map((entry) => entry.name),
      created_at: row.created_at.toISOString(),
    })),
  };
}

function answerOf(row: repository.IngredientReportRow): SavedIngredientReport {
  return {
    code: row.code,
    text: row.input_text,
    report: row.report,
    created_at: row.created_at.toISOString(),
  };
}
