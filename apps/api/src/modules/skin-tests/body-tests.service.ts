import type {
  BodyTestRecord,
  BodyTestRecordsAnswer,
  PostBodyTestAnswer,
  PostBodyTestBody,
} from '@shop/contracts';
import {
  BODY_TEST_PRODUCT_TAGS,
  BODY_TEST_RECORDS_LIMIT,
  BODY_TEST_SUGGESTIONS,
  type BodyTestAnswers,
  type BodyTestResult,
  bodyTestResult,
} from '@shop/core';
import type { Database } from '@shop/db';
import { listProductsByIds } from '../catalogue/index.ts';
import * as repository from './skin-tests.repository.ts';

/**
 * post-body-test-play-records: the result of the answers (the same function the page runs) and the
 * products suggested for it; a member's play is saved, a guest's is not.
 */
export async function playBodyTest(
  db: Database,
  memberId: number | null,
  body: PostBodyTestBody,
  now: Date,
): Promise<PostBodyTestAnswer> {
  const result = bodyTestResult(body.answers);
  const ids = await repository.selectProductsByTags(
    db,
    BODY_TEST_PRODUCT_TAGS[result],
    BODY_TEST_SUGGESTIONS,
  );
  const products = await listProductsByIds(db, ids);
  const row =
    memberId === null
      ? null
      : await repository.insertBodyTest(db, {
          member_id: memberId,
          answers: body.answers,
          result_key: result,
          created_at: now,
        });
  return {
    record: {
      record_id: row?.record_id ?? null,
      answers: body.answers,
      result,
      created_at: (row?.created_at ?? now).toISOString(),
    },
    products,
  };
}

/** get-body-test-play-records: the member's plays, newest first. */
export async function memberBodyTests(db: Database, memberId: number): Promise<BodyTestRecordsAnswer> {
  const rows = await repository.selectMemberBodyTests(db, memberId, BODY_TEST_RECORDS_LIMIT);
  return {
    records: rows.map(
      (row): BodyTestRecord => ({
        record_id: row.record_id,
        answers: row.answers as BodyTestAnswers,
        result: row.result_key as BodyTestResult,
        created_at: row.created_at.toISOString(),
      }),
    ),
  };
}
