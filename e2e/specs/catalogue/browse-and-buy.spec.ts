import { catalogueMessages, errorMessages, shellMessages } from '@shop/core';
import { expect, isMobile, test } from '../../fixtures/shop';

/** The header's counter: '{n}件' on desktop, the badge on phones. */
function cartCount(page: import('@playwright/test').Page) {
  return isMobile(page) ? page.getByTestId('mobile-cart-badge') : page.getByTestId('cart-counter');
}

test.describe('catalogue browsing', () => {
  test('a series page loads the images of its first two phone rows at once, the rest when near (issue 10)', {
    tag: '@phone',
  }, async ({ request }) => {
    // Read from the server HTML: what the browser sees before any script runs.
    const html = await (await request.get('/c-plus')).text();
    const grid = html.slice(html.indexOf('data-testid="product-grid"'));
    const images = [...grid.matchAll(/<img [^>]*>/g)].map((m) => m[0]).slice(0, 6);
    expect(images).toHaveLength(6);
    const loading = images.map((img) => /loading="(\w+)"/.exec(img)?.[1]);
    const priority = images.map((img) => /fetchpriority="(\w+)"/i.exec(img)?.[1] ?? 'auto');
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(priority).toEqual(['high', 'high', 'auto', 'auto', 'auto', 'auto']);
  });

  test('comment pictures ask for a 96 px thumbnail, not the 800 px original (issue 10)', async ({
    request,
  }) => {
    const html = await (await request.get('/c-plus/vitamin-c-serum-15')).text();
    const pictures = [...html.matchAll(/<img [^>]*data-testid="comment-image"[^>]*>/g)].map((m) => m[0]);
    expect(pictures.length).toBeGreaterThan(0);
    for (const img of pictures) {
      expect(img).toMatch(/srcSet="[^"]*\?w=160 160w, [^"]*\?w=320 320w"/);
      expect(img).toContain('sizes="96px"');
    }
  });

  test('category → product → add to cart raises the header counter', { tag: '@phone' }, async ({ page }) => {
    const response = await page.goto('/face-care');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('list-title')).toBeVisible();
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // The first cards hold the page's largest paint.
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');

    // An in-stock best seller (the first cards may be sold out: they show the restock notice instead).
    await cards.locator('a[href="/c-plus/vitamin-c-serum-15"]').click();
    await expect(page.getByTestId('product-page')).toBeVisible();
    await expect(page.getByTestId('product-name')).not.toBeEmpty();
    await expect(page.getByTestId('product-price').getByTestId('price')).toContainText(
      /NT\$\d{1,3}(,\d{3})*(?!\d)/,
    );
    await expect(page.getByTestId('breadcrumb')).toContainText(catalogueMessages.home);

    const counter = cartCount(page);
    await expect(counter).toContainText(isMobile(page) ? '0' : shellMessages.cartCount(0));
    await page.getByRole('button', { name: catalogueMessages.product.increase }).click();
    await expect(page.getByTestId('quantity')).toHaveText('2');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toast')).toContainText(errorMessages.addedToCart);
    await expect(counter).toContainText(isMobile(page) ? '2' : shellMessages.cartCount(2));
  });

  test('refuses a product that already holds 4 units', async ({ page }) => {
    await page.goto('/c-plus/vitamin-c-serum-15');
    for (let i = 0; i < 3; i++)
      await page.getByRole('button', { name: catalogueMessages.product.increase }).click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toast')).toContainText(errorMessages.addedToCart);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('dialog')).toContainText(errorMessages.mainCartUnitLimit);
  });

  test('series, shortcut and subcategory pages list products; an unknown path is the 404 page', async ({
    page,
  }) => {
    for (const path of [
      '/c-plus',
      '/omega+complex',
      '/new-products',
      '/hot-sale',
      '/hot_sale',
      '/skin_care_products',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
    }
    const response = await page.goto('/c-plus/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-path')).toHaveText(
      errorMessages.pageNotFound('/c-plus/no-such-product'),
    );
  });
});
