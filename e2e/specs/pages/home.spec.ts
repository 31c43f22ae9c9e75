import { pagesMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

test.describe('home page', () => {
  test('shows banners, hot products with prices and hot articles', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(pagesMessages.home.metaTitle));

    const banners = page.getByTestId('home-banner');
    await expect(banners.first()).toBeVisible();
    // The first banner is the page's largest paint: eager, high priority, sized.
    const firstImage = banners.first().locator('img');
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('width', /\d+/);
    await expect(firstImage).toHaveAttribute('height', /\d+/);
    if ((await banners.count()) > 1)
      await expect(banners.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');

    const products = page.getByTestId('hot-products').getByTestId('product-card');
    await expect(products.first()).toBeVisible();
    await expect(products.first().getByTestId('price')).toContainText(/NT\$\d{1,3}(,\d{3})*(?!\d)/);

    const articles = page.getByTestId('hot-learns').getByTestId('learn-card');
    await expect(articles.first()).toBeVisible();
    await expect(articles.first().locator('a')).toHaveAttribute('href', /^\/skincare-advice\/[^/]+\/[^/]+$/);
  });

  test('the server HTML holds only the first banner image; the others come once the carousel runs', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const start = html.indexOf('data-testid="home-banners"');
    const section = html.slice(start, html.indexOf('</section>', start));
    const slides = section.split('data-testid="home-banner"').slice(1);
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.map((slide) => slide.includes('<img'))).toEqual(slides.map((_, index) => index === 0));

    await page.goto('/');
    await expect(page.getByTestId('home-banner').nth(1).locator('img')).toHaveCount(1);
  });

  test('the banners speak Traditional Chinese as text over the art, none in English only (issue 10)', async ({
    page,
    request,
  }) => {
    const han = /\p{Script=Han}/u;
    await page.goto('/');
    const first = page.getByTestId('home-banner').first();
    const headline = first.getByTestId('banner-headline');
    await expect(headline).toBeVisible();
    await expect(headline).toHaveText(han);
    // The headline sits on the banner's art, not below it.
    const art = await first.locator('img').boundingBox();
    const words = await headline.boundingBox();
    expect(words!.y).toBeGreaterThanOrEqual(art!.y);
    expect(words!.y + words!.height).toBeLessThanOrEqual(art!.y + art!.height);

    // Every banner and small-carousel card of the server HTML carries Chinese words, a call to action
    // and an art image with no words of its own (empty alt: the text is the link's name).
    const html = await (await request.get('/')).text();
    const headlines = [...html.matchAll(/data-testid="banner-headline"[^>]*>([^<]+)</g)].map((m) => m[1]!);
    expect(headlines.length).toBeGreaterThanOrEqual(4 + 5);
    for (const text of headlines) expect(text).toMatch(han);
    expect(html).not.toContain('MEMBERS GET MORE');
    const links = page.getByTestId('home-banners').getByRole('link');
    await expect(links.first()).toHaveAccessibleName(han);
    await expect(first.locator('img')).toHaveAttribute('alt', '');
  });

  test('carries Open Graph tags', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      pagesMessages.home.metaDescription,
    );
  });

  test('loads the video player only when play is pressed', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('home-video');
    test.skip((await video.count()) === 0, 'no home video in the demo data');
    await expect(video.locator('iframe, video')).toHaveCount(0);
    await video.getByTestId('home-video-play').click();
    await expect(video.locator('iframe, video')).toHaveCount(1);
  });
});

test('hot products fill whole rows: no orphan card at the end (issue 10)', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('hot-products').getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const tops = await cards.evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).offsetParent !== null)
      .map((node) => Math.round(node.getBoundingClientRect().top)),
  );
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  const rows = [...perRow.values()];
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows).size, `cards per row: ${rows.join(', ')}`).toBe(1);
});

test('the injected shipping notice moves nothing below it (issue 10: CLS on phones)', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  const below = page.getByTestId('hot-products');
  await expect(below).toBeVisible();
  const before = (await below.boundingBox())?.y;
  await expect(page.locator('[data-injection-point="home-notice"]')).toBeVisible({ timeout: 10_000 });
  const after = (await below.boundingBox())?.y;
  expect(after).toBe(before);
  const notice = await page.locator('[data-injection-point="home-notice"]').boundingBox();
  const slot = await page.getByTestId('home-notice-slot').boundingBox();
  expect(notice!.y + notice!.height).toBeLessThanOrEqual(slot!.y + slot!.height + 1);
});
