// The skin analyzer's trial claim and bulk add (member-area §4, §5, §8; docs/decisions/095, 096) at 1280 px,
// by the questions way: a guest's bulk add of the routine with the spec's messages and a claim that sends
// her to /login; a new member (tier 99) claims the trial pack into the skin-test cart, is told it is there
// already on a second claim and finds it in /my_cartlist with the $65 handling fee.
import { formatPrice } from '@shop/core';
import { registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { apiLogin, useToken } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const PASSWORD = 'Demo-Shop-2026';

async function answerQuestions(page: import('@playwright/test').Page) {
  await page.getByTestId('skin-use-questions').click();
  await page.getByTestId('skin-questions').getByText('油性肌').click();
  await page.getByTestId('skin-questions-submit').click();
  await expect(page.getByTestId('skin-routine-step')).toHaveCount(3);
}

test('a guest adds the whole routine at once and is sent to log in for the trial', async ({ page }) => {
  test.slow();
  await page.goto('/SkinAnalyzer?test=1');
  await answerQuestions(page);

  const bulk = page.getByTestId('skin-bulk');
  const pickers = bulk.getByTestId('skin-bulk-qty');
  const count = await pickers.count();
  expect(count).toBeGreaterThan(0);
  const values = await pickers.evaluateAll((els) => els.map((el) => Number((el as HTMLSelectElement).value)));
  const units = values.reduce((sum, n) => sum + n, 0);
  expect(units).toBeGreaterThan(0);
  await expectNoBlockingViolations(page);
  await page.getByTestId('skin-bulk-add').click();
  await expect(page.getByTestId('toast')).toHaveText(`成功加入 ${units} 件商品到購物車`);
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart.reduce((sum: number, line: { quantity: number }) => sum + line.quantity, 0)).toBe(units);

  for (let i = 0; i < count; i++) await pickers.nth(i).selectOption('0');
  await page.getByTestId('skin-bulk-add').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('請至少選擇一件商品');
  await dialog.getByRole('button', { name: '確定' }).click();

  // Four of a product in the cart already: that item is skipped with the spec's words.
  const first = await pickers.first().getAttribute('id');
  const productId = Number(first?.replace('skin-bulk-', ''));
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 4, selected: true }]));
  }, productId);
  await pickers.first().selectOption('1');
  const name = await bulk.locator(`label[for="skin-bulk-${productId}"]`).innerText();
  await page.getByTestId('skin-bulk-add').click();
  await expect(dialog).toContainText(`商品 ${name} 在購物車中的數量已達上限（最多4件）`);
  await expect(dialog).toContainText('有 1 件商品無法加入購物車');
  await dialog.getByRole('button', { name: '確定' }).click();

  await page.getByTestId('skin-trial-claim').click();
  await expect(dialog).toContainText('請先登入');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a new member claims the trial pack once and finds it at checkout with the $65 fee', async ({
  page,
  request,
}) => {
  test.slow();
  const mobile = await registerThroughApi(request, { name: '試用包測試', password: PASSWORD });
  const token = await apiLogin(request, { account: mobile, password: PASSWORD });
  await useToken(page, token);
  await page.goto('/SkinAnalyzer?test=1');
  await answerQuestions(page);
  // A member's analysis is saved: that is what entitles her to the trial (decision 095).
  await expect(page.getByTestId('skin-saved')).toContainText('已保存到你的檢測紀錄。');

  await page.getByTestId('skin-trial-claim').click();
  await expect(page.getByTestId('toast')).toHaveText('試用包已加入購物車。');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onlineSkinTestCart') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ productId: 5686, quantity: 1, activity_type: 24 })]);

  await page.getByTestId('skin-trial-claim').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('試用包已在購物車內。');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(page).toHaveURL(/\/my_cartlist$/);
  const line = page.getByTestId('cartlist-trial-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('官網新會員試用包（兩件組）');
  await expect(line.getByTestId('cartlist-trial-price')).toHaveText(formatPrice(65));
  await expect(page.getByTestId('sum-handling-fee')).toContainText(formatPrice(65));
});
