// The routine finder (member-area §2.8) at 1280 and 390 px: a guest answers the six questions, sees the
// routine with a product per step, puts it all in the cart, and saves it by logging in (the after-login
// queue binds the code); the member's history then lists it and opens it again.
import type { Page } from '@playwright/test';
import { routineFinderMessages as m, memberPageTitles, shellMessages } from '@shop/core';
import { fillPasswordLogin, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, fullPageScreenshot, isMobile, test } from '../../fixtures/shop';

const FINDER_PATH = '/CustomerRoutineFinder';
const HISTORY_PATH = '/customer_routine_history_list';
const PASSWORD = 'Routine-2026';

async function expectCartCount(page: Page, n: number) {
  if (isMobile(page)) await expect(page.getByTestId('mobile-cart-badge')).toHaveText(String(n));
  else await expect(page.getByTestId('cart-counter')).toContainText(shellMessages.cartCount(n));
}

/** Answers the questionnaire: dry skin worried about lines and dryness, 45+, indoors, actives fine, 5 steps. */
async function answerQuestions(page: Page) {
  const form = page.getByTestId('routine-questionnaire');
  const next = page.getByTestId('routine-next');
  await expect(form.getByText(m.progress(1, 6))).toBeVisible();
  // Next without an answer says what is missing.
  await next.click();
  await expect(page.getByTestId('routine-error')).toHaveText(m.chooseOne);
  await form.getByRole('radio', { name: m.skinTypes.dry }).check();
  await next.click();
  await expect(form.getByRole('heading', { name: m.questions.concerns.title })).toBeFocused();
  await form.getByRole('checkbox', { name: m.concerns.wrinkles }).check();
  await form.getByRole('checkbox', { name: m.concerns.dryness }).check();
  await next.click();
  // Back keeps the answers given.
  await page.getByRole('button', { name: m.back }).click();
  await expect(form.getByRole('checkbox', { name: m.concerns.dryness })).toBeChecked();
  await next.click();
  await form.getByRole('radio', { name: m.ages['45plus'] }).check();
  await next.click();
  await form.getByRole('radio', { name: m.sun.indoor }).check();
  await next.click();
  await form.getByRole('radio', { name: m.actives.used }).check();
  await next.click();
  // The last question answers with the keyboard: arrow to the second option, Enter sends the form.
  await form.getByRole('radio', { name: m.stepCounts['3'] }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: m.stepCounts['5'] })).toBeChecked();
  await page.keyboard.press('Enter');
}

test('a guest gets a routine, puts it in the cart and saves it by logging in', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await registerThroughApi(request, { name: '保養會員', password: PASSWORD });
  await page.goto(FINDER_PATH);
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'routine-questions');
  await answerQuestions(page);

  const result = page.getByTestId('routine-result');
  await expect(result.getByRole('heading', { name: m.resultTitle })).toBeVisible();
  const steps = result.getByTestId('routine-step');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText(m.steps.cleanse);
  await expect(steps.first()).toContainText('滋養潔面乳');
  await expect(steps.last()).toContainText(m.steps.protect);
  await expect(page.getByTestId('routine-summary')).toContainText(m.skinTypes.dry);
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'routine-result');

  await expectCartCount(page, 0);
  await page.getByTestId('routine-add-all').click();
  await expectCartCount(page, 5);

  // A reload keeps the guest's result.
  await page.reload();
  await expect(page.getByTestId('routine-step')).toHaveCount(5);

  await page.getByTestId('routine-login-to-save').click();
  await expect(page).toHaveURL(/\/login$/);
  await fillPasswordLogin(page, mobile, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${HISTORY_PATH}$`));
  await expect(page.getByRole('heading', { name: memberPageTitles.routineHistory })).toBeVisible();
  const items = page.getByTestId('routine-history-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(m.skinTypes.dry);
  await expect(items.first()).toContainText(`${m.concerns.wrinkles}、${m.concerns.dryness}`);
  await expect(items.first()).toContainText(m.stepCountOf(5));
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'routine-history');

  await items.first().getByRole('link', { name: m.historyOpen }).click();
  await expect(page).toHaveURL(/CustomerRoutineFinder\?code=/);
  await expect(page.getByTestId('routine-step')).toHaveCount(5);
  await expect(page.getByTestId('routine-saved')).toContainText(m.savedForMember);
  await expectNoBlockingViolations(page);
  await fullPageScreenshot(page, testInfo, 'routine-member-result');
});

test('a member with no results sees the empty history', async ({ page, request }) => {
  const mobile = await registerThroughApi(request, { name: '保養新會員', password: PASSWORD });
  await page.goto('/login');
  await fillPasswordLogin(page, mobile, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/member/membercenter_customer_routine_finder');
  await expect(page.getByTestId('routine-history-empty')).toContainText(m.historyEmpty);
  await expectNoBlockingViolations(page);
});
