// axe-core on every page type at 1280 px (desktop project) and 390 px (mobile project): no serious or
// critical violation may remain (issue 10 'Accessibility'), and nothing may make the page wider than
// the screen (a phone would zoom the whole page out).
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, test } from '../../fixtures/shop';

/** A page type whose address comes from the first matching link of a list page (demo ids may change). */
interface LinkedPage {
  name: string;
  listPath: string;
  linkSelector: string;
}

const FIXED_PAGES: ReadonlyArray<{ name: string; path: string }> = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/face-care' },
  { name: 'series', path: '/c-plus' },
  { name: 'product', path: '/c-plus/vitamin-c-serum-15' },
  { name: 'search', path: `/search/${encodeURIComponent('精華')}` },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'news list', path: '/news/news-list' },
  { name: 'FAQ', path: '/qa/q1-1' },
  { name: 'content page', path: '/about-us' },
  { name: '404', path: '/no-such-page-here' },
];

const LINKED_PAGES: readonly LinkedPage[] = [
  { name: 'article', listPath: '/skincare-advice', linkSelector: 'a[href^="/skincare-advice/"][href*="/"]' },
  {
    name: 'news',
    listPath: '/news/news-list',
    linkSelector: 'main a[href^="/news/"]:not([href*="news-list"])',
  },
  { name: 'sale event', listPath: '/sale-events', linkSelector: 'main a[href^="/sale-events/"]' },
  { name: 'match pair', listPath: '/match-pairs', linkSelector: 'main a[href^="/match-pairs/"]' },
];

test.describe('accessibility (axe-core)', { tag: '@phone' }, () => {
  for (const { name, path } of FIXED_PAGES) {
    test(`${name} page has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }

  for (const { name, listPath, linkSelector } of LINKED_PAGES) {
    test(`${name} page has no serious or critical violation`, async ({ page }) => {
      await page.goto(listPath);
      const href = await page.locator(linkSelector).first().getAttribute('href');
      expect(href).toBeTruthy();
      await page.goto(href ?? '/');
      await page.waitForLoadState('networkidle');
      await expectNoBlockingViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
