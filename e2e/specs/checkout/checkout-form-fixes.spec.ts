// Issue 23, the /my_cartlist form: every error shows on the first submit, more points than allowed are
// capped as typed and said (最多可折抵 N), a too-long name and 發票抬頭 say their limit, the sentence under
// the submit links 服務條款 and 隱私權政策; and a point-zone item is ordered with the main cart.
import type { Page } from '@playwright/test';
import {
  orderErrorMessages,
  payMethodNames,
  sandboxPaymentMessages,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { apiLogin, CHECKOUT_MEMBER, cancelOrder } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const submit = (page: Page) => page.getByRole('button', { name: t.submit, exact: true });

async function productInStock(page: Page, pick: number): Promise<number> {
  const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
  const pids = (p_ids as number[]).slice(0, 60).join(',');
  const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
  const inStock = (products as { p_id: number; stock: number; discounted_price: number }[]).filter(
    (p) => p.stock >= 5 && p.discounted_price > 0,
  );
  return inStock[(pick * 3) % inStock.length]?.p_id ?? 0;
}

test('every error on the first submit; points capped as typed; limits said; terms linked', async ({
  page,
}) => {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const productId = await productInStock(page, 5);
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
    localStorage.setItem('pointCart', '[]');
  }, productId);
  await page.goto('/my_cartlist');
  await expect(page.getByTestId('sum-total')).toBeVisible();

  await page.getByRole('radio', { name: shipMethodNames.home }).check();
  await page.getByLabel(t.nameLabel).fill('');
  await page.getByLabel(t.mobileLabel).fill('');
  await submit(page).click();
  await expect(page.getByTestId('error-recipient.name')).toHaveText(t.nameRequired);
  await expect(page.getByTestId('error-recipient.mobile')).toHaveText(
    orderErrorMessages.recipientMobileInvalid,
  );
  await expect(page.getByTestId('error-recipient.address')).toHaveText(orderErrorMessages.addressRequired);

  await page.getByLabel(t.nameLabel).fill('林'.repeat(80));
  await expect(page.getByTestId('error-recipient.name')).toHaveText(t.nameTooLong(50));

  const points = page.getByLabel(t.pointsLabel);
  await points.fill('99999999');
  await expect(points).not.toHaveValue('99999999');
  const max = Number(await points.inputValue());
  await expect(page.getByTestId('points-cap')).toHaveText(t.overBalance(max));
  await expect(page.getByTestId('sum-total')).not.toHaveText('$0');

  await page.getByRole('radio', { name: '公司戶' }).check();
  const title = page.getByLabel(t.invoiceTitleLabel);
  await title.fill('米'.repeat(70));
  await expect(title).toHaveValue('米'.repeat(70));
  await title.blur();
  await expect(page.getByTestId('error-invoice.invoice_title')).toHaveText('發票抬頭最多 60 個字');

  const note = page.getByTestId('submit-note').first();
  await expect(note.getByRole('link', { name: t.termsLink })).toHaveAttribute('href', '/qa/q5-4');
  await expect(note.getByRole('link', { name: t.privacyLink })).toHaveAttribute('href', '/qa/q5-3');
});

/** The tier-3 demo member has points for one item; the order is cancelled at the end, which gives them back. */
const POINT_MEMBER = { account: '0912000003', password: 'Demo-Shop-2026', name: '張怡君' };

test('a point-zone item is ordered with the main cart and its points are taken', async ({ page }) => {
  await logInThroughPage(page, POINT_MEMBER);
  const { products: exchanges } = await (await page.request.get(`${API}/get-exchanges-with-pc-point`)).json();
  const item = (exchanges as { p_id: number; p_name: string; pivot: { point: number; dpoint: number } }[])
    .map((e) => ({ ...e, cost: e.pivot.dpoint || e.pivot.point }))
    .sort((a, b) => a.cost - b.cost)[0];
  if (!item) throw new Error('no exchange item');
  const productId = await productInStock(page, 7);
  await page.evaluate(
    ({ product, exchange }) => {
      localStorage.setItem('cart', JSON.stringify([{ productId: product, quantity: 1, selected: true }]));
      localStorage.setItem(
        'pointCart',
        JSON.stringify([{ productId: exchange, quantity: 1, selected: true }]),
      );
    },
    { product: productId, exchange: item.p_id },
  );
  await page.goto('/my_cartlist');
  const line = page.getByTestId('cartlist-point-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(item.p_name);
  await expect(page.getByTestId('cartlist-point-price')).toHaveText(t.pointsOf(item.cost));
  await expect(page.getByTestId('sum-exchange-points')).toHaveText(t.pointsOf(item.cost));

  await page.getByRole('radio', { name: shipMethodNames.home }).check();
  await page.getByLabel(t.cityLabel).selectOption('臺北市');
  await page.getByLabel(t.districtLabel).selectOption('中正區');
  await page.getByLabel(t.addressLabel).fill('忠孝西路一段 1 號 8 樓');
  await page.getByRole('radio', { name: payMethodNames.sandbox }).check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: sandboxPaymentMessages.approve }).click();
  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
  const sn = new URL(page.url()).pathname.split('/').pop() as string;
  expect(await page.evaluate(() => localStorage.getItem('pointCart'))).toBe('[]');

  const token = await apiLogin(page.request, POINT_MEMBER);
  const order = (await (
    await page.request.get(`${API}/get-order-by-sn/${sn}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { ordermain_id: number; lines: { p_id: number; line_kind: string; p_price: number }[] };
  expect(order.lines).toContainEqual(
    expect.objectContaining({ p_id: item.p_id, line_kind: 'point', p_price: item.cost }),
  );
  // Cancelled, so the member has her points for the next run.
  await cancelOrder(page.request, token, order.ordermain_id);
});
