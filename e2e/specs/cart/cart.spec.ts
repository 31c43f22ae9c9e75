// The browser carts, buying from every place a product shows, and the cart preview (storefront.md §2.8,
// §2.9, §4.3, §5, §8, §9; member-area §2.6).

import type { Page } from '@playwright/test';
import {
  cartMessages,
  catalogueMessages,
  dialogMessages,
  formatPrice,
  shellMessages,
  unitPriceAfter,
} from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const preview = cartMessages.preview;

function cartCount(page: Page) {
  return isMobile(page) ? page.getByTestId('mobile-cart-badge') : page.getByTestId('cart-counter');
}

async function expectCount(page: Page, n: number) {
  if (isMobile(page)) await expect(cartCount(page)).toHaveText(String(n));
  else {
    await expect(cartCount(page)).toHaveAttribute('data-count', String(n));
    await expect(cartCount(page)).toContainText(shellMessages.cartCount(n));
  }
}

/** Opens the preview the way the shopper does: hover on desktop, tap on phones. */
async function openPreview(page: Page) {
  if (isMobile(page)) await page.getByTestId('mobile-cart').click();
  else await page.getByTestId('cart-counter').hover();
  const panel = page.getByTestId('cart-preview');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('cart-preview-body')).toBeVisible();
  return panel;
}

interface ApiProduct {
  p_id: number;
  p_name: string;
  p_price: number;
  stock: number;
}

test.describe('carts and the cart preview', () => {
  test('add from a product page: the preview shows its sale-event group priced by §9', {
    tag: '@phone',
  }, async ({ page }) => {
    // A product of an open sale event whose event price is below its own price, so the event applies.
    const { saleEvents } = await (await page.request.get(`${API}/get-sale-event-list`)).json();
    const event = saleEvents[0];
    const sale = event.tiers[0].sale as number;
    const detail = await (await page.request.get(`${API}/get-sale-event/${event.saleevent_id}`)).json();
    const product = (
      detail.saleEvent.products as (ApiProduct & { href: string; discounted_price: number })[]
    ).find((p) => p.stock > 0 && unitPriceAfter(p.p_price, sale) < p.discounted_price)!;
    const pPrice = product.p_price;
    const amount = unitPriceAfter(pPrice, sale);
    await page.goto(`/${product.href.replace(/^\/+/, '')}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toast')).toContainText(cartMessages.addedToCart);
    await expectCount(page, 1);

    const panel = await openPreview(page);
    const group = panel.getByTestId('preview-sale-event');
    await expect(group.getByRole('heading')).toHaveText(preview.groupTitle(event.saleevent_name));
    await expect(group.getByTestId('preview-line-price')).toHaveText(formatPrice(amount));
    await expect(group.getByTestId('preview-line-struck')).toHaveText(formatPrice(pPrice));
    await expect(panel).toContainText(preview.noteActualAmount);
    await expect(panel).toContainText(preview.noteEditAtCheckout);
    if (isMobile(page)) {
      await expect(page.getByRole('dialog', { name: preview.mobileTitle })).toBeVisible();
      await expect(panel.getByTestId('preview-total')).toHaveText(preview.mobileTotal(String(amount)));
      await expect(panel.getByTestId('preview-checkout')).toHaveText(preview.checkoutMobile);
      await page.getByTestId('cart-preview-close').click();
      await expect(panel).toBeHidden();
    } else {
      await expect(panel.getByTestId('preview-count')).toHaveText(preview.desktopCount(1));
      await expect(panel.getByTestId('preview-total')).toHaveText(preview.desktopTotal(String(amount)));
      await expect(panel.getByTestId('preview-checkout')).toHaveText(preview.checkoutDesktop);
      // Leaving the counter closes the preview after 1 s.
      await page.mouse.move(10, 600);
      await expect(panel).toBeVisible();
      await expect(panel).toBeHidden({ timeout: 3000 });
    }
  });

  test('quick-add from a list card', async ({ page }) => {
    await page.goto('/c-plus');
    const card = page
      .getByTestId('product-grid')
      .getByTestId('product-card')
      .filter({
        has: page.getByTestId('quick-add'),
      });
    const update = page.waitForRequest(
      (r) => r.url().endsWith(`${API}/update-temp-cart`) && r.method() === 'PUT',
    );
    await card.first().getByTestId('quick-add').click();
    await expectCount(page, 1);
    // The server's temporary cart hears of the add: the line's quantity and the page it came from.
    const sent = (await update).postDataJSON();
    expect(sent.items).toEqual([expect.objectContaining({ quantity: 1, path: '/c-plus' })]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ quantity: 1, selected: true });
  });

  test('a match pair: one 紅標A區 and one 綠標B區 item, both at round(p_price × matchpair_sale)', {
    tag: '@phone',
  }, async ({ page }) => {
    const { matchPairs } = await (await page.request.get(`${API}/get-match-pair-list`)).json();
    const pair = matchPairs[0];
    const inStock = (items: ApiProduct[]) => items.find((p) => p.stock > 0)!;
    const a = inStock(pair.products.a);
    const b = inStock(pair.products.b);
    await page.goto(`/match-pairs/${pair.matchpair_id}`);
    const picker = page.getByTestId('match-pair-picker');
    await expect(picker.getByTestId('pick-a')).toContainText(catalogueMessages.promotions.matchPair.zoneA);
    await picker.getByTestId('add-pair').click();
    await expect(page.getByTestId('dialog')).toContainText(cartMessages.matchPair.needBoth);
    await page.getByTestId('dialog').getByRole('button', { name: dialogMessages.confirm }).click();

    await picker.getByTestId('pick-a').getByLabel(a.p_name).check();
    await picker.getByTestId('pick-b').getByLabel(b.p_name).check();
    await picker.getByTestId('add-pair').click();
    await expectCount(page, 2);

    const panel = await openPreview(page);
    const group = panel.getByTestId('preview-match-pair');
    await expect(group.getByRole('heading')).toHaveText(preview.groupTitle(pair.matchpair_name));
    const lines = group.getByTestId('preview-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('preview-zone')).toHaveText(preview.zoneA);
    await expect(lines.nth(1).getByTestId('preview-zone')).toHaveText(preview.zoneB);
    const amountA = unitPriceAfter(a.p_price, pair.matchpair_sale);
    const amountB = unitPriceAfter(b.p_price, pair.matchpair_sale);
    await expect(lines.nth(0).getByTestId('preview-line-price')).toHaveText(formatPrice(amountA));
    await expect(lines.nth(1).getByTestId('preview-line-price')).toHaveText(formatPrice(amountB));
    // The total is the server's: the pair's lines less any threshold discount the cart reaches.
    const carts = { cart: await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')) };
    const { summary } = await (
      await page.request.post(`${API}/get-cart-summary`, { data: { carts } })
    ).json();
    expect(summary.merchandiseSubtotal).toBe(amountA + amountB);
    const total = String(summary.grandTotalPrice);
    await expect(panel.getByTestId('preview-total')).toHaveText(
      isMobile(page) ? preview.mobileTotal(total) : preview.desktopTotal(total),
    );
  });

  test('the 4-unit notice', async ({ page }) => {
    await page.goto('/c-plus/vitamin-c-serum-15');
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: catalogueMessages.product.increase }).click();
    await page.getByTestId('add-to-cart').click();
    await expectCount(page, 4);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('dialog')).toContainText(cartMessages.mainCartUnitLimit);
    await expectCount(page, 4);
  });

  test('a corrupt stored cart: the error modal, then an empty cart; invalid entries are dropped', async ({
    page,
  }) => {
    // Stored before the first script of the first page runs (once), as a broken cart from an earlier visit.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('cart', '[{"productId":1,');
    });
    await page.goto('/c-plus');
    const dialog = page.getByTestId('dialog');
    await expect(dialog).toContainText(dialogMessages.errorTitle);
    await expect(dialog).toContainText(cartMessages.cartUnreadable);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await dialog.getByRole('button', { name: dialogMessages.confirm }).click();
    await expectCount(page, 0);

    // Two valid units beside an entry without productId: 2件, and the cleaned cart is saved back.
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([{ productId: 1, quantity: 2, selected: true }, { quantity: 1 }, 'x']),
      ),
    );
    await page.reload();
    await expectCount(page, 2);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(stored).toEqual([{ productId: 1, quantity: 2, selected: true }]);
  });

  test('an empty cart', async ({ page }) => {
    test.skip(isMobile(page), 'the desktop preview says the cart is empty');
    await page.goto('/');
    await page.getByTestId('cart-counter').hover();
    await expect(page.getByTestId('cart-preview-empty')).toHaveText(preview.empty);
  });

  test('/pc-point: a guest is asked to log in; a member redeems into the point cart', async ({ page }) => {
    await page.goto('/pc-point');
    await expect(page.getByTestId('point-login')).toContainText(cartMessages.pointZone.loginToExchange);
    await page.getByTestId('exchange').first().click();
    await expect(page).toHaveURL(/\/login$/);

    // A member redeems the first product.
    await logInThroughPage(page);
    await page.goto('/pc-point');
    await expect(page.getByTestId('point-balance')).toBeVisible();
    const { products } = await (await page.request.get(`${API}/get-exchanges-with-pc-point`)).json();
    const first = products[0];
    const points = first.pivot.dpoint !== 0 ? first.pivot.dpoint : first.pivot.point;
    await page.getByTestId('exchange').first().click();
    await expect(page.getByTestId('toast')).toContainText(cartMessages.pointZone.exchanged);
    await expect(page.getByTestId('points-in-cart')).toHaveText(cartMessages.pointZone.inCart(points));
    await expectCount(page, 1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pointCart') ?? '[]'));
    expect(stored).toEqual([{ productId: first.p_id, quantity: 1, selected: true }]);

    const panel = await openPreview(page);
    const block = panel.getByTestId('preview-points');
    await expect(block.getByRole('heading')).toHaveText(preview.pointTitle);
    await expect(block.getByTestId('preview-line-price')).toHaveText(preview.points(points));
  });

  test(
    'the preview passes axe and is looked at as a shopper would',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/c-plus');
      await page.getByTestId('product-grid').getByTestId('quick-add').first().click();
      await page.getByTestId('product-grid').getByTestId('quick-add').nth(1).click();
      await expectCount(page, 2);
      await page.waitForTimeout(2200); // the fly-to-cart image has landed
      const panel = await openPreview(page);
      await expect(panel.getByTestId('preview-line').first()).toBeVisible();
      const results = await axeBuilder(page).include('[data-testid="cart-preview"]').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`cart-preview-${testInfo.project.name}.png`) });
    },
  );
});
