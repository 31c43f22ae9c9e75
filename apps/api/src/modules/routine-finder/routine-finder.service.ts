import { randomBytes } from 'node:crypto';
import type {
  RoutineAnswersBody,
  RoutineHistoryAnswer,
  RoutineResult,
  RoutineResultAnswer,
} from '@shop/contracts';
import { routineFinderMessages as m, routineFor } from '@shop/core';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import { listProductsByIds } from '../catalogue/index.ts';
import * as repository from './routine-finder.repository.ts';

/** 12 random bytes make a 16-character base64url code: unguessable, and short enough for a link. */
const CODE_BYTES = 12;

/** log-routine-finder3: the routine for the answers, saved under a new code; a member's is theirs at once. */
export async function saveResult(
  db: Database,
  memberId: number | null,
  answers: RoutineAnswersBody,
  now: Date,
): Promise<RoutineResultAnswer> {
  const picks = routineFor(answers, await repository.selectCandidates(db));
  const row = await repository.insertResult(db, {
    code: randomBytes(CODE_BYTES).toString('base64url'),
    member_id: memberId,
    answers,
    picks,
    created_at: now,
  });
  return answerOf(db, row, memberId !== null);
}

/** customer-routine-finder/{code}: one of the member's results; anyone else's answers 404. */
export async function memberResult(
  db: Database,
  memberId: number,
  code: string,
): Promise<RoutineResultAnswer> {
  const row = await repository.selectMemberResult(db, memberId, code);
  if (!row) throw notFound(m.resultNotFound);
  return answerOf(db, row, true);
}

/** customer-routine-finder-history-list: the member's results, newest first. */
export async function memberHistory(db: Database, memberId: number): Promise<RoutineHistoryAnswer> {
  const rows = await repository.selectMemberResults(db, memberId);
  return {
    results: rows.map((row) => ({
      code: row.code,
      skin_type: row.answers.skin_type,
      concerns: row.answers.concerns,
      step_count: row.picks.length,
      created_at: row.created_at.toISOString(),
    })),
  };
}

/**
 * bind-customer-routine-finder: an unowned result becomes the member's. A code another member owns, or
 * no result at all, changes nothing and answers the same, so codes cannot be probed.
 */
export async function bindResult(db: Database, memberId: number, code: string): Promise<void> {
  await repository.claimResult(db, memberId, code);
}

async function answerOf(
  db: Database,
  row: repository.RoutineResultRow,
  saved: boolean,
): Promise<RoutineResultAnswer> {
  const products = new Map(
    (
      await listProductsByIds(
        db,
        row.picks.map((pick) => pick.p_id),
      )
    ).map((p) => [p.p_id, p]),
  );
  const result: RoutineResult = {
    code: row.code,
    answers: row.answers,
    steps: row.picks.map((pick) => ({
      step: pick.step,
      product: products.get(pick.p_id) ?? null,
      explanation: m.reason(pick, row.answers.skin_type),
    })),
    saved,
    created_at: row.created_at.toISOString(),
  };
  return { code: row.code, result };
}
