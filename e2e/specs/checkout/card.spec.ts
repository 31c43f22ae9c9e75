// Card payment on /my_cartlist (issue 12): TapPay's SDK (here the fake served by the TapPay fake, see
// e2e/playwright.config.ts) loads when 信用卡 is chosen; field errors in Chinese beside the fields; the
// prime goes with the order and /pay-finish says paid. A declined card lands on 付款失敗 and pays again
// with another card.
import type { Page } from '@playwright/test';
import {
  cardFieldMessages as card,
  payFinishMessages,
  payMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import { openHomeDeliveryCheckout as openCheckout } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

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
  test('pays by card: the fields mount when a card is chosen, the SDK loads once, the prime goes with the order, /pay-finish says paid', async ({
    page,
  }) => {
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/sdk.js')) sdkRequests.push(request.url());
    });
    await openCheckout(page, 0);
    await expect(page.getByTestId('card-fields')).toHaveCount(0);
    // Wallets are configured in this suite, so the SDK loads with the page to ask the device about them.
    await expect.poll(() => sdkRequests.length).toBe(1);

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

    const results = await axeBuilder(page).include('[data-testid="card-fields"]').analyze();
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
