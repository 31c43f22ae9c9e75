// A catalogue a shopper can narrow (issue 23): sort and filters in the address, 24 a page, the filter
// sheet on a phone, and no serious or critical axe finding on a filtered category page.

import type { Locator, Page } from '@playwright/test';
import { catalogueMessages, SKIN_TYPE_NAMES } from '@shop/core';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const text = catalogueMessages.listControls;

/** The amounts the cards ask (the sale price when there is one), in card order. */
async function paidPrices(grid: Locator): Promise<number[]> {
  return grid
    .getByTestId('product-card')
    .getByTestId('price')
    .evaluateAll((prices) =>
      prices.map((price) =>
        Number((price.querySelector('.font-semibold') ?? price).textContent?.replace(/\D/g, '')),
      ),
    );
}

async function expectNoindexToPlainPage(page: Page, plainPath: string) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${plainPath}$`));
}

test.describe('a category the shopper narrows', () => {
  test('sorted by price and filtered to dry skin by keyboard, the category pages 24 + 18 in price order', async ({
    page,
  }) => {
    test.skip(isMobile(page), 'the filters beside the grid are the desktop layout; the phone has the sheet');
    await page.goto('/face-care');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(text.resultCount(66));
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(24);

    await page.getByTestId('sort-select').selectOption({ label: text.sorts.price_asc });
    await expect(page).toHaveURL(/\/face-care\?sort=price_asc$/);
    const sidebar = page.getByTestId('filter-sidebar');
    // The filters are drawn again for the new address; wait for that before ticking one.
    await expect(sidebar).toHaveAttribute('data-query', '?sort=price_asc');
    await sidebar.getByLabel(SKIN_TYPE_NAMES.dry!).focus();
    await page.keyboard.press('Space');
    await expect(sidebar.getByLabel(SKIN_TYPE_NAMES.dry!)).toBeChecked();
    await sidebar.getByTestId('apply-filters').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/face-care\?sort=price_asc&skin=dry$/);
    await expect(page.getByTestId('result-count')).toHaveText(text.resultCount(42));
    await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
    await expect(sidebar.getByLabel(SKIN_TYPE_NAMES.dry!)).toBeChecked();
    await expectNoindexToPlainPage(page, '/face-care');

    const grid = page.getByTestId('product-grid');
    await expect(grid.getByTestId('product-card')).toHaveCount(24);
    const first = await paidPrices(grid);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    await expect(page.getByTestId('pagination')).toContainText(text.pageStatus(1, 2));
    await expectNoBlockingViolations(page);

    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/face-care\?sort=price_asc&skin=dry&page=2$/);
    await expect(grid.getByTestId('product-card')).toHaveCount(18);
    const second = await paidPrices(grid);
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByTestId('next-page')).toHaveCount(0);

    // The cards: 已售完・貨到通知 on a sold-out one; 折數, ★ rating with its count and ♡ on the others.
    const cards = grid.getByTestId('product-card');
    const soldOut = cards.filter({ hasText: '撫紋緊緻乳液' });
    await expect(soldOut.getByTestId('card-sold-out')).toHaveText(catalogueMessages.card.soldOut);
    const serum = cards.filter({ hasText: '25%維他命C高濃度精華' });
    await expect(serum.getByTestId('discount-badge')).toHaveText(`${catalogueMessages.card.discount}85折`);
    await expect(serum.getByTestId('card-rating')).toContainText(/★ 4\.\d \(\d+\)/);
    await expect(serum.getByTestId('card-favourite')).toHaveAttribute(
      'aria-label',
      catalogueMessages.card.favouriteAdd('25%維他命C高濃度精華 20ml'),
    );

    // The address alone, shared, shows the same page (server-rendered).
    const html = await (await page.request.get('/face-care?sort=price_asc&skin=dry&page=2')).text();
    expect(html).toContain(text.resultCount(42));
    expect(html).toContain(text.pageStatus(2, 2));
  });

  test('on a phone the filters open in a sheet; applying closes it and narrows the list', {
    tag: '@phone',
  }, async ({ page }) => {
    test.skip(!isMobile(page), 'the sheet is the phone layout');
    await page.goto('/face-care');
    await expect(page.getByTestId('filter-sidebar')).toBeHidden();
    const sheet = page.getByTestId('filter-sheet');
    await expect(sheet).toBeHidden();
    await page.getByTestId('open-filters').click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('open-filters')).toBeFocused();

    await page.getByTestId('open-filters').click();
    await sheet.getByLabel(SKIN_TYPE_NAMES.dry!).check();
    await sheet.getByTestId('apply-filters').click();
    await expect(page).toHaveURL(/\/face-care\?skin=dry$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('result-count')).toHaveText(text.resultCount(42));
    await expect(page.getByTestId('open-filters')).toHaveText(text.activeCount(1));
    const box = await page.getByTestId('product-grid').boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  });
});
