// What the providers accept, said beside the field on /my_cartlist (issue 22 §6;
// docs/decisions/055-what-providers-accept.md): ECPay's 7-ELEVEN receiver name rule and the address a printed
// company invoice is mailed to on a pickup order.
import type { Page } from '@playwright/test';
import {
  invoiceTypeNames,
  orderErrorMessages as m,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { CHECKOUT_MEMBER } from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';

async function openCheckout(page: Page) {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
  const pids = (p_ids as number[]).slice(0, 60).join(',');
  const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
  const inStock = (products as { p_id: number; stock: number; discounted_price: number }[]).filter(
    (p) => p.stock >= 5 && p.discounted_price > 0,
  );
  const product = inStock[(isMobile(page) ? 7 : 6) % inStock.length];
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
  }, product?.p_id);
  await page.goto('/my_cartlist');
  await expect(page.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  await expect(page.getByTestId('cartlist-line')).toHaveCount(1);
}

test('7-ELEVEN: a name ECPay refuses and a company invoice with no address are said beside their fields', async ({
  page,
}) => {
  // A store search, a lookup and two validations: more than the default budget on a busy machine.
  test.slow();
  await openCheckout(page);
  await page.getByRole('radio', { name: shipMethodNames.seven }).check();
  await page.getByRole('button', { name: t.storePick }).click();
  const picker = page.getByTestId('store-picker');
  await picker.getByLabel(t.storeKeyword).fill('中正');
  await picker.getByRole('button', { name: t.storeSearch }).click();
  await picker.getByRole('button', { name: `${t.storeChoose}：米瑞中正門市` }).click();
  const name = page.getByLabel(t.nameLabel);
  await expect(page.getByText(t.nameParcelHint)).toBeVisible();
  await page.getByRole('radio', { name: invoiceTypeNames.company }).check();
  await page.getByRole('textbox', { name: t.taxNumberLabel }).fill('53128701');
  // Last, so the error it shows on blur does not move the radios under a click.
  await name.fill('林');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page.getByTestId('error-recipient.name')).toHaveText(m.receiverNameForParcel);
  await expect(page.getByTestId('error-invoice.address')).toHaveText(m.invoiceAddressRequired);
  await name.fill('林小安');
  await expect(page.getByTestId('error-recipient.name')).toBeHidden();
  await page.getByLabel(t.invoiceAddressLabel).fill('台北市大安區復興南路一段390號');
  await expect(page.getByTestId('error-invoice.address')).toBeHidden();
  await expect(page).toHaveURL(/\/my_cartlist$/);
});
