import { expect, test } from '../../fixtures/shop';

test('/about_us and /about-us both render the about page', async ({ page }) => {
  const titles: string[] = [];
  const canonicals: (string | null)[] = [];
  for (const path of ['/about_us', '/about-us']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const title = page.getByTestId('content-title');
    await expect(title).not.toBeEmpty();
    titles.push((await title.textContent()) ?? '');
    canonicals.push(await page.locator('link[rel="canonical"]').getAttribute('href'));
  }
  expect(titles[0]).toBe(titles[1]);
  // One canonical address for both spellings.
  expect(canonicals[0]).toBe(canonicals[1]);
});
