import { cutoffDate, memberCenterMessages as m, memberPageTitles } from '@shop/core';
import { logInWithToken, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const TIER2 = { account: 'tier2@demo.example.com', password: 'Demo-Shop-2026', name: '王雅婷' };

test('the tier-2 demo member sees the card, progress, bindings, boxes and links as the spec draws them', {
  tag: '@phone',
}, async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter');

  await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible();
  await expect(page.locator('#main').getByText(m.subheading, { exact: true })).toBeVisible();
  await expect(page.getByTestId('tier-card-image')).toHaveAttribute('src', '/images/member/card2.png');
  const name = page.getByTestId('member-name');
  await expect(name).toHaveText('王雅婷');
  await expect(name).toHaveAttribute('data-colour', 'gold');
  await expect(page.getByTestId('level-name')).toHaveText('鑽石卡');

  const expiry = (await page.getByTestId('tier-expiry').textContent()) ?? '';
  expect(expiry).toMatch(/^到期日：\d{4}-\d{2}-\d{2}$/);
  const endDate = expiry.replace('到期日：', '');
  // member-area §2.2 writes it '$buytotal2025 / $next_level.min_cash'; the bar is named for the level.
  await expect(page.getByTestId('spend-progress')).toHaveText('$18,500 / $30,000');
  const bar = page.getByRole('progressbar', { name: m.spendProgressLabel(m.wordUpgrade, '黑鑽卡') });
  await expect(bar).toHaveAttribute('aria-valuenow', '62');
  await expect(page.getByTestId('spend-to-go')).toHaveText(
    `${cutoffDate(endDate)}前 再消費$11,500 即可升等黑鑽卡`,
  );
  await expect(page.getByText(m.cutoffHint)).toBeVisible();

  // The demo member has an e-mail and Facebook bound; LINE and Google offer 綁定.
  await expect(page.getByTestId('binding-email')).toContainText(m.bound);
  await expect(page.getByTestId('binding-facebook')).toContainText(m.bound);
  for (const provider of ['line', 'google']) {
    await expect(page.getByTestId(`binding-${provider}`).getByRole('button', { name: m.bind })).toBeVisible();
  }

  await expect(page.getByTestId('info-pending')).not.toContainText('$0');
  await expect(page.getByTestId('info-points')).toContainText(`2,350${m.pointsUnit}`);
  // Tier 2 has a monthly gift every month (and the birthday gift in November): gift zone decisions.
  // 月月領 is the monthly gift's whole name (member-area §3): never 月月領禮.
  await expect(page.getByTestId('info-unclaimed')).toContainText('月月領');
  await expect(page.getByTestId('info-unclaimed')).not.toContainText('月月領禮');
  await expect(page.getByTestId('info-after-upgrade')).toContainText('黑鑽卡升等禮');

  const shortcuts = page.getByTestId('member-shortcuts');
  await expect(shortcuts.getByRole('link', { name: m.shortcuts.gifts })).toHaveAttribute(
    'href',
    '/gift3-5.php',
  );
  await expect(shortcuts.getByRole('link', { name: m.shortcuts.benefits })).toHaveAttribute(
    'href',
    '/member_2025.php',
  );
  await expect(page.getByRole('heading', { name: m.historyTitle })).toBeVisible();
  // The demo orders of the last year, newest first, with the checkout's status names.
  const rows = page.getByTestId('order-history').locator('tbody tr');
  await expect(rows).toHaveCount(isMobile(page) ? 5 : 10);
  await expect(rows.nth(2)).toHaveAttribute('data-valid', 'false');
  await expect(rows.nth(2)).toContainText('已取消');
  await expect(rows.nth(1)).toContainText(m.pendingBadge);
  // On a phone too, each order's amount and points are on the screen, not scrolled out of it.
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (const cell of [rows.nth(1).locator('td').nth(3), rows.nth(1).locator('td').nth(4)]) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewportWidth).toBe(true);
  }
  await expectNoBlockingViolations(page);

  // The legacy link lands on a real member page through the redirect map.
  await shortcuts.getByRole('link', { name: m.shortcuts.gifts }).click();
  await expect(page).toHaveURL(/\/gift3-5$/);
  // The zone opens with its info popup: the member has gifts to claim.
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.giftZone })).toBeVisible();
  await expect(page.getByTestId('gift-zone')).toBeVisible();
});

test('the member center fits the screen: nothing wider than the viewport (the logout button stays tappable)', {
  tag: '@phone',
}, async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter');
  await expect(page.getByTestId('member-logout')).toBeVisible();
  const [scrollWidth, viewportWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(viewportWidth);
});

test('the card cuts a long name at 15 characters on desktop and 12 on a phone', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  const longName = '一二三四五六七八九十壹貳參肆伍陸柒';
  const password = 'Mireva-e2e-Card-2026';
  const mobile = await registerThroughApi(request, { name: longName, password });
  await logInWithToken(page, { account: mobile, password, name: longName });
  await page.goto('/membercenter');
  const expected = Array.from(longName)
    .slice(0, isMobile(page) ? 12 : 15)
    .join('');
  await expect(page.getByTestId('member-name')).toHaveText(expected);
  // A new website member (99) is drawn on card0 with a white name.
  await expect(page.getByTestId('tier-card-image')).toHaveAttribute('src', '/images/member/card0.png');
  await expect(page.getByTestId('member-name')).toHaveAttribute('data-colour', 'white');
});

test("the logout on this page goes to /login, without the header's confirmation (member-area §2.2)", async ({
  page,
}) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter');
  const logout = page.getByTestId('member-logout');
  await expect(logout).toHaveAttribute('href', '/login');
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
