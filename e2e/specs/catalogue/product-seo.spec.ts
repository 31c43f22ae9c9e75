import { expect, test } from '../../fixtures/shop';

test('the product page carries JSON-LD Product with the TWD price, and a BreadcrumbList', async ({
  page,
}) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const product = data.find((item) => item['@type'] === 'Product') as {
    name: string;
    offers: { price: number; priceCurrency: string; availability: string };
  };
  expect(product).toBeTruthy();
  expect(product.offers.priceCurrency).toBe('TWD');
  expect(product.offers.availability).toMatch(/InStock|OutOfStock/);
  const shown = await page.getByTestId('product-price').locator('.font-semibold').first().textContent();
  expect(shown?.replace(/\D/g, '')).toBe(String(product.offers.price));
  expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/c-plus\/vitamin-c-serum-15$/,
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
});
