// The body skin test of /body-skin-checkup (member-area-and-tools.md §2.10): the spec shows neither
// questions nor results; ours are in docs/decisions/066-body-skin-test.md. The same function scores the
// answers in the browser and on the server.

export const BODY_TEST_QUESTIONS = [
  { key: 'area', options: ['arms_legs', 'back_chest', 'hands_feet', 'whole'] },
  { key: 'feel', options: ['tight', 'comfortable', 'oily'] },
  { key: 'concern', options: ['dryness', 'bumps', 'acne', 'dullness', 'itch'] },
  { key: 'season', options: ['winter', 'summer', 'all_year'] },
] as const;
export type BodyTestQuestion = (typeof BODY_TEST_QUESTIONS)[number];
export type BodyTestQuestionKey = BodyTestQuestion['key'];
export type BodyTestAnswers = { [Q in BodyTestQuestion as Q['key']]: Q['options'][number] };

/** The results, in the order a tie is settled. */
export const BODY_TEST_RESULTS = ['dry', 'rough', 'blemish', 'sensitive', 'dull'] as const;
export type BodyTestResult = (typeof BODY_TEST_RESULTS)[number];

/** Product tags each result looks for, the first the strongest. */
export const BODY_TEST_PRODUCT_TAGS: Readonly<Record<BodyTestResult, readonly string[]>> = {
  dry: ['身體乳', '保濕', '滋潤', '修護'],
  rough: ['毛孔角化', '果酸', '身體乳', '去角質'],
  blemish: ['水楊酸', '抗痘', '痘痘', '控油'],
  sensitive: ['舒緩', '敏感肌', '溫和', '修護'],
  dull: ['亮白', '維他命C', '淡斑', '身體乳'],
};
/** Products suggested with a result. */
export const BODY_TEST_SUGGESTIONS = 3;
/** Body-test records get-body-test-play-records answers, newest first. */
export const BODY_TEST_RECORDS_LIMIT = 20;

const CONCERN_RESULT: Record<BodyTestAnswers['concern'], BodyTestResult> = {
  dryness: 'dry',
  bumps: 'rough',
  acne: 'blemish',
  dullness: 'dull',
  itch: 'sensitive',
};

/**
 * The result of a finished test: the concern weighs 3, how the skin feels after a shower 2, the area and
 * the season 1 each; a tie goes to the earlier result of BODY_TEST_RESULTS.
 */
export function bodyTestResult(answers: BodyTestAnswers): BodyTestResult {
  const score: Record<BodyTestResult, number> = { dry: 0, rough: 0, blemish: 0, sensitive: 0, dull: 0 };
  score[CONCERN_RESULT[answers.concern]] += 3;
  if (answers.feel === 'tight') {
    score.dry += 2;
    score.sensitive += 1;
  }
  if (answers.feel === 'oily') score.blemish += 2;
  if (answers.area === 'back_chest') score.blemish += 1;
  if (answers.area === 'arms_legs') score.rough += 1;
  if (answers.area === 'hands_feet') score.dry += 1;
  if (answers.season === 'winter') score.dry += 1;
  if (answers.season === 'summer') score.blemish += 1;
  let best: BodyTestResult = BODY_TEST_RESULTS[0];
  for (const result of BODY_TEST_RESULTS) if (score[result] > score[best]) best = result;
  return best;
}
