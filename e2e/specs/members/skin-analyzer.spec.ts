// The skin analyzer (member-area §2.7, §4, §5) at 1280 px: the questions way to the results with the
// routine (三步驟 first, then 五步驟) and the standard add to cart; nothing is kept for a revisit on the
// questions way (customer_routine_cvResults cleared). Both spellings of the path answer the page.
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/shop';

test('the questions way reaches the routine and puts a product in the cart', async ({ page }) => {
  // Two axe runs and a routine from the server: more than the default time on a busy machine.
  test.slow();
  const answer = await page.goto('/skin-analyzer');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 膚況檢測' })).toBeVisible();

  await page.goto('/SkinAnalyzer');
  await expect(page.getByRole('heading', { level: 2, name: '選擇檢測方式' })).toBeVisible();
  await expectNoBlockingViolations(page);
  // A kept selfie result from an earlier visit is cleared by the questions way.
  await page.evaluate(() =>
    sessionStorage.setItem(
      'customer_routine_cvResults',
      JSON.stringify({ image: 'data:image/jpeg;base64,', findings: [] }),
    ),
  );

  await page.getByTestId('skin-use-questions').click();
  const form = page.getByTestId('skin-questions');
  await page.getByTestId('skin-questions-submit').click();
  await expect(form.getByRole('alert')).toHaveText('請選擇膚質');
  await form.getByText('油性肌').click();
  await form.getByText('毛孔粗大').click();
  await form.getByText('暗沉').click();
  await page.getByTestId('skin-questions-submit').click();

  const results = page.getByTestId('skin-results');
  await expect(results.getByRole('heading', { name: '你的膚況結果' })).toBeFocused();
  await expect(page.getByTestId('skin-selections')).toHaveText('油性肌・毛孔粗大、暗沉');
  // No photo: no score bars.
  await expect(page.getByTestId('skin-score')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('customer_routine_cvResults'))).toBeNull();

  const routine = page.getByTestId('skin-routine');
  await expect(routine.getByRole('heading', { name: '三步驟保養推薦' })).toBeVisible();
  const steps = page.getByTestId('skin-routine-step');
  await expect(steps).toHaveCount(3);
  await expect(steps.first()).toContainText('STEP 1 潔淨');
  await expect(steps.nth(2)).toContainText('STEP 3 防曬');
  // A guest's analysis is answered, not saved.
  await expect(page.getByTestId('skin-saved')).toContainText('登入會員後檢測，可保存每次的分數與推薦。');
  await expectNoBlockingViolations(page);

  await page.getByTestId('skin-routine-mode').click();
  await expect(routine.getByRole('heading', { name: '五步驟保養推薦' })).toBeVisible();
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(1)).toContainText('STEP 2 化妝水');
  await expect(page.getByTestId('skin-routine-mode')).toHaveText('查看3步驟保養推薦');
  await page.getByTestId('skin-routine-mode').click();
  await expect(steps).toHaveCount(3);
  await expect(page.getByTestId('skin-routine-mode')).toHaveText('查看5步驟保養推薦');

  // The standard single add: checked against the open products, then 加入購物車成功.
  const first = page.getByTestId('skin-routine-product').first();
  const name = await first.getByRole('heading', { level: 4 }).innerText();
  await first.getByTestId('skin-add-to-cart').click();
  await expect(page.getByTestId('toast')).toHaveText('加入購物車成功');
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({ quantity: 1, selected: true });
  expect(name.length).toBeGreaterThan(0);
});
