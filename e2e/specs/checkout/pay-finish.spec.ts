// Payment returns end on /pay-finish/{ordersn}: sandbox approve, decline then re-pay, cancel with the
// stock given back, LINE Pay through its local fake, and axe on the page. Orders are made through the API.
import { payFinishMessages as m, sandboxPaymentMessages as sandbox } from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import {
  apiLogin,
  cancelOrder,
  createOrder,
  orderableProducts,
  stockOf,
  useToken,
} from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test('approving on the sandbox page ends on /pay-finish showing the order paid', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0);
  await useToken(page, token);

  await page.goto(order.payment.redirect_url);
  await expect(page.getByRole('heading', { name: sandbox.title })).toBeVisible();
  await page.getByRole('button', { name: sandbox.approve }).click();

  await expect(page).toHaveURL(new RegExp(`/pay-finish/${order.ordermain_sn}$`));
  const result = page.getByTestId('pay-finish-result');
  await expect(result).toHaveAttribute('data-result', 'paid');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText(m.headingPaid);
  await expect(page.getByTestId('pay-finish-sn')).toHaveText(order.ordermain_sn);
  await expect(page.getByTestId('pay-finish-status')).toHaveText('已付款');
  await expect(page.getByTestId('pay-finish-invoice')).toHaveText(/^[A-Z]{2}\d{8}$/);
  await expect(page.getByRole('button', { name: m.repay })).toHaveCount(0);
  await expect(page.getByRole('link', { name: m.orderDetail })).toHaveAttribute(
    'href',
    `/membercenter_list-all/${order.ordermain_id}`,
  );
  await expect(page.getByRole('link', { name: m.continueShopping })).toHaveAttribute('href', '/');

  const axe = await axeBuilder(page).analyze();
  const blocking = axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.screenshot({
    path: `test-results/pay-finish-paid-${isMobile(page) ? 390 : 1280}.png`,
    fullPage: true,
  });
});

test('cancelling on the payment page says 付款已取消; 重新付款 then approve makes it paid', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0);
  await useToken(page, token);

  await page.goto(order.payment.redirect_url);
  await page.getByRole('button', { name: sandbox.decline }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-finish/${order.ordermain_sn}\\?cancelled=1$`));
  const result = page.getByTestId('pay-finish-result');
  // Issue 23: the shopper cancelled; it used to say 付款失敗.
  await expect(result).toHaveAttribute('data-result', 'cancelled');
  await expect(result.getByRole('heading', { level: 1 })).toHaveText('付款已取消');
  await expect(page.getByTestId('pay-finish-status')).toHaveText('付款已取消');
  await expect(page.getByTestId('pay-finish-invoice')).toHaveText(m.invoiceAfterPayment);

  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  await page.screenshot({
    path: `test-results/pay-finish-failed-${isMobile(page) ? 390 : 1280}.png`,
    fullPage: true,
  });

  // By keyboard: the button takes focus and Enter starts the new payment.
  await page.getByRole('button', { name: m.repay }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: sandbox.title })).toBeVisible();
  await page.getByRole('button', { name: sandbox.approve }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-finish/${order.ordermain_sn}$`));
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'paid');
  await expect(page.getByTestId('pay-finish-status')).toHaveText('已付款');
});

test('cancelling an order through the API gives its stock back', async ({ page, request }) => {
  const token = await apiLogin(request);
  // Each project takes its own product, so the two runs never move the same stock at once.
  const products = await orderableProducts(request, 3);
  const productId = products[isMobile(page) ? 2 : 1] ?? 0;
  const before = await stockOf(request, productId);
  const order = await createOrder(request, token, productId, { quantity: 2 });
  expect(await stockOf(request, productId)).toBe(before - 2);

  await cancelOrder(request, token, order.ordermain_id);
  expect(await stockOf(request, productId)).toBe(before);
  await useToken(page, token);
  await page.goto(`/pay-finish/${order.ordermain_sn}`);
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'closed');
  await expect(page.getByTestId('pay-finish-status')).toHaveText('已取消');
  await expect(page.getByRole('button', { name: m.repay })).toHaveCount(0);
});

test("another member's order number shows the 404 page", async ({ page, request }) => {
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0);
  const other = await apiLogin(request, { account: 'tier3@demo.example.com', password: 'Demo-Shop-2026' });
  await useToken(page, other);
  await page.goto(`/pay-finish/${order.ordermain_sn}`);
  await expect(page.getByTestId('error-status')).toHaveText('404 找不到頁面');
});

test('LINE Pay: approving on its (local fake) page returns through /payment/linepay_success to a paid order', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0, { payMethod: 'linepay' });
  expect(order.payment.redirect_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/approve\/\d{19}$/);
  await useToken(page, token);

  await page.goto(order.payment.redirect_url);
  await expect(page).toHaveURL(new RegExp(`/pay-finish/${order.ordermain_sn}$`));
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'paid');
  await expect(page.getByTestId('pay-finish-status')).toHaveText('已付款');
});

test('a forged LINE Pay return changes nothing', async ({ page, request }) => {
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0, { payMethod: 'linepay' });
  await useToken(page, token);
  // The shopper never approved on LINE Pay; the address is typed by hand with a made-up reference.
  await page.goto(
    '/payment/linepay_success?transactionId=2019049910005499999&orderId=AAAAAAAAAAAAAAAAAAAAAAAA',
  );
  await expect(page.getByRole('alert')).toHaveText(m.confirmFailed);
  await page.goto(`/pay-finish/${order.ordermain_sn}`);
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'pending');
  await expect(page.getByRole('button', { name: m.repay })).toBeVisible();
});
