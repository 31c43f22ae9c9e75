import { expect, HYDRATED, test } from '../../fixtures/shop';

// The page's scripts wait for its largest image (apps/web/app/lib/script-start.ts): on a phone they
// would share the bandwidth with the banner the shopper is waiting for.
const BANNER = '**/upload/demo-banner-*';

test('the server writes the scripts held: no modulepreload or module script starts on its own', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toMatch(/<link rel="x-held-modulepreload" href="\/assets\/shell-[^"]+\.js"/);
  expect(html).toMatch(/<script nonce="[^"]+" type="x-held-module"/);
});

test('the scripts start only after the banner image has arrived, then the page works', async ({ page }) => {
  let bannerDoneAt = 0;
  let firstScriptAt = 0;
  await page.route(BANNER, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    bannerDoneAt = Date.now();
    await route.continue();
  });
  page.on('request', (request) => {
    if (!firstScriptAt && /\/assets\/.+\.js$/.test(request.url())) firstScriptAt = Date.now();
  });
  await page.goto('/'); // the fixture waits for hydration
  expect(bannerDoneAt).toBeGreaterThan(0);
  expect(firstScriptAt).toBeGreaterThanOrEqual(bannerDoneAt);
  // Released: the links are modulepreloads again and the module script ran.
  await expect(page.locator('link[rel="x-held-modulepreload"]')).toHaveCount(0);
  await expect(page.locator('script[type="x-held-module"]')).toHaveCount(0);
});

test('a banner that never arrives holds the scripts 2 s at most', async ({ page }) => {
  await page.route(BANNER, () => {}); // never answered
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator(HYDRATED)).toHaveCount(0);
  await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 15_000 });
});
