// The page tracker switched off (PAGE_TRACKER=off, docs/decisions/124-campaign-video-and-tracker-switch.md):
// a shop of its own started with the setting off; a visit with UTM parameters, a route change and a
// click on a tagged element load no tracker code and make none of its calls. (With it on, the same
// steps make them all: tracking.spec.ts.)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../../fixtures/shop';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 3;
const SHOP = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 180_000;
/** The tracker's calls (storefront.md §7.9): UTM visits, events, the LINE shopping referral calls. */
const TRACKER_CALL =
  /\/front-stage\/v1\/(store-utms|update-utm|event-logger|update-line-shopping|line-shopping)/;

let shop: ChildProcess | undefined;

async function startShop(): Promise<void> {
  if ((await fetch(`${SHOP}/healthz`).catch(() => null)) !== null)
    throw new Error(`port ${PORT} is taken: another shop would answer for this spec's`);
  const start = fileURLToPath(new URL('../../../apps/server/start.mjs', import.meta.url));
  shop = spawn(process.execPath, [start], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      SITE_URL: SHOP,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-e2e-tracker-off-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_TRACKER: 'off',
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the tracker-off shop stopped (exit ${shop.exitCode})`);
    if ((await fetch(`${SHOP}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the tracker-off shop did not start');
}

test.describe('PAGE_TRACKER=off', () => {
  test.describe.configure({ timeout: START_TIMEOUT_MS + 60_000 });
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    await startShop();
  });
  test.afterAll(() => {
    if (shop?.pid) process.kill(-shop.pid, 'SIGTERM');
  });

  test('a UTM visit, a route change and a tagged click load no tracker and make no tracking call', async ({
    page,
  }) => {
    const trackerCalls: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (TRACKER_CALL.test(request.url())) trackerCalls.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${SHOP}/?utm_source=line&utm_campaign=x`);
    await page.waitForLoadState('load');
    // The tracker would load when the browser is idle and send the page view 1 s after the route change.
    await page.waitForTimeout(2500);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('event-name', 'e2e-tracker-off');
      button.textContent = 'banner';
      Object.assign(button.style, { position: 'fixed', left: '40px', top: '60px', zIndex: '99999' });
      document.body.append(button);
    });
    await page.mouse.click(50, 70);
    await page.locator('footer a[href="/about-us"]').first().click();
    await expect(page).toHaveURL(`${SHOP}/about-us`);
    await page.waitForTimeout(2500);

    expect(trackerCalls).toEqual([]);
    expect(scripts.filter((url) => /tracker/i.test(url))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('after_login_actions'))).toBeNull();
  });
});
