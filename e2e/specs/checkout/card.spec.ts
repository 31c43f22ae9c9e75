// Card payment on /my_cartlist (issue 12): TapPay's SDK (here the fake served by the TapPay fake, see
// e2e/playwright.config.ts) loads when 信用卡 is chosen; field errors in Chinese beside the fields; the
// prime goes with the order and /pay-finish says paid. A declined card lands on 付款失敗 and pays again
// with another card.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  cardFieldMessages as card,
  payFinishMessages,
  payMethodNames,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { CHECKOUT_MEMBER } from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** Logs in, puts a product in stock in the main cart (not one the other checkout specs buy), opens the page. */
async function openCheckout(page: Page, pick: number) {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
  const pids = (p_ids as number[]).slice(0, 60).join(',');
  const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
  const inStock = (products as { p_id: number; stock: number; discounted_price: number }[]).filter(
    (p) => p.stock >= 5 && p.discounted_price > 0,
  );
  const product = inStock[(inStock.length - 1 - pick * 2 - (isMobile(page) ? 1 : 0)) % inStock.length];
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
  }, product?.p_id ?? 0);
  await page.goto('/my_cartlist');
  await expect(page.getByTestId('cartlist-line')).toHaveCount(1);
  await expect(page.getByTestId('sum-total')).toBeVisible();
  await page.getByRole('radio', { name: shipMethodNames.home }).check();
  await page.getByLabel(t.cityLabel).selectOption('臺北市');
  await page.getByLabel(t.districtLabel).selectOption('中正區');
  await page.getByLabel(t.addressLabel).fill('忠孝西路一段 1 號 8 樓');
}

const field = (page: Page, name: 'number' | 'expiry' | 'ccv') => page.locator(`#card-${name} input`);

async function chooseCard(page: Page) {
  await page.getByRole('radio', { name: payMethodNames.card, exact: true }).check();
  await expect(field(page, 'number')).toBeVisible();
}

async function typeCard(page: Page, number: string) {
  await field(page, 'number').fill(number);
  await field(page, 'expiry').fill('12 / 35');
  await field(page, 'ccv').fill('123');
}

const submit = (page: Page) => page.getByRole('button', { name: t.submit, exact: true });
const result = (page: Page) => page.getByTestId('pay-finish-result');

test.describe('/my_cartlist card payment', () => {
  test('pays by card: the SDK loads only for cards, the prime goes with the order, /pay-finish says paid', async ({
    page,
  }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sdk.js')) sdkRequests.push(request.url());
    });
    await openCheckout(page, 0);
    await expect(page.getByTestId('card-fields')).toHaveCount(0);
    expect(sdkRequests).toEqual([]);

    await chooseCard(page);
    expect(sdkRequests).toHaveLength(1);
    await typeCard(page, GOOD_CARD);
    await expect(page.getByTestId('card-fields').getByText(`✓ ${card.valid}`)).toHaveCount(3);

    await submit(page).click();
    await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
    await expect(result(page)).toHaveAttribute('data-result', 'paid');
    await expect(result(page)).toContainText(payFinishMessages.headingPaid);
  });

  test('an invalid or missing card field is said in Chinese beside it; nothing is ordered', async ({
    page,
  }) => {
    await openCheckout(page, 1);
    await chooseCard(page);
    await field(page, 'number').fill('4242 4242 4242 4241');
    await expect(page.getByTestId('error-card-number')).toHaveText(card.invalid.number);
    await field(page, 'expiry').fill('13 / 35');
    await expect(page.getByTestId('error-card-expiry')).toHaveText(card.invalid.expiry);

    await field(page, 'number').fill(GOOD_CARD);
    await field(page, 'expiry').fill('12 / 35');
    await submit(page).click();
    await expect(page.getByTestId('error-card-ccv')).toHaveText(card.required.ccv);
    await expect(page.getByTestId('error-card-number')).toBeHidden();
    await expect(page).toHaveURL(/\/my_cartlist$/);
    await field(page, 'ccv').fill('12');
    await expect(page.getByTestId('error-card-ccv')).toHaveText(card.incomplete.ccv);

    const results = await new AxeBuilder({ page }).include('[data-testid="card-fields"]').analyze();
    const blocking = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
    expect(blocking.map((v) => v.id)).toEqual([]);
  });

  test('a declined card lands on 付款失敗; 重新付款 with another card pays the same order', async ({
    page,
  }) => {
    await openCheckout(page, 2);
    await chooseCard(page);
    await typeCard(page, DECLINED_CARD);
    await submit(page).click();
    await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
    const finish = page.url();
    await expect(result(page)).toHaveAttribute('data-result', 'failed');

    await page.getByTestId('pay-finish-repay').click();
    await expect(field(page, 'number')).toBeVisible();
    await typeCard(page, GOOD_CARD);
    await page.getByRole('button', { name: card.payNow }).click();
    await expect(result(page)).toHaveAttribute('data-result', 'paid');
    expect(page.url()).toBe(finish);
  });
});
