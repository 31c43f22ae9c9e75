// Orders in the member area: the member center's one-year history and the orders list paged (5 / 10
// per page on phone / desktop), the order detail with cancel and pay-again, purchase history and
// favourites, each checked with axe.
import type { Page } from '@playwright/test';
import {
  formatPrice,
  memberCenterMessages as m,
  memberPageTitles,
  memberOrderMessages as o,
  pendingAppreciationAmount,
} from '@shop/core';
import { logInWithToken, registerThroughApi } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const PASSWORD = 'Demo-Shop-2026';
const TIER2 = { account: 'tier2@demo.example.com', password: PASSWORD, name: '王雅婷' };
/** Each project cancels a different member's newest order, so parallel runs never race for one. */
const CANCELLERS = {
  desktop: { account: 'tier1@demo.example.com', password: PASSWORD, name: '陳美玲' },
  mobile: { account: 'tier3@demo.example.com', password: PASSWORD, name: '張怡君' },
};
const TIER2_ORDERS = 12;
const API = '/front-stage/v1';

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('auth_token') ?? '';
    try {
      return JSON.parse(raw) as string;
    } catch {
      return raw;
    }
  });
}

async function expectNoSeriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('paging the one-year history and the orders list of the tier-2 demo member', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter');
  const history = page.getByTestId('order-history');
  const rows = history.locator('tbody tr');
  const perPage = isMobile(page) ? 5 : 10;
  await expect(rows).toHaveCount(perPage);

  // The pending box sums the valid orders not yet credited, as the API answers them.
  const token = await tokenOf(page);
  const answer = await page.request.get(`${API}/get-one-year-orders`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { orders } = (await answer.json()) as { orders: Parameters<typeof pendingAppreciationAmount>[0] };
  expect(orders).toHaveLength(TIER2_ORDERS);
  await expect(page.getByTestId('info-pending')).toContainText(
    formatPrice(pendingAppreciationAmount(orders)),
  );
  await expect(history.getByText(m.pendingBadge).first()).toBeVisible();

  const pager = page.getByTestId('history-pager');
  await expect(pager.getByTestId('pager-previous')).toBeDisabled();
  await pager.getByTestId('pager-next').click();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows).toHaveCount(isMobile(page) ? 5 : 2);
  if (isMobile(page)) {
    await pager.getByTestId('pager-next').click();
    await expect(rows).toHaveCount(2);
  }
  await expect(pager.getByTestId('pager-next')).toBeDisabled();

  // The orders list pages on the server, 10 a page, and keeps the page in the address.
  await page.goto('/membercenter_list');
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.orders })).toBeVisible();
  await expect(page.getByTestId('order-row')).toHaveCount(10);
  await page.getByTestId('orders-pager').getByTestId('pager-next').click();
  await expect(page).toHaveURL(/\/membercenter_list\?page=2$/);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  await expect(page.getByTestId('orders-pager').getByTestId('pager-next')).toBeDisabled();
  await expectNoSeriousViolations(page);

  // A page past the last shows the last page.
  await page.goto('/membercenter_list?page=9');
  await expect(page.getByTestId('order-row')).toHaveCount(2);
});

test('the order detail cancels after a confirm, and offers pay-again for a failed payment', async ({
  page,
}, testInfo) => {
  const member = testInfo.project.name === 'mobile' ? CANCELLERS.mobile : CANCELLERS.desktop;
  await logInWithToken(page, member);
  await page.goto('/membercenter_list');
  // The newest paid order (a retry finds the next one: the first try may have cancelled the newest).
  const paid = page.getByTestId('order-row').filter({ hasText: '已付款' }).first();
  await expect(paid).toBeVisible();
  await paid.getByRole('link', { name: new RegExp(o.viewDetail) }).click();
  await expect(page).toHaveURL(/\/membercenter_list-all\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.orderDetail })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('已付款');
  await expect(page.getByText(o.sections.delivery)).toBeVisible();
  await expect(page.getByText(o.sections.invoice)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Keeping the order changes nothing.
  await page.getByTestId('order-cancel').click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText(o.cancelConfirm);
  await dialog.getByRole('button', { name: o.cancelKeep }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已付款');

  await page.getByTestId('order-cancel').click();
  await dialog.getByRole('button', { name: o.cancel }).click();
  await expect(page.getByTestId('order-status')).toHaveText('已取消');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已取消');

  // The fourth order's payment failed: 重新付款 leads to its pay-finish page.
  await page.goto('/membercenter_list');
  const failed = page.getByTestId('order-row').filter({ hasText: '付款失敗' }).first();
  await expect(failed).toContainText('付款失敗');
  await failed.getByRole('link', { name: new RegExp(o.viewDetail) }).click();
  const repay = page.getByTestId('order-repay');
  await expect(repay).toHaveText(o.repay);
  await expect(repay).toHaveAttribute('href', /^\/pay-finish\/MR\d{6}-[0-9A-Z]{10}$/);

  await page.goto('/membercenter_list-all/99999999');
  await expect(page.getByTestId('order-missing')).toHaveText(o.orderNotFound);
});

test('purchase history lists what the tier-2 demo member bought', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter_purchasehistory');
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.purchaseHistory })).toBeVisible();
  const bought = page.getByTestId('purchase-list').getByTestId('member-product');
  await expect(bought.first()).toBeVisible();
  await expect(bought.first()).toContainText(/共購買 \d+ 件・\d+ 筆訂單/);
  await expectNoSeriousViolations(page);
  await bought.first().getByRole('link', { name: o.lastOrder }).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
});

test('a new member has empty lists; favourites are removed and added to the cart from the page', async ({
  page,
}) => {
  const member = { name: '收藏會員', password: 'Fav-Orders-2026' };
  const mobile = await registerThroughApi(page.request, member);
  await logInWithToken(page, { account: mobile, password: member.password, name: member.name });
  await page.goto('/membercenter_list');
  await expect(page.getByTestId('orders-empty')).toContainText(o.ordersEmpty);
  await page.goto('/membercenter_purchasehistory');
  await expect(page.getByTestId('purchase-empty')).toContainText(o.purchaseEmpty);

  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (const id of [1, 2]) {
    const saved = await page.request.post(`${API}/post-favorites`, { headers, data: { product_id: id } });
    expect(saved.ok()).toBe(true);
  }
  await page.goto('/membercenter_favorite');
  const favourites = page.getByTestId('favourite-list').getByTestId('member-product');
  await expect(favourites).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await favourites.first().getByTestId('favourite-remove').click();
  await expect(favourites).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText(o.favouriteRemoved);
  await favourites.first().getByTestId('member-add-to-cart').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart') ?? '')).toContain('"productId"');
  await favourites.first().getByTestId('favourite-remove').click();
  await expect(page.getByTestId('favourites-empty')).toContainText(o.favouritesEmpty);
  await page.reload();
  await expect(page.getByTestId('favourites-empty')).toBeVisible();
});
