// The owner's staff page (decision 116) at 1280 px: the owner adds a customer-service account, reads its
// password once, the new account signs in with it; the owner disables it and it is signed out.
import { axeBuilder } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/shop';
import { demoStaff, enterTotp } from '../../fixtures/staff';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test('an owner adds a staff account, hands over its password, and disables it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const owner = demoStaff('owner');
  await page.goto('/admin/');
  await page.getByLabel('電子郵件').fill(owner.email);
  await page.getByLabel('密碼').fill(owner.password);
  await page.getByRole('button', { name: '登入' }).click();
  await enterTotp(page, owner.totp_secret ?? '');
  await expect(page.getByTestId('staff-who')).toHaveText(`${owner.name}（店主）`);
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '員工帳號' }).click();
  await expect(page.getByRole('heading', { name: '員工帳號', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: owner.email })).toContainText('（您的帳號）');

  const email = `helper-${Date.now()}@staff.example.com`;
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('姓名').fill('客服小陳');
  await page.getByLabel('角色').selectOption({ label: '客服' });
  await page.getByLabel('您的密碼').fill(owner.password);
  await page.getByRole('button', { name: '新增帳號' }).click();
  const note = page.getByTestId('staff-credentials');
  await expect(note.getByRole('heading')).toHaveText('客服小陳 的登入資料（只顯示這一次）');
  const password = (await page.getByTestId('staff-new-password').textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: '我已交給本人' }).click();
  await expect(note).toHaveCount(0);

  // The new account signs in with what was handed over, in a browser of its own.
  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await helper.goto('/admin/');
  await helper.getByLabel('電子郵件').fill(email);
  await helper.getByLabel('密碼').fill(password);
  await helper.getByRole('button', { name: '登入' }).click();
  await expect(helper.getByTestId('staff-who')).toHaveText('客服小陳（客服）');

  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: '停用' }).click();
  await expect(page.getByRole('heading', { name: '停用 客服小陳 的帳號（立即登出所有裝置）' })).toBeVisible();
  await page.getByLabel('原因').fill('離職');
  await page.getByLabel('您的密碼').first().fill(owner.password);
  await page.getByRole('button', { name: '確認' }).click();
  await expect(row).toContainText('已停用');
  // Signed out everywhere: the helper's next call answers 401 and the login shows again.
  await helper.reload();
  await expect(helper.getByRole('button', { name: '登入' })).toBeVisible();
  await helperContext.close();
});
