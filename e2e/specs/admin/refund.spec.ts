// The back office (/admin): an owner signs in with password and TOTP, finds a paid order and refunds it
// through the sandbox provider after typing the password again; the member's own order then shows it.
import { sandboxPaymentMessages as sandbox } from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import { apiLogin, createOrder, orderableProducts, useToken } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';
import { demoStaff, enterTotp } from '../../fixtures/staff';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test('an owner logs in with TOTP and refunds a paid order', async ({ page, request }) => {
  // An order is placed and paid first (the sandbox page), then the back office: about 15 s on a quiet
  // machine; twice that leaves room for a busy one.
  test.setTimeout(60_000);
  const owner = demoStaff('owner');
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0);
  await useToken(page, token);
  await page.goto(order.payment.redirect_url);
  await page.getByRole('button', { name: sandbox.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-finish/${order.ordermain_sn}`));
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'paid');

  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: 'MIREVA LAB 後台登入' })).toBeVisible();
  await page.getByLabel('電子郵件').fill(owner.email);
  await page.getByLabel('密碼').fill(owner.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByLabel('驗證碼（驗證器 App 上的 6 位數）')).toBeVisible();
  await enterTotp(page, owner.totp_secret ?? '');
  await expect(page.getByTestId('staff-who')).toHaveText(`${owner.name}（店主）`);
  await expect(page.getByRole('heading', { name: '儀表板' })).toBeVisible();
  await expect(page.getByTestId('today-orders')).toHaveText(/^\d+ 筆$/);

  await page.getByRole('link', { name: '訂單' }).click();
  await page.getByLabel('搜尋（訂單編號、手機、姓名）').fill(order.ordermain_sn);
  await page.getByRole('button', { name: '篩選' }).click();
  await page.getByRole('link', { name: order.ordermain_sn }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已付款');

  await page.getByRole('button', { name: '全額退款' }).click();
  await page.getByLabel('原因').fill('顧客要求退款');
  await page.getByLabel('您的密碼').fill('not-my-password');
  await page.getByRole('button', { name: '確認全額退款' }).click();
  await expect(page.getByRole('alert')).toHaveText('密碼錯誤，請重新輸入');
  await page.getByLabel('您的密碼').fill(owner.password);
  await page.getByRole('button', { name: '確認全額退款' }).click();
  await expect(page.getByRole('status')).toHaveText(/^已退款 NT\$[\d,]+，發票已作廢$/);
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  await expect(page.getByTestId('payment-state')).toHaveText('已退款');
  await expect(page.getByRole('button', { name: '全額退款' })).toHaveCount(0);

  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);

  // The member's own order says so.
  const mine = await request.get(`/front-stage/v1/get-orders/${order.ordermain_id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await mine.json()) as { status_name: string }).status_name).toBe('已取消');
});
