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
  expect(html).toMatch(/<script type="x-held-module"/);
});

test('the scripts start only after the banner image has arrived, then the page works', {
  tag: '@phone',
}, async ({ page }) => {
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

// Parts below the first screen hydrate in passes of their own (apps/web/app/components/hydrate-apart.tsx),
// so the hydration is several short tasks instead of one long one.
const PRODUCT = '/c-plus/vitamin-c-serum-15';

// The home page keeps its grid in the first pass: split apart it cost more blocking time than it saved.
test('the footer and the product details are written as parts hydrated apart', async ({ request }) => {
  const html = await (await request.get(PRODUCT)).text();
  expect(html).toMatch(/<!--\$--><footer [^>]*data-testid="site-footer"/);
  expect(html).toMatch(/<!--\$--><div class="render-when-near grid[^"]*"><div class="space-y-8"><section/);
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/<!--\$--><footer [^>]*data-testid="site-footer"/);
  expect(home).not.toMatch(/<!--\$--><div class="mx-auto grid max-w-6xl/);
});

test('the page is marked hydrated only once the parts hydrated apart have hydrated too', async ({ page }) => {
  // At the moment <html> gets data-hydrated, note which parts React has taken over (a hydrated element
  // carries React's own properties). The script runs before <html> exists: watch the document.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const reactOwns = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber$')) : null;
      };
      (window as unknown as { partsAtMark: unknown }).partsAtMark = {
        footer: reactOwns('[data-testid="site-footer"]'),
        comments: reactOwns('[data-testid="product-comments"]'),
        name: reactOwns('[data-testid="product-name"]'),
      };
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(PRODUCT); // the fixture waits for data-hydrated
  expect(await page.evaluate(() => (window as unknown as { partsAtMark: unknown }).partsAtMark)).toEqual({
    footer: true,
    comments: true,
    name: true,
  });
});

test("a guest's home and product pages never download the API contracts (zod and every call's schema)", async ({
  page,
}) => {
  // The tracker runs on every page; a static import of the API client (or of a contracts module the
  // bundler thought had side effects) once added about 60 KB of script to every page view.
  const zodScripts: string[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('$ZodError')) zodScripts.push(response.url());
  });
  for (const path of ['/', '/c-plus/vitamin-c-serum-15']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Page views are sent 1 s after the route change, with the tracker loaded by then.
    await page.waitForTimeout(1_500);
  }
  expect(zodScripts).toEqual([]);
});

test('lottie-web is downloaded only where an animated illustration shows, not with the shell', {
  tag: '@phone',
}, async ({ page }) => {
  // Decision 100: the player is a chunk of its own (about 260 KB), imported when an illustration mounts.
  // The skin analyzer shows one only while it analyses, so its first view goes without it too.
  const lottieScripts: string[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('bodymovin')) lottieScripts.push(response.url());
  });
  for (const path of ['/', '/c-plus/vitamin-c-serum-15', '/SkinAnalyzer?test=1']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(lottieScripts).toEqual([]);
});

// Issue 23: a phone's list page hydrated its 24 cards in one pass (one long commit), then asked for
// route-manifest patches for its hundred links and re-rendered the whole page once more.
test('a list page hydrates its cards eight at a time and never asks for route-manifest patches', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/face-care?sort=price_asc&skin=dry')).text();
  const grid = html.slice(html.indexOf('data-testid="product-grid"'));
  const gridHtml = grid.slice(0, grid.indexOf('</ul>'));
  // Two later groups, each a Suspense boundary inside the one before it (8 + 8 + 8 cards).
  const cardAt = [...gridHtml.matchAll(/data-testid="product-card"/g)].map((card) => card.index);
  const groupAt = [...gridHtml.matchAll(/<!--\$-->/g)].map((group) => group.index);
  expect(cardAt).toHaveLength(24);
  expect(groupAt).toHaveLength(2);
  expect(groupAt[0]).toBeGreaterThan(cardAt[7]!);
  expect(groupAt[0]).toBeLessThan(cardAt[8]!);
  expect(groupAt[1]).toBeGreaterThan(cardAt[15]!);
  expect(groupAt[1]).toBeLessThan(cardAt[16]!);

  const manifestCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/__manifest')) manifestCalls.push(req.url());
  });
  await page.goto('/face-care?sort=price_asc&skin=dry'); // the fixture waits for every part to hydrate
  await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
  await page.waitForTimeout(500); // lazy discovery asks 100 ms after the links render
  expect(manifestCalls).toEqual([]);
});
