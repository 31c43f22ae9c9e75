// Issue 23: an order shows the invoice type the shopper chose with its own field. A company invoice
// shows its 統一編號 on /pay-finish and in the order detail, not a mobile barcode typed before switching.

import type { Locator } from '@playwright/test';
import {
  invoiceFieldLabels,
  invoiceTypeNames,
  payFinishMessages,
  sandboxPaymentMessages,
  cartlistMessages as t,
} from '@shop/core';
import { openHomeDeliveryCheckout } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const TAX_NUMBER = '53128701';
const BARCODE = '/ABC1234';

/** The value beside a label in a <dl>. */
const factValue = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a company invoice shows its 統一編號 on /pay-finish and in the order detail', async ({ page }) => {
  await openHomeDeliveryCheckout(page, 7);
  // A barcode typed first, then the shopper switches to a company invoice.
  await page.getByRole('radio', { name: invoiceTypeNames.mobile }).check();
  await page.getByRole('textbox', { name: t.carrierMobileLabel }).fill(BARCODE);
  await page.getByRole('radio', { name: invoiceTypeNames.company }).check();
  await page.getByRole('textbox', { name: t.taxNumberLabel }).fill(TAX_NUMBER);
  await expect(page.getByLabel(t.invoiceTitleLabel)).toHaveValue('米瑞法生技股份有限公司');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: sandboxPaymentMessages.approve }).click();
  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);

  for (const where of ['pay-finish', 'order detail']) {
    const invoice = page.getByRole('heading', { name: payFinishMessages.invoice }).locator('xpath=..');
    await expect(factValue(invoice, invoiceFieldLabels.type), where).toHaveText(invoiceTypeNames.company);
    await expect(factValue(invoice, invoiceFieldLabels.taxNumber), where).toHaveText(TAX_NUMBER);
    await expect(factValue(invoice, invoiceFieldLabels.title), where).toHaveText('米瑞法生技股份有限公司');
    await expect(invoice, where).not.toContainText(BARCODE);
    await expect(invoice, where).not.toContainText('919');
    if (where === 'pay-finish') await page.getByRole('link', { name: payFinishMessages.orderDetail }).click();
    await expect(page).toHaveURL(where === 'pay-finish' ? /\/membercenter_list-all\/\d+/ : /./);
  }
});
