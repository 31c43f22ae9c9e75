// Issue 23 (storefront.md §2.9, §9): a member's claimed gift shows in the cart preview under 【禮贈商品】
// at NT$ 0 and counts in '{n}件'; the preview's total adds up (each discount is a line), threshold bars
// of promotions the cart has no part in are hidden; an empty phone preview offers no 結帳.

import type { Page } from '@playwright/test';
import { cartMessages, giftZoneMessages, shellMessages } from '@shop/core';
import { registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { apiLogin, orderableProducts, useToken } from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const preview = cartMessages.preview;
const PASSWORD = 'Demo-Shop-2026';

interface Summary {
  grandTotalPrice: number;
  thresholdBars: { activity_title: string; eligibleSubtotal: number; discount: number }[];
}

async function openPreview(page: Page) {
  if (isMobile(page)) await page.getByTestId('mobile-cart').click();
  else await page.getByTestId('cart-counter').hover();
  const panel = page.getByTestId('cart-preview');
  await expect(panel).toBeVisible();
  return panel;
}

async function expectCount(page: Page, n: number) {
  if (isMobile(page)) await expect(page.getByTestId('mobile-cart-badge')).toHaveText(String(n));
  else await expect(page.getByTestId('cart-counter')).toContainText(shellMessages.cartCount(n));
}

test('a claimed gift under 【禮贈商品】 at NT$ 0 and in the count; the discount is a line', {
  tag: '@phone',
}, async ({ page, request }) => {
  // A new member born this month: only this test's own birthday gift is hers.
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(5, 7);
  const mobile = await registerThroughApi(request, {
    name: '預覽贈品測試',
    password: PASSWORD,
    birthday: `1994-${month}-02`,
  });
  const token = await apiLogin(request, { account: mobile, password: PASSWORD });
  await useToken(page, token);
  await page.goto('/gift3_5');
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '生日禮' }).click();
  const claim = page.getByTestId('birthday-gift-button');
  await claim.click();
  await expect(claim).toHaveText(giftZoneMessages.birthday.inCart);
  const giftCart = await request.get(`${API}/member-gift-cart`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [gift] = ((await giftCart.json()) as { data: { p_name: string }[] }).data;
  if (!gift) throw new Error('the birthday gift was not claimed');

  // Enough of one product for the shop-wide 全館滿額折 (from NT$1,500).
  const [first, second] = await orderableProducts(request, 2);
  const productId = (isMobile(page) ? second : first) as number;
  const priced = async (quantity: number) =>
    (
      await (
        await request.post(`${API}/get-cart-summary`, {
          headers: { authorization: `Bearer ${token}` },
          data: { carts: { cart: [{ productId, quantity }], memberGiftCart: [] } },
        })
      ).json()
    ).summary as Summary;
  const quantity = Math.ceil(1500 / (await priced(1)).grandTotalPrice);
  const summary = await priced(quantity);
  const cart = [{ productId, quantity, selected: true }];
  const discounts = summary.thresholdBars.filter((bar) => bar.discount > 0);
  expect(discounts.length).toBeGreaterThan(0);
  await page.evaluate((entries) => localStorage.setItem('cart', JSON.stringify(entries)), cart);
  await page.goto('/');

  // The products and the claimed gift.
  await expectCount(page, quantity + 1);
  const panel = await openPreview(page);
  const gifts = panel.getByTestId('preview-member-gifts');
  await expect(gifts.getByRole('heading')).toHaveText(preview.giftTitle);
  const claimed = gifts.locator('[data-line="preview-member-gift-line"]');
  await expect(claimed).toHaveCount(1);
  await expect(claimed).toContainText(gift.p_name);
  await expect(claimed.getByTestId('preview-line-price')).toHaveText(preview.giftPrice);
  if (!isMobile(page))
    await expect(panel.getByTestId('preview-count')).toHaveText(preview.desktopCount(quantity + 1));

  // Only the bars of promotions a line of this cart counts toward.
  const applying = summary.thresholdBars.filter((bar) => bar.eligibleSubtotal > 0);
  await expect(panel.getByTestId('preview-thresholds').getByRole('listitem')).toHaveCount(applying.length);
  // 商品小計, then each discount, then the total.
  const rows = panel.getByTestId('preview-breakdown-row');
  await expect(rows.first()).toContainText(preview.subtotal);
  for (const bar of discounts)
    await expect(panel.getByTestId('preview-breakdown')).toContainText(bar.activity_title);
  const total = String(summary.grandTotalPrice);
  await expect(panel.getByTestId('preview-total')).toHaveText(
    isMobile(page) ? preview.mobileTotal(total) : preview.desktopTotal(total),
  );
  await expectNoBlockingViolations(page);
});

test('an empty phone preview offers 繼續逛逛, not 結帳', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isMobile(page), 'the phone preview');
  await page.goto('/');
  const panel = await openPreview(page);
  await expect(panel.getByTestId('cart-preview-empty')).toHaveText(preview.empty);
  await expect(panel.getByTestId('preview-checkout')).toHaveCount(0);
  await panel.getByTestId('preview-continue').click();
  await expect(panel).toBeHidden();
});
