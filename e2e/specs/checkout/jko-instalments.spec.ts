// Issue 23's ways to pay through the local TapPay fake (e2e/playwright.config.ts: TAPPAY_INSTALMENTS 3,6,12
// and TAPPAY_JKO_MERCHANT_ID): a card paid in 3 期 with its per-month amount, and JKO Pay (街口支付) approved
// or cancelled on the fake JKO page (docs/decisions/090 and 109).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  cardFieldMessages,
  formatPrice,
  instalmentMessages,
  instalmentPlan,
  jkoPayMessages,
  payFinishMessages as m,
  payMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { openHomeDeliveryCheckout } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const TAPPAY_FAKE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1001}`;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

const submit = (page: Page) => page.getByRole('button', { name: t.submit, exact: true });
const result = (page: Page) => page.getByTestId('pay-finish-result');

async function amountDue(page: Page): Promise<number> {
  const text = (await page.getByTestId('sum-total').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function typeCard(page: Page, number: string) {
  await page.locator('#card-number input').fill(number);
  await page.locator('#card-expiry input').fill('12 / 35');
  await page.locator('#card-ccv input').fill('123');
}

async function expectNoBlockingAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
}

test('a declined card order is paid again in 3 期 on 重新付款, the per-month amount shown and TapPay asked for 3', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(150_000);
  await openHomeDeliveryCheckout(page, 4);
  await page.getByRole('radio', { name: payMethodNames.card, exact: true }).check();
  // The checkout's own choice lists the installments with their per-month amounts.
  await expect(page.getByRole('group', { name: instalmentMessages.legend })).toBeVisible();
  const amount = await amountDue(page);
  expect(amount).toBeGreaterThan(0);
  const plan = instalmentPlan(amount, 3);
  const label = instalmentMessages.option(3, formatPrice(plan.first), formatPrice(plan.monthly));
  await expect(page.getByRole('radio', { name: label })).toBeVisible();
  await typeCard(page, '4000 0000 0000 0002');
  await submit(page).click();
  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/, { timeout: 30_000 });
  await expect(result(page)).toHaveAttribute('data-result', 'failed');

  // 重新付款 shows the card fields with the same choice; 3 期 pays.
  await page.getByTestId('pay-finish-repay').click();
  const choice = page.getByRole('group', { name: instalmentMessages.legend });
  await expect(choice.getByRole('radio', { name: instalmentMessages.once })).toBeChecked();
  await choice.getByRole('radio', { name: label }).check();
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: cardFieldMessages.payNow }).click();
  await expect(result(page)).toHaveAttribute('data-result', 'paid', { timeout: 30_000 });

  // The fake TapPay took the whole amount in 3 installments.
  const trades = await (await request.get(`${TAPPAY_FAKE}/fake/trades?amount=${amount}`)).json();
  expect(trades).toContainEqual({ amount, instalment: 3, record_status: 1 });
});

test('a card order chooses 3 期 on the checkout form itself and TapPay is asked for 3', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  await openHomeDeliveryCheckout(page, 2);
  await page.getByRole('radio', { name: payMethodNames.card, exact: true }).check();
  const choice = page.getByRole('group', { name: instalmentMessages.legend });
  await expect(choice.getByRole('radio', { name: instalmentMessages.once })).toBeChecked();
  const amount = await amountDue(page);
  const plan = instalmentPlan(amount, 3);
  const three = choice.getByRole('radio', {
    name: instalmentMessages.option(3, formatPrice(plan.first), formatPrice(plan.monthly)),
  });
  await three.check();
  // Leaving the pay-method radio validates it; that is no submit, so the empty card fields say nothing yet.
  await expect(page.getByTestId('error-card-number')).toHaveCount(0);
  await expect(three).toBeChecked();
  await expect(choice.getByRole('radio', { name: instalmentMessages.once })).not.toBeChecked();
  await typeCard(page, '4242 4242 4242 4242');
  await submit(page).click();
  await expect(result(page)).toHaveAttribute('data-result', 'paid', { timeout: 30_000 });
  const trades = await (await request.get(`${TAPPAY_FAKE}/fake/trades?amount=${amount}`)).json();
  expect(trades).toContainEqual({ amount, instalment: 3, record_status: 1 });
});

test('JKO Pay approved on the JKO page ends on /pay-finish paid', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await openHomeDeliveryCheckout(page, 5);
  await page.getByRole('radio', { name: payMethodNames.jkopay, exact: true }).check();
  await expect(page.getByTestId('jko-note')).toHaveText(jkoPayMessages.note);
  await expectNoBlockingAxe(page);
  await submit(page).click();

  await expect(page.getByRole('heading', { name: '街口支付（測試）' })).toBeVisible();
  const charged = (await page.getByTestId('jko-amount').textContent()) ?? '';
  await page.getByRole('button', { name: '確認付款' }).click();

  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}$/);
  await expect(result(page)).toHaveAttribute('data-result', 'paid');
  await expect(result(page)).toContainText(m.headingPaid);
  expect(charged).toMatch(/^TWD \d+$/);
  await expect(page.getByTestId('pay-finish-status')).toHaveText('已付款');
});

test('JKO Pay cancelled on the JKO page leaves the order 待付款 with 重新付款, which pays it', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(180_000);
  await openHomeDeliveryCheckout(page, 6);
  await page.getByRole('radio', { name: payMethodNames.jkopay, exact: true }).check();
  await submit(page).click();
  await expect(page.getByRole('heading', { name: '街口支付（測試）' })).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();

  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}\?cancelled=1$/);
  await expect(result(page)).toHaveAttribute('data-result', 'cancelled');
  await expect(result(page).getByRole('heading', { level: 1 })).toHaveText(m.headingCancelled);
  const repay = page.getByRole('button', { name: m.repay });
  await expect(repay).toBeVisible();
  await expectNoBlockingAxe(page);

  await repay.click();
  await expect(page.getByRole('heading', { name: '街口支付（測試）' })).toBeVisible();
  await page.getByRole('button', { name: '確認付款' }).click();
  await expect(result(page)).toHaveAttribute('data-result', 'paid');
});
