import { expect, test } from '../../fixtures/shop';

test('/noindex carries a robots noindex meta', async ({ page }) => {
  await page.goto('/noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
