// Return requests in the back office (decision 093) at 1280 px: a shopper asks to return two shipped
// orders; customer service declines one (the role may not refund, so no refund is offered; the order is
// delivered again), and an owner accepts the other with a full refund after typing the password again.

import type { APIRequestContext } from '@playwright/test';
import { orderStatusNames, sandboxPaymentMessages as sandbox } from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import { createOrder, newMemberToken, orderableProducts, useToken } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';
import { demoStaff, shipOrder, signInAdmin, staffApiToken } from '../../fixtures/staff';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const API = '/front-stage/v1';

async function requestReturn(request: APIRequestContext, token: string, orderId: number, reason: string) {
  const answer = await request.post(`${API}/orders/${orderId}/return-request`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { reason },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function memberStatus(request: APIRequestContext, token: string, orderId: number) {
  const mine = await request.get(`${API}/get-orders/${orderId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await mine.json()) as { status_name: string }).status_name;
}

test('customer service declines a return request; an owner accepts one with a refund', async ({
  page,
  request,
}) => {
  // Two orders (one paid on the sandbox page), two sign-ins (one with TOTP) and an axe scan.
  test.setTimeout(120_000);
  const token = await newMemberToken(request, '周退貨');
  const [productId] = await orderableProducts(request, 1);
  const paid = await createOrder(request, token, productId ?? 0);
  const cod = await createOrder(request, token, productId ?? 0, { payMethod: 'cod' });
  await useToken(page, token);
  await page.goto(paid.payment.redirect_url);
  await page.getByRole('button', { name: sandbox.approve }).click();
  await expect(page.getByTestId('pay-finish-result')).toHaveAttribute('data-result', 'paid');
  const keeper = await staffApiToken(request, demoStaff('warehouse'));
  for (const order of [paid, cod]) await shipOrder(request, keeper, order.ordermain_id);
  await requestReturn(request, token, paid.ordermain_id, '乳液開封後有異味');
  await requestReturn(request, token, cod.ordermain_id, '顏色和照片不同');

  // Customer service: the request of the cash-on-pickup order, declined with a reply.
  await signInAdmin(page, demoStaff('customer_service'), '客服');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '退貨申請' }).click();
  await expect(page.getByRole('heading', { name: '退貨申請', level: 1 })).toBeVisible();
  await page.getByRole('row').filter({ hasText: cod.ordermain_sn }).getByRole('link').click();
  await expect(page.getByTestId('return-reason')).toHaveText('顏色和照片不同');
  await expect(page.getByTestId('return-state')).toHaveText('待處理');
  await expect(page.getByRole('checkbox', { name: /接受並全額退款/ })).toHaveCount(0);
  await page.getByLabel('給顧客的說明').fill('商品顏色以實品為準，恕無法退貨');
  await page.getByRole('button', { name: '拒絕退貨' }).click();
  await expect(page.getByRole('status')).toHaveText('已拒絕退貨');
  await expect(page.getByTestId('return-state')).toHaveText('已拒絕');
  await expect(page.getByTestId('return-reply')).toContainText('商品顏色以實品為準，恕無法退貨');
  await expect(page.getByRole('form', { name: '回覆申請' })).toHaveCount(0);
  const declinedScan = await axeBuilder(page).analyze();
  expect(
    declinedScan.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id),
  ).toEqual([]);
  await page.getByRole('button', { name: '登出' }).click();

  // The owner: the paid order's request, accepted with a full refund (the password asked again).
  await signInAdmin(page, demoStaff('owner'), '店主');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '退貨申請' }).click();
  await page.getByRole('row').filter({ hasText: paid.ordermain_sn }).getByRole('link').click();
  await expect(page.getByTestId('return-reason')).toHaveText('乳液開封後有異味');
  await page.getByLabel('給顧客的說明').fill('已為您辦理退貨與退款');
  await page.getByRole('checkbox', { name: /接受並全額退款/ }).check();
  await page.getByLabel('您的密碼').fill('not-my-password');
  await page.getByRole('button', { name: '接受並退款' }).click();
  await expect(page.getByRole('alert')).toHaveText('密碼錯誤，請重新輸入');
  await expect(page.getByTestId('return-state')).toHaveText('待處理');
  await page.getByLabel('您的密碼').fill(demoStaff('owner').password);
  await page.getByRole('button', { name: '接受並退款' }).click();
  await expect(page.getByRole('status')).toHaveText(/^已接受退貨並退款 NT\$[\d,]+$/);
  await expect(page.getByTestId('return-state')).toHaveText('已接受');
  const acceptedScan = await axeBuilder(page).analyze();
  expect(
    acceptedScan.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id),
  ).toEqual([]);

  // The list of answered requests shows both; the member's orders say what happened.
  await page.getByRole('link', { name: '← 退貨申請' }).click();
  await page.getByLabel('狀態').selectOption('all');
  await expect(page.getByRole('row').filter({ hasText: paid.ordermain_sn })).toContainText('已接受');
  await expect(page.getByRole('row').filter({ hasText: cod.ordermain_sn })).toContainText('已拒絕');
  expect(await memberStatus(request, token, paid.ordermain_id)).toBe(orderStatusNames.refunded);
  expect(await memberStatus(request, token, cod.ordermain_id)).toBe(orderStatusNames.delivered);
});
