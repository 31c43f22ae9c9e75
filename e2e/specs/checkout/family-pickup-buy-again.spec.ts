// Issue 23: a 全家 pickup order with cash on pickup through /my_cartlist against the local logistics
// default, its bought items, pickup number and expected arrival on /pay-finish, and 再買一次 filling the cart.
import type { Page } from '@playwright/test';
import {
  afterPurchaseMessages as a,
  memberOrderMessages,
  payMethodNames,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { CHECKOUT_MEMBER } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const API = '/front-stage/v1';

async function productInStock(page: Page): Promise<{ p_id: number; p_name: string }> {
  const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
  const pids = (p_ids as number[]).slice(0, 60).join(',');
  const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
  const inStock = (
    products as { p_id: number; p_name: string; stock: number; discounted_price: number }[]
  ).filter((p) => p.stock >= 5 && p.discounted_price > 0);
  return inStock[7 % inStock.length] as { p_id: number; p_name: string };
}

test('a 全家 cash-on-pickup order completes; 再買一次 puts its product back in the cart', async ({
  page,
}) => {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const product = await productInStock(page);
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 2, selected: true }]));
  }, product.p_id);
  await page.goto('/my_cartlist');
  await expect(page.getByTestId('cartlist-line')).toHaveCount(1);

  await page.getByRole('radio', { name: shipMethodNames.family }).check();
  await page.getByRole('button', { name: t.storePick }).click();
  const picker = page.getByTestId('store-picker');
  await picker.getByLabel(t.cityLabel).selectOption('臺北市');
  await picker.getByLabel(t.districtLabel).selectOption('大安區');
  await picker.getByRole('button', { name: t.storeSearch }).click();
  await picker.getByRole('button', { name: `${t.storeChoose}：全家米瑞大安店` }).click();
  await expect(page.getByTestId('picked-store')).toContainText('全家 全家米瑞大安店');
  await page.getByRole('radio', { name: payMethodNames.cod }).check();
  await page.getByRole('button', { name: t.submit, exact: true }).click();

  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'cashOnPickup');
  // The demo shop's promotions add gifts to the order: the product is one of the bought lines.
  const item = page.getByTestId('bought-item').filter({ hasText: product.p_name }).first();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('bought-item-name')).toHaveText(product.p_name);
  await expect(item.getByTestId('bought-item-quantity')).toHaveText('2');
  await expect(page.getByText(shipMethodNames.family)).toBeVisible();
  await expect(page.getByText(memberOrderMessages.pickupNumber, { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-expected-arrival')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await page.evaluate(() => localStorage.setItem('cart', '[]'));
  await page
    .getByRole('link', { name: '查看訂單明細' })
    .or(page.getByRole('link', { name: /訂單明細/ }))
    .first()
    .click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await page.getByTestId('order-buy-again').click();
  await expect(page.getByText(a.buyAgainAdded).first()).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(cart).toEqual(
    expect.arrayContaining([expect.objectContaining({ productId: product.p_id, quantity: 2 })]),
  );
});
