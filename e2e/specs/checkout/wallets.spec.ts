// Apple Pay and Google Pay on /my_cartlist (issue 12) through the TapPay fake (e2e/playwright.config.ts): the
// fake SDK says whether the device can pay (window.TAPPAY_FAKE_WALLETS), its sheet shows the amount it was
// given, and the fake server pays a wallet prime only for that amount and the configured merchants.
import type { Page } from '@playwright/test';
import {
  formatPrice,
  orderErrorMessages,
  payFinishMessages,
  payMethodNames,
  cartlistMessages as t,
  walletMessages,
} from '@shop/core';
import {
  apiLogin,
  createOrder,
  openHomeDeliveryCheckout,
  orderableProducts,
  useToken,
} from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const submit = (page: Page) => page.getByRole('button', { name: t.submit, exact: true });
const result = (page: Page) => page.getByTestId('pay-finish-result');
const walletRadio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const sheet = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The page's total in TWD, as the order summary shows it. */
async function totalShown(page: Page): Promise<number> {
  return Number((await page.getByTestId('sum-total').innerText()).replace(/\D/g, ''));
}

/** The device answers the SDK: both wallets can pay unless the test says otherwise. */
async function deviceCanPay(page: Page, wallets: { applePay: boolean; googlePay: boolean }) {
  await page.addInitScript((value) => {
    (window as unknown as { TAPPAY_FAKE_WALLETS: object }).TAPPAY_FAKE_WALLETS = value;
  }, wallets);
}

test.describe('/my_cartlist Apple Pay and Google Pay', () => {
  test('pays with Google Pay: the sheet shows the server total, its prime pays the order, /pay-finish says paid', async ({
    page,
  }) => {
    await openHomeDeliveryCheckout(page, 3);
    await walletRadio(page, payMethodNames.googlepay).check();
    await expect(page.getByTestId('wallet-note')).toHaveText(walletMessages.note('Google Pay'));
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(0);

    await submit(page).click();
    await expect(sheet(page, 'Google Pay').getByTestId('wallet-sheet-line')).toHaveText(
      `米瑞法肌研所 TWD ${total}`,
    );
    await sheet(page, 'Google Pay').getByRole('button', { name: '付款' }).click();
    await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
    await expect(result(page)).toHaveAttribute('data-result', 'paid');
    await expect(result(page)).toContainText(payFinishMessages.headingPaid);
    await expect(page.locator('#main').getByText(payMethodNames.googlepay, { exact: true })).toBeVisible();
  });

  test('Apple Pay: a closed sheet keeps the shopper on the page with a Chinese message and the form; the next try pays', async ({
    page,
  }) => {
    await openHomeDeliveryCheckout(page, 4);
    await walletRadio(page, payMethodNames.applepay).check();
    const total = await totalShown(page);

    await submit(page).click();
    await expect(sheet(page, 'Apple Pay').getByTestId('wallet-sheet-line')).toHaveText(
      `${walletMessages.sheetLabel} TWD ${total}`,
    );
    await sheet(page, 'Apple Pay').getByRole('button', { name: '取消' }).click();
    await expect(page.getByText(walletMessages.closed('Apple Pay'))).toBeVisible();
    await expect(page).toHaveURL(/\/my_cartlist$/);
    await expect(page.getByLabel(t.addressLabel)).toHaveValue('忠孝西路一段 1 號 8 樓');
    await expect(walletRadio(page, payMethodNames.applepay)).toBeChecked();
    await expect(submit(page)).toBeEnabled();

    await submit(page).click();
    await sheet(page, 'Apple Pay').getByRole('button', { name: '付款' }).click();
    await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
    await expect(result(page)).toHaveAttribute('data-result', 'paid');
    await expect(page.locator('#main').getByText(payMethodNames.applepay, { exact: true })).toBeVisible();
  });

  test('a coupon is priced before submit: the breakdown and the Google Pay sheet take it off', async ({
    page,
  }) => {
    await openHomeDeliveryCheckout(page, 6, 3);
    const before = await totalShown(page);
    await page.getByLabel(t.couponLabel).fill('WELCOME150');
    await expect(page.getByTestId('coupon-check')).toHaveText(t.couponApplied(formatPrice(150)));
    await expect(page.getByTestId('sum-coupon')).toHaveText(`− ${formatPrice(150)}`);
    await expect.poll(() => totalShown(page)).toBe(before - 150);

    await walletRadio(page, payMethodNames.googlepay).check();
    await submit(page).click();
    await expect(sheet(page, 'Google Pay').getByTestId('wallet-sheet-line')).toHaveText(
      `米瑞法肌研所 TWD ${before - 150}`,
    );
    // Closed without paying: no order, so the member's one use of the coupon stays.
    await sheet(page, 'Google Pay').getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/my_cartlist$/);
  });

  test('a coupon that does not apply says why beside the field, and a wallet is refused before its sheet opens', async ({
    page,
  }) => {
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/create-order')) orders.push(request.url());
    });
    await openHomeDeliveryCheckout(page, 6);
    await page.getByLabel(t.couponLabel).fill('NO-SUCH-COUPON');
    await expect(page.getByTestId('coupon-check')).toHaveText(orderErrorMessages.couponNotFound);
    await walletRadio(page, payMethodNames.googlepay).check();
    await submit(page).click();
    await expect(page.getByText(walletMessages.withCoupon('Google Pay'))).toBeVisible();
    await expect(page.getByTestId('wallet-sheet')).toHaveCount(0);
    expect(orders).toEqual([]);
    await expect(page).toHaveURL(/\/my_cartlist$/);
  });

  test('a wallet the device cannot pay with is not offered; the other one still is', async ({ page }) => {
    await deviceCanPay(page, { applePay: false, googlePay: true });
    await openHomeDeliveryCheckout(page, 5);
    await expect(walletRadio(page, payMethodNames.googlepay)).toBeVisible();
    await expect(walletRadio(page, payMethodNames.applepay)).toHaveCount(0);
    await expect(walletRadio(page, payMethodNames.card)).toBeVisible();
  });

  test('no wallet is offered on a device that can pay with neither', async ({ page }) => {
    await deviceCanPay(page, { applePay: false, googlePay: false });
    await openHomeDeliveryCheckout(page, 5);
    await expect(walletRadio(page, payMethodNames.card)).toBeVisible();
    await expect(page.getByText(walletMessages.checking)).toHaveCount(0);
    await expect(walletRadio(page, payMethodNames.applepay)).toHaveCount(0);
    await expect(walletRadio(page, payMethodNames.googlepay)).toHaveCount(0);
  });
});

test.describe('/pay-finish 重新付款 of a wallet order', () => {
  /** An Apple Pay order whose prime TapPay refused (the fake knows no such wallet prime): 付款失敗. */
  async function refusedApplePayOrder(page: Page) {
    const token = await apiLogin(page.request);
    const [productId] = await orderableProducts(page.request, 1);
    const order = await createOrder(page.request, token, productId ?? 0, {
      payMethod: 'applepay',
      prime: 'test_ap_unknown',
    });
    await useToken(page, token);
    await page.goto(`/pay-finish/${order.ordermain_sn}`);
    await expect(result(page)).toHaveAttribute('data-result', 'failed');
    return order;
  }

  test('pays again with Apple Pay: the sheet carries the order total', async ({ page }) => {
    await refusedApplePayOrder(page);
    const repay = page.getByTestId('pay-finish-repay');
    await expect(repay).toHaveText(walletMessages.payNow('Apple Pay'));
    const total = Number((await page.getByTestId('pay-finish-total').innerText()).replace(/\D/g, ''));
    await repay.click();
    await expect(sheet(page, 'Apple Pay').getByTestId('wallet-sheet-line')).toHaveText(
      `${walletMessages.sheetLabel} TWD ${total}`,
    );
    await sheet(page, 'Apple Pay').getByRole('button', { name: '付款' }).click();
    await expect(result(page)).toHaveAttribute('data-result', 'paid');
  });

  test("says in Chinese when this device cannot pay with the order's wallet", async ({ page }) => {
    await deviceCanPay(page, { applePay: false, googlePay: true });
    await refusedApplePayOrder(page);
    await expect(page.getByText(walletMessages.unavailable('Apple Pay'))).toBeVisible();
    await expect(page.getByTestId('pay-finish-repay')).toBeDisabled();
  });
});
