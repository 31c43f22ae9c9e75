// ATM transfer to a virtual account (issue 23) through the local ECPay payment fake (e2e/playwright.config.ts):
// 送出訂單 with ATM 轉帳 goes to our page holding the signed form, ECPay's page gives the account and sends
// the shopper back to /pay-finish, which shows 銀行代碼, 虛擬帳號 and 繳費期限; the transfer's paid notice
// makes the order 已付款 on the member order detail.
import {
  atmCheckoutMessages as atmPage,
  payFinishMessages as m,
  payMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import { openHomeDeliveryCheckout } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const ECPAY_FAKE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1003}`;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test('an ATM order gets its virtual account on /pay-finish and becomes paid when the transfer comes in', async ({
  page,
  request,
}) => {
  // Checkout, two hops through ECPay's pages, /pay-finish, the order detail and the paid notice (which
  // asks ECPay's record and issues the invoice): far longer than one page's test on a loaded machine.
  test.setTimeout(240_000);
  await openHomeDeliveryCheckout(page, 3);
  await page.getByRole('radio', { name: payMethodNames.atm, exact: true }).check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  // Our page holds the signed form; the shopper goes on to ECPay.
  await expect(page.getByRole('heading', { name: atmPage.title })).toBeVisible();
  await page.getByRole('button', { name: atmPage.go }).click();
  await expect(page.getByRole('heading', { name: '綠界 ATM 取號' })).toBeVisible();
  const tradeNo = (await page.locator('dd').first().textContent()) ?? '';
  expect(tradeNo).toMatch(/^MR\d{6}[0-9A-Z]{12}$/);
  await page.getByRole('button', { name: '取得虛擬帳號' }).click();
  // The shop acknowledged ECPay's account notice.
  await expect(page.locator('[data-shop-answer]')).toHaveAttribute('data-shop-answer', '1|OK');
  await page.getByRole('link', { name: '返回商店' }).click();

  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}$/);
  const sn = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const result = page.getByTestId('pay-finish-result');
  await expect(result).toHaveAttribute('data-result', 'pending');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(m.headingAtm);
  const atm = page.getByTestId('atm-account');
  await expect(atm.getByRole('heading', { name: m.atmTitle })).toBeVisible();
  await expect(page.getByTestId('atm-bank-code')).toHaveText('812');
  await expect(page.getByTestId('atm-account-number')).toHaveText(/^9103\d{10}$/);
  // ECPAY_ATM_EXPIRE_DAYS unset: three days, to the end of the last day in Taipei.
  await expect(page.getByTestId('atm-deadline')).toHaveText(/^\d{4}-\d{2}-\d{2} 23:59$/);
  await expect(page.getByRole('button', { name: m.repay })).toHaveCount(0);
  await expect(page.getByTestId('pay-finish-status')).toHaveText('待付款');

  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: 'test-results/pay-finish-atm-1280.png', fullPage: true });

  // The copy button puts the account on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('atm-copy').click();
  await expect(atm.getByRole('status')).toHaveText(m.copied);
  const account = (await page.getByTestId('atm-account-number').textContent()) ?? '';
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account);

  // The member order detail shows the same account.
  await page.getByRole('link', { name: m.orderDetail }).click();
  await expect(page.getByTestId('order-status')).toHaveText('待付款');
  await expect(page.getByTestId('atm-account-number')).toHaveText(account);

  // The shopper transfers: ECPay posts the paid notice, the shop answers 1|OK and the order is paid.
  const paid = await request.post(`${ECPAY_FAKE}/fake/atm/${tradeNo}/pay`);
  expect(await paid.json()).toEqual({ answer: '1|OK' });
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已付款');
  await expect(page.getByTestId('atm-account')).toHaveCount(0);
  await page.goto(`/pay-finish/${sn}`);
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'paid');
});
