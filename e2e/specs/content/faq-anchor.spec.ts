import { expect, test } from '../../fixtures/shop';

test.describe('FAQ', () => {
  test('/qa/q1-1#refund scrolls the refund section into view', async ({ page }) => {
    await page.goto('/qa/q1-1#refund');
    const refund = page.locator('#refund');
    await expect(refund).toBeAttached();
    await expect(refund).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('every anchor of q1-1 is an element id, and the page has FAQPage JSON-LD', async ({ page }) => {
    await page.goto('/qa/q1-1');
    for (const anchor of ['shipping', 'refund', 'pc-point', 'ingredients']) {
      await expect(page.locator(`#${anchor}`)).toBeAttached();
    }
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = scripts.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.length).toBeGreaterThan(0);
  });
});
