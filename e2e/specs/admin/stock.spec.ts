// The back office's stock page (decision 093) at 1280 px: a warehouse keeper signs in (no second factor
// for the role), adds units with a reason, is refused a change that would leave less than 0, reads the
// product's recent changes, and narrows the list to low stock.
import { axeBuilder } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/shop';
import { demoStaff } from '../../fixtures/staff';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test('a warehouse keeper adjusts stock with a reason, never below 0', async ({ page }) => {
  // Sign-in, two changes and an axe scan: about 40 s on a busy machine; twice that leaves room.
  test.setTimeout(90_000);
  const keeper = demoStaff('warehouse');
  await page.goto('/admin/');
  await page.getByLabel('電子郵件').fill(keeper.email);
  await page.getByLabel('密碼').fill(keeper.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByTestId('staff-who')).toHaveText(`${keeper.name}（倉管）`);
  // The menu offers what the role may do: stock, not returns or the audit log.
  const menu = page.getByRole('navigation', { name: '後台選單' });
  await expect(menu.getByRole('link', { name: '退貨申請' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '操作紀錄' })).toHaveCount(0);
  await menu.getByRole('link', { name: '庫存' }).click();
  await expect(page.getByRole('heading', { name: '庫存', level: 1 })).toBeVisible();

  const firstStock = page.locator('td[data-testid^="stock-"]').first();
  await expect(firstStock).toBeVisible();
  const testId = (await firstStock.getAttribute('data-testid')) ?? '';
  const before = Number.parseInt((await firstStock.textContent()) ?? '', 10);
  const cell = page.getByTestId(testId);
  const row = page.getByRole('row').filter({ has: cell });
  const name = (await row.locator('td').nth(0).textContent()) ?? '';

  await row.getByRole('button', { name: '調整庫存' }).click();
  await expect(page.getByRole('heading', { name: `調整 ${name} 的庫存（目前 ${before} 件）` })).toBeVisible();
  await page.getByLabel('增減數量（負數為減少）').fill('7');
  await page.getByLabel('原因').fill('進貨入庫');
  await page.getByRole('button', { name: '確認調整' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} 的庫存已調整為 ${before + 7} 件`);
  await expect(cell).toHaveText(new RegExp(`^${before + 7}`));

  await row.getByRole('button', { name: '調整庫存' }).click();
  await expect(page.getByText(/：\+7（剩 \d+）進貨入庫$/).first()).toBeVisible();
  await page.getByLabel('增減數量（負數為減少）').fill(String(-(before + 8)));
  await page.getByLabel('原因').fill('盤點短少');
  await page.getByRole('button', { name: '確認調整' }).click();
  await expect(page.getByRole('alert')).toHaveText('調整後庫存不可小於 0');
  await expect(cell).toHaveText(new RegExp(`^${before + 7}`));
  await page.getByRole('button', { name: '返回' }).click();

  await page.getByLabel(/只看庫存偏低/).check();
  await expect(page).toHaveURL(/\/admin\/stock\?low=1$/);
  const low = page.locator('td[data-testid^="stock-"]');
  await expect(low.first().or(page.getByText('沒有符合的商品'))).toBeVisible();
  for (const text of await low.allTextContents()) expect(Number.parseInt(text, 10)).toBeLessThanOrEqual(5);

  // On the short low-stock list: axe over the whole catalogue's table takes a minute on a busy machine.
  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
});
