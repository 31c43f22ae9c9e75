// Issue 13: a claimed member gift reaches the member through an order. A new member born this month
// (tier 99 → level 0, so only this spec's own claim of 一般會員生日禮) claims it in /gift3_5, sees it in
// /my_cartlist as 會員禮 at NT$0, pays through the sandbox, finds it in the order detail and sees it as
// 已領取 in the gift zone.
import type { Page } from '@playwright/test';
import {
  formatPrice,
  giftZoneMessages as g,
  sandboxPaymentMessages,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { registerThroughApi } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { apiLogin, orderableProducts, useToken } from '../../fixtures/checkout';
import { expect, expectNoSidewaysScroll, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const PASSWORD = 'Demo-Shop-2026';

async function axeClean(page: Page) {
  const result = await axeBuilder(page).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a claimed birthday gift ships with the order: 會員禮 at $0 in /my_cartlist and in the order detail', {
  tag: '@phone',
}, async ({ page, request }) => {
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(5, 7);
  const mobile = await registerThroughApi(request, {
    name: '會員禮測試',
    password: PASSWORD,
    birthday: `1993-${month}-01`,
  });
  const token = await apiLogin(request, { account: mobile, password: PASSWORD });
  await useToken(page, token);

  await page.goto('/gift3_5');
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '生日禮' }).click();
  const claim = page.getByTestId('birthday-gift-button');
  await claim.click();
  await expect(claim).toHaveText(g.birthday.inCart);
  const cart = await request.get(`${API}/member-gift-cart`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [gift] = ((await cart.json()) as { data: { p_name: string }[] }).data;
  expect(gift).toBeDefined();

  const [first, second] = await orderableProducts(request, 2);
  const productId = isMobile(page) ? second : first;
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
  }, productId);
  await page.goto('/my_cartlist');
  await expect(page.getByTestId('cartlist-line')).toHaveCount(1);
  const gifts = page.getByTestId('cartlist-member-gifts');
  await expect(gifts.getByRole('heading', { name: t.memberGiftTitle })).toBeVisible();
  const line = gifts.getByTestId('cartlist-member-gift');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(gift!.p_name);
  await expect(line).toContainText('× 1');
  await expect(line).toContainText(formatPrice(0));
  await expect(gifts.getByRole('link', { name: t.memberGiftZoneLink })).toHaveAttribute('href', '/gift3_5');
  await expect(page.getByTestId('sum-total')).toBeVisible();
  await axeClean(page);
  // With a Chinese system font the grid's one column took the width of its widest unbreakable line
  // (404 px at 390), and the phone zoomed out.
  await expectNoSidewaysScroll(page);

  await page.getByRole('radio', { name: shipMethodNames.seven }).check();
  await page.getByRole('button', { name: t.storePick }).click();
  const picker = page.getByTestId('store-picker');
  await picker.getByLabel(t.cityLabel).selectOption('臺北市');
  await picker.getByLabel(t.districtLabel).selectOption('大安區');
  await picker.getByRole('button', { name: t.storeSearch }).click();
  await picker.getByRole('button', { name: `${t.storeChoose}：米瑞大安門市` }).click();
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await page.getByRole('button', { name: sandboxPaymentMessages.approve }).click();
  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);

  const orderId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('orderData') ?? 'null')?.ordermain_id as number,
  );
  await page.goto(`/membercenter_list-all/${orderId}`);
  const giftLine = page.getByRole('listitem').filter({ hasText: gift!.p_name });
  await expect(giftLine).toContainText('會員禮');
  await expect(giftLine).toContainText('$0 × 1');

  // The claim left the gift cart with the order: /my_cartlist no longer shows it.
  await page.goto('/my_cartlist');
  await expect(page.getByTestId('cartlist-empty')).toBeVisible();
  await expect(page.getByTestId('cartlist-member-gifts')).toHaveCount(0);

  // The gift zone says the gift was received, not that she does not qualify (member-area §4 已領取).
  await page.goto('/gift3_5');
  const received = page.getByTestId('birthday-gift-button');
  await expect(received).toHaveText(g.received);
  await expect(received).toBeDisabled();
  await expect(page.getByText(g.birthday.notEligible)).toHaveCount(0);
});
