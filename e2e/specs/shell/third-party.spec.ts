import { expect, test } from '@playwright/test';
import { logInThroughPage } from '../../fixtures/accounts';

// storefront.md §2.4: when logged in, a marketing script loads 3 s after the shell, except on pay-finish
// pages. The shop under test has MARKETING_SCRIPT_URL set to a local fake (playwright.config.ts) and no
// other third-party id: the page must work with them unset, and the one set must pass the CSP.
const ranAt = () => (window as unknown as { __marketingScriptRanAt?: number }).__marketingScriptRanAt ?? null;

test('the marketing script loads for a member about 3 s after the shell, through the CSP', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await logInThroughPage(page);
  await page.goto('/');
  const shownAt = await page.evaluate(() => Date.now());
  await expect.poll(() => page.evaluate(ranAt), { timeout: 15_000 }).not.toBeNull();
  const ran = (await page.evaluate(ranAt)) as number;
  expect(ran - shownAt).toBeGreaterThanOrEqual(2_500);
  expect(cspViolations).toEqual([]);
  // No other service is configured: nothing from Google, Meta, Clarity or LINE is on the page.
  const foreign = await page.evaluate(() =>
    [...document.scripts]
      .map((script) => script.src)
      .filter((src) => src && !src.includes('127.0.0.1') && !src.startsWith(location.origin)),
  );
  expect(foreign).toEqual([]);
});

test('a guest never gets the marketing script', async ({ page }) => {
  await page.goto('/');
  await page.waitForTimeout(4_500);
  expect(await page.evaluate(ranAt)).toBeNull();
});
