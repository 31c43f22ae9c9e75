// The page tracker switched off (PAGE_TRACKER=off, docs/decisions/124-campaign-video-and-tracker-switch.md):
// a shop of its own started with the setting off; a visit with UTM parameters, a route change and a
// click on a tagged element load no tracker code and make none of its calls. (With it on, the same
// steps make them all: tracking.spec.ts.)
import { OWN_SHOP_START_TIMEOUT_MS, ownShop } from '../../fixtures/own-shop';
import { expect, test } from '../../fixtures/shop';

const shop = ownShop(3, 'tracker-off');
const SHOP = shop.url;
/** The tracker's calls (storefront.md §7.9): UTM visits, events, the LINE shopping referral calls. */
const TRACKER_CALL =
  /\/front-stage\/v1\/(store-utms|update-utm|event-logger|update-line-shopping|line-shopping)/;

test.describe('PAGE_TRACKER=off', () => {
  test.describe.configure({ timeout: OWN_SHOP_START_TIMEOUT_MS + 60_000 });
  test.beforeAll(async () => {
    test.setTimeout(OWN_SHOP_START_TIMEOUT_MS);
    await shop.start({ PAGE_TRACKER: 'off' });
  });
  test.afterAll(() => shop.stop());

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
