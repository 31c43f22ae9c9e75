// The body skin test (member-area §2.10) to its result, saved for a member, and the face-test records
// (/member/get_face_test_play_records and its detail) of a member who saved an analysis with its photo.
import { skinTestMessages as m } from '@shop/core';
import { logInWithToken, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const PASSWORD = 'Skin-Test-2026';
/** The smallest PNG (1×1): a photo the server can decode and re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a member takes the body skin test to its result, saved with product suggestions', async ({
  page,
  request,
}) => {
  const mobile = await registerThroughApi(request, { name: '身體檢測', password: PASSWORD });
  await logInWithToken(page, { account: mobile, password: PASSWORD, name: '身體檢測' });
  await page.goto('/body-skin-checkup');
  await expect(page.getByRole('heading', { level: 1, name: m.body.title })).toBeVisible();
  await page.getByTestId('body-start').click();
  const form = page.getByTestId('body-questionnaire');
  await expect(form.getByText(m.body.progress(1, 4))).toBeVisible();
  await page.getByTestId('body-next').click();
  await expect(page.getByTestId('body-error')).toHaveText(m.body.chooseOne);
  await form.getByRole('radio', { name: m.body.options.arms_legs }).check();
  await page.getByTestId('body-next').click();
  await expect(form.getByRole('heading', { name: m.body.questions.feel })).toBeFocused();
  await form.getByRole('radio', { name: m.body.options.comfortable }).check();
  await page.getByTestId('body-next').click();
  await form.getByRole('radio', { name: m.body.options.bumps }).check();
  await page.getByTestId('body-next').click();
  await form.getByRole('radio', { name: m.body.options.winter }).check();
  await expectNoBlockingViolations(page);
  await page.getByRole('button', { name: m.body.seeResult }).click();

  const result = page.getByTestId('body-result');
  await expect(result.getByRole('heading', { name: m.body.results.rough.name })).toBeVisible();
  await expect(result).toContainText(m.body.results.rough.advice);
  await expect(page.getByTestId('body-save-state')).toHaveText(m.body.saved);
  await expect(page.getByTestId('body-suggestion').first()).toContainText('10%果酸身體煥膚乳');
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);

  const token = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
  const saved = await request.get(`${API}/get-body-test-play-records`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await saved.json()) as { records: { result: string }[] }).records.map((r) => r.result)).toEqual([
    'rough',
  ]);
});

test("a member's saved analysis is listed and opens with its scores, routine and kept photo", async ({
  page,
  request,
}) => {
  const mobile = await registerThroughApi(request, { name: '膚況紀錄', password: PASSWORD });
  await logInWithToken(page, { account: mobile, password: PASSWORD, name: '膚況紀錄' });
  await page.goto('/member/get_face_test_play_records');
  await expect(page.getByTestId('face-test-records-empty')).toContainText(m.records.empty);

  const token = await page.evaluate(() => localStorage.getItem('auth_token') ?? '');
  const saved = await request.post(`${API}/customer-routine`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      selections: JSON.stringify({
        skin_type: 'oily',
        skin_concerns: ['enlargedPores'],
        selfieSource: 'others',
      }),
      cvResults: JSON.stringify({
        findings: [
          { name: 'overall', value: 81, feedback: 'overall.score.good' },
          { name: 'pore', value: 55, feedback: 'pore.score.ok' },
        ],
      }),
      keep_image: 'true',
      image: { name: 'analysis_image.jpg', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(saved.status()).toBe(200);

  await page.reload();
  const rows = page.getByTestId('face-test-record');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(m.skinTypes.oily);
  await expect(rows.first()).toContainText(m.concerns.enlargedPores ?? '毛孔粗大');
  await expectNoBlockingViolations(page);
  await rows
    .first()
    .getByRole('link', { name: new RegExp(m.records.view) })
    .click();

  await expect(page).toHaveURL(/\/member\/get_face_test_play_records_detail\/\d+$/);
  const detail = page.getByTestId('face-test-detail');
  await expect(page.getByTestId('face-test-overall')).toHaveText('81');
  await expect(detail.getByRole('img', { name: m.records.photo })).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  await expect(page.getByTestId('face-test-scores')).toContainText('毛孔');
  await expect(page.getByTestId('face-test-product')).toHaveCount(5);
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);

  // Another member's record is not found for this one.
  await page.goto('/member/get_face_test_play_records_detail/999999');
  await expect(page.getByTestId('face-test-missing')).toContainText(m.recordNotFound);
});
