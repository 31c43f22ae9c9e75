// /member-benefit (member-area §2.1 "2025 member benefits page") at 1280 and 390 px: a guest sees the
// tiers, the comparison table and the register call; the tier-2 demo member sees her tier highlighted
// and the gift zone call; /member/membercenter_2005 lands here; axe finds nothing serious.
import type { Page } from '@playwright/test';
import { memberBenefitMessages as t } from '@shop/core';
import { logInWithToken } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const TIER2 = { account: 'tier2@demo.example.com', password: 'Demo-Shop-2026', name: '王雅婷' };
const TIER_NAMES = ['一般會員', '白金卡', '鑽石卡', '黑鑽卡'];

async function axeClean(page: Page) {
  const result = await axeBuilder(page).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a guest sees the tiers, the comparison table and 立即加入會員 to /register', async ({
  page,
}, testInfo) => {
  await page.goto('/member-benefit');
  await expect(page).toHaveTitle(/^2025全新會員福利/);
  await expect(page.getByRole('heading', { level: 1, name: '2025全新會員福利' })).toBeVisible();
  await expect(page.getByTestId('tier-cards').locator('li h3')).toHaveText(TIER_NAMES);

  const table = page.getByTestId('tier-comparison');
  await expect(table.locator('thead th')).toHaveText(['權益', ...TIER_NAMES]);
  await expect(table.locator('tbody th')).toHaveText([
    '入會門檻',
    '點數回饋',
    '生日禮',
    '升等禮',
    '續等禮',
    '月月領禮',
    '會籍效期',
  ]);
  const row = (name: string) =>
    table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row('入會門檻').locator('td')).toHaveText([
    '註冊即享',
    '年度消費滿NT$3,000',
    '年度消費滿NT$12,000',
    '年度消費滿NT$30,000',
  ]);
  await expect(row('點數回饋').locator('td')).toHaveText([1, 2, 3, 5].map((r) => `每消費NT$100回饋${r}點`));
  await expect(row('升等禮').locator('td').first()).toHaveText('—');
  await expect(row('升等禮').locator('td').nth(2)).toHaveText('鑽石卡升等禮');
  await expect(row('會籍效期').locator('td').nth(3)).toHaveText('12個月，效期內消費滿NT$30,000續等');
  await expect(page.getByText('宅配14天、超商取貨21天')).toBeVisible();
  await expect(page.locator('[data-own]')).toHaveCount(0);

  const join = page.getByTestId('join-cta').first();
  await expect(join).toHaveText(t.joinCta);
  await expect(join).toHaveAttribute('href', '/register');
  await expect(page.getByTestId('gift-cta')).toHaveCount(0);

  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: testInfo.outputPath(`member-benefit-guest-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await axeClean(page);
  await join.click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the tier-2 demo member sees 鑽石卡 highlighted and 前往會員禮領取 to /gift3_5', async ({
  page,
}, testInfo) => {
  await logInWithToken(page, TIER2);
  await page.goto('/member-benefit');
  await expect(page.getByTestId('own-tier-greeting')).toHaveText('王雅婷，您目前是鑽石卡');
  const own = page.getByTestId('tier-card-2');
  await expect(own).toHaveAttribute('aria-current', 'true');
  await expect(own).toContainText(t.yourTier);
  await expect(page.locator('li[data-own]')).toHaveCount(1);
  await expect(page.getByTestId('tier-comparison').locator('thead th[data-own]')).toHaveText(
    `鑽石卡${t.yourTier}`,
  );
  // On a phone the row scrolls sideways to put her card in the middle; only the page scrolls here.
  await page.getByTestId('tier-cards').evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await expect(own).toBeInViewport({ ratio: 0.95 });
  if (isMobile(page)) await expect(page.getByTestId('tier-card-0')).not.toBeInViewport({ ratio: 0.5 });

  const gift = page.getByTestId('gift-cta').first();
  await expect(gift).toHaveAttribute('href', '/gift3_5');
  await expect(page.getByTestId('join-cta')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: testInfo.outputPath(`member-benefit-tier2-${testInfo.project.name}.png`),
    fullPage: true,
  });
  await axeClean(page);
});

test('/member/membercenter_2005 redirects to /member-benefit', async ({ page }) => {
  const response = await page.request.get('/member/membercenter_2005', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/member-benefit');
  await page.goto('/member/membercenter_2005');
  await expect(page).toHaveURL(/\/member-benefit$/);
});
