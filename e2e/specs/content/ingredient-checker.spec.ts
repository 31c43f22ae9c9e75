// The ingredient checker (member-area §2.9) at 1280 and 390 px: a guest pastes the example list, reads the
// report with its flags, shares it, and the /share page shows the same report read-only; a member's shared
// report is in 我的檢測紀錄 and opens again from there.
import { ingredientCheckerMessages as m } from '@shop/core';
import { fillPasswordLogin, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, fullPageScreenshot, test } from '../../fixtures/shop';

const CHECKER_PATH = '/beautypedia-ingredient-checker';
const PASSWORD = 'Checker-2026';

test('a guest checks the example list, shares it and the share page shows the same report', async ({
  page,
}, testInfo) => {
  await page.goto(CHECKER_PATH);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await page.getByTestId('ingredient-check').click();
  await expect(page.getByTestId('ingredient-error')).toHaveText(m.textRequired);
  await expectNoBlockingViolations(page);

  await page.getByTestId('ingredient-example').click();
  await expect(page.getByLabel(m.inputLabel)).toHaveValue(m.example);
  await expect(page.getByTestId('ingredient-counter')).toHaveText(m.counter(m.example.length, 15));
  await page.getByTestId('ingredient-check').click();

  const report = page.getByTestId('ingredient-report');
  await expect(report.getByRole('heading', { name: m.resultTitle })).toBeFocused();
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(15, 15));
  const chips = page.getByTestId('ingredient-flag-chips');
  await expect(chips).toContainText(m.flagCount(m.flags.fragrance, 3));
  await expect(chips).toContainText(m.flagCount(m.flags.alcohol, 1));
  await expect(chips).toContainText(m.flagCount(m.flags.essential_oil, 1));
  await expect(page.getByTestId('ingredient-good-news')).toHaveText(`✓ ${m.freeOf(m.flags.comedogenic)}`);
  const entries = report.getByTestId('ingredient-entry');
  await expect(entries).toHaveCount(15);
  // Hydroxyacetophenone has no dictionary page; the reference table still says what it does.
  await expect(entries.nth(9)).toContainText('抗氧化、抑菌');
  await expect(report.getByTestId('ingredient-unknown')).toHaveCount(0);
  await expect(entries.nth(6).getByRole('link', { name: m.dictionaryLink('水楊酸') })).toHaveAttribute(
    'href',
    '/ingredient-dictionary/salicylic-acid',
  );
  // A flag explains itself on tap.
  const badge = entries.nth(12).getByTestId('ingredient-flag');
  await badge.click();
  await expect(badge).toHaveAttribute('aria-expanded', 'true');
  await expect(entries.nth(12).getByText(m.flagExplanations.fragrance, { exact: true })).toBeVisible();
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'ingredient-report');

  await page.getByTestId('ingredient-share-button').click();
  const link = page.getByTestId('ingredient-share-link');
  await expect(link).toHaveValue(/\/share\?code=[A-Za-z0-9_-]{16}$/);
  const url = await link.inputValue();
  await expectNoBlockingViolations(page);

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: m.sharedTitle })).toBeVisible();
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(15, 15));
  await expect(page.getByTestId('ingredient-flag-chips')).toContainText(m.flagCount(m.flags.fragrance, 3));
  await expect(page.getByTestId('ingredient-report').getByTestId('ingredient-entry')).toHaveCount(15);
  await expect(page.getByText(m.example, { exact: true })).toBeVisible();
  await expect(page.getByLabel(m.inputLabel)).toHaveCount(0);
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'ingredient-share');
  await page.getByTestId('shared-try-checker').click();
  await expect(page).toHaveURL(new RegExp(`${CHECKER_PATH}$`));

  await page.goto('/share?code=no-such-code');
  await expect(page.getByTestId('shared-failed')).toHaveText(m.reportNotFound);
});

test("a member's shared report is saved to 我的檢測紀錄 and opens again", async ({ page, request }) => {
  const mobile = await registerThroughApi(request, { name: '成分檢測會員', password: PASSWORD });
  await page.goto('/login');
  await fillPasswordLogin(page, mobile, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(CHECKER_PATH);
  const history = page.getByTestId('ingredient-history');
  await expect(history).toContainText(m.historyEmpty);
  await page.getByLabel(m.inputLabel).fill('Water, Glycerin, Parfum, Limonene');
  await page.getByTestId('ingredient-check').click();
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(4, 4));
  await page.getByTestId('ingredient-share-button').click();
  await expect(page.getByTestId('ingredient-share')).toContainText(m.savedToHistory);
  const items = history.getByTestId('ingredient-history-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(m.historyItem(4, 'Water、Glycerin、Parfum'));
  await expectNoBlockingViolations(page);

  await page.goto('/');
  await page.goto(CHECKER_PATH);
  await history.getByRole('link', { name: m.historyOpen }).click();
  await expect(page).toHaveURL(/\?history=/);
  await expect(page.getByLabel(m.inputLabel)).toHaveValue('Water, Glycerin, Parfum, Limonene');
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(4, 4));
  await expect(page.getByTestId('ingredient-share-link')).toHaveValue(/\/share\?code=/);
});

test('the chrome-less checker works on its own', async ({ page }) => {
  await page.goto('/beautypedia-ingredient-checker-onlybody');
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByTestId('ingredient-example').click();
  await page.getByTestId('ingredient-check').click();
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(15, 15));
  await expectNoBlockingViolations(page);
});
