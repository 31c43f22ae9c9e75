// The one-on-one consultation (member-area §2.11) at 1280 and 390 px: the landing page for a guest, and a
// new member booking, changing and cancelling on /consultation1on1-booking. Each test books on days of
// its own (per project too), so parallel runs never share a slot's seats.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { consultationMessages as m } from '@shop/core';
import { DEMO_MEMBER, fillPasswordLogin, logInWithToken, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, fullPageScreenshot, test } from '../../fixtures/shop';

const BOOKING_PATH = '/consultation1on1-booking';
const PASSWORD = 'Consult-2026';

/** A new member, logged in, on the booking page. */
async function newMemberOnBookingPage(page: Page, request: Parameters<typeof registerThroughApi>[0]) {
  const mobile = await registerThroughApi(request, { name: '諮詢會員', password: PASSWORD });
  await logInWithToken(page, { account: mobile, password: PASSWORD, name: '諮詢會員' });
  await page.goto(BOOKING_PATH);
  await expect(page.getByRole('heading', { level: 1, name: m.bookingTitle })).toBeVisible();
  return mobile;
}

/** Days counted from the last open day: each test and project takes its own (the later days are whole). */
const DAY_FROM_END = { book: 0, change: 1, validate: 2 } as const;

async function chooseOwnDay(page: Page, testInfo: TestInfo, use: keyof typeof DAY_FROM_END) {
  const chips = page.getByTestId('consultation-days').getByRole('button');
  const count = await chips.count();
  const fromEnd = DAY_FROM_END[use] + (testInfo.project.name === 'mobile' ? 3 : 0);
  const chip = chips.nth(count - 1 - fromEnd);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  return (await chip.getAttribute('data-date')) as string;
}

function timeChip(page: Page, index: number): Locator {
  return page.getByTestId('consultation-times').getByTestId('consultation-time').nth(index);
}

async function fillAboutMe(page: Page) {
  await page.getByRole('radio', { name: m.methods.phone }).check();
  await page.getByRole('radio', { name: m.skinTypes.combination }).check();
  await page.getByRole('checkbox', { name: m.concerns.dryness }).check();
}

/** Books the first time of the test's own day; answers its date, time and start. */
async function bookOwnSlot(page: Page, testInfo: TestInfo, use: keyof typeof DAY_FROM_END) {
  const date = await chooseOwnDay(page, testInfo, use);
  const chip = timeChip(page, 0);
  const time = (await chip.locator('span').first().textContent()) as string;
  const startsAt = (await chip.getAttribute('data-starts-at')) as string;
  await chip.click();
  await expect(chip.getByRole('radio')).toBeChecked();
  await fillAboutMe(page);
  await page.getByTestId('consultation-submit').click();
  await expect(page.getByTestId('consultation-notice')).toHaveText(m.booked);
  return { date, time, startsAt };
}

test('a guest sees the consultation page and 立即預約 leads through /login to the booking', async ({
  page,
}, testInfo) => {
  await page.goto('/consultation1on1');
  await expect(page).toHaveTitle(/^一對一肌膚諮詢/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    m.landing.metaDescription,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pageTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(m.landing.lead).first()).toBeVisible();
  for (const step of m.landing.steps)
    await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
  for (const method of Object.values(m.methods))
    await expect(page.getByRole('heading', { level: 3, name: method })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.landing.prepareTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'consultation-landing');

  const book = page.getByTestId('consultation-book');
  await expect(book).toHaveText(m.bookNow);
  await book.click();
  await expect(page).toHaveURL(/\/login$/);
  await fillPasswordLogin(page, DEMO_MEMBER.account, DEMO_MEMBER.password);
  await expect(page).toHaveURL(new RegExp(`${BOOKING_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: m.bookingTitle })).toBeVisible();
});

test('a new member books a slot: 預約成功, 已預約 in the list, one seat fewer', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await newMemberOnBookingPage(page, request);
  await expect(page.getByLabel(m.fields.contactMobile)).toHaveValue(mobile);
  await expect(page.getByTestId('consultation-history-empty')).toHaveText(m.historyEmpty);

  const date = await chooseOwnDay(page, testInfo, 'book');
  const chip = timeChip(page, 0);
  const startsAt = (await chip.getAttribute('data-starts-at')) as string;
  const time = (await chip.locator('span').first().textContent()) as string;
  const seatsBefore = Number(
    /\d+/.exec((await chip.getByTestId('consultation-seats').textContent()) ?? '')?.[0],
  );
  expect(seatsBefore).toBeGreaterThan(0);
  await chip.click();
  await fillAboutMe(page);
  await page.getByRole('checkbox', { name: m.concerns.redness }).check();
  await page.getByRole('checkbox', { name: m.concerns.acne }).check();
  await expect(page.getByRole('checkbox', { name: m.concerns.pores })).toBeDisabled();
  await page.getByLabel(m.fields.note).fill('換季時兩頰泛紅');
  await expect(page.getByTestId('note-counter')).toHaveText(m.booking.noteCounter(7, 300));
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'consultation-booking-form');

  // The answer is held back until the busy button has been seen (a timer would race a slow machine).
  let releaseAnswer = () => {};
  const answerReleased = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  await page.route('**/front-stage/v1/update-one-by-one', async (route) => {
    await answerReleased;
    await route.continue();
  });
  const submit = page.getByTestId('consultation-submit');
  await submit.click();
  await expect(submit).toHaveText(m.submitting);
  await expect(submit).toBeDisabled();
  releaseAnswer();
  await expect(page.getByTestId('consultation-notice')).toHaveText(m.booked);

  const row = page.getByTestId('consultation-booking');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('consultation-when')).toHaveText(`${date} ${time}`);
  await expect(row.getByTestId('consultation-status')).toHaveText(m.statuses.booked);
  await expect(row.getByTestId('consultation-method')).toHaveText(m.methods.phone);

  await page.getByTestId('consultation-days').locator(`[data-date="${date}"]`).click();
  const after = page.locator(`[data-testid="consultation-time"][data-starts-at="${startsAt}"]`);
  await expect(after.getByTestId('consultation-seats')).toHaveText(
    seatsBefore - 1 > 0 ? m.seatsLeft(seatsBefore - 1) : m.full,
  );
  await expectNoBlockingViolations(page);
  await expectNoSidewaysScroll(page);
  await fullPageScreenshot(page, testInfo, 'consultation-booking-booked');
});

test('validation: the errors show beside their fields and the first one takes the focus', async ({
  page,
  request,
}, testInfo) => {
  await newMemberOnBookingPage(page, request);
  await chooseOwnDay(page, testInfo, 'validate');
  await page.getByTestId('consultation-submit').click();
  await expect(page.getByTestId('error-starts_at')).toHaveText(m.slotRequired);
  await expect(page.getByTestId('error-skin_type')).toHaveText(m.booking.skinTypeRequired);
  await expect(page.getByTestId('error-concerns')).toHaveText(m.concernsRequired);
  await expect(timeChip(page, 0).getByRole('radio')).toBeFocused();

  await timeChip(page, 0).click();
  await page.getByRole('radio', { name: m.skinTypes.dry }).check();
  await expect(page.getByTestId('error-starts_at')).toHaveCount(0);
  await page.getByTestId('consultation-submit').click();
  await expect(page.getByTestId('error-concerns')).toHaveText(m.concernsRequired);
  await expect(page.getByRole('checkbox', { name: m.concerns.dryness })).toBeFocused();
  await expect(page.getByTestId('consultation-notice')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('error-concerns')).toHaveCount(0);
});

test('a member changes a booking to another time, then cancels it after a confirm', async ({
  page,
  request,
}, testInfo) => {
  await newMemberOnBookingPage(page, request);
  const booked = await bookOwnSlot(page, testInfo, 'change');
  const row = page.getByTestId('consultation-booking');
  await expect(row.getByTestId('consultation-when')).toHaveText(`${booked.date} ${booked.time}`);

  // Change mode, and the way back to a new booking.
  await row.getByTestId('consultation-change').click();
  await expect(page.getByTestId('consultation-changing')).toContainText(`${booked.date} ${booked.time}`);
  await page.getByTestId('consultation-back-to-new').click();
  await expect(page.getByTestId('consultation-changing')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: m.booking.newTitle })).toBeFocused();
  await row.getByTestId('consultation-change').click();
  await expect(page.getByRole('heading', { level: 2, name: m.change })).toBeFocused();
  const own = page.locator(`[data-testid="consultation-time"][data-starts-at="${booked.startsAt}"]`);
  await expect(own.getByRole('radio')).toBeChecked();
  await expect(own.getByTestId('consultation-seats')).toHaveText(m.booking.currentSlot);
  await expect(page.getByRole('checkbox', { name: m.concerns.dryness })).toBeChecked();

  const later = timeChip(page, 1);
  const laterTime = (await later.locator('span').first().textContent()) as string;
  await later.click();
  const submit = page.getByTestId('consultation-submit');
  await expect(submit).toHaveText(m.submitChange);
  await submit.click();
  await expect(page.getByTestId('consultation-notice')).toHaveText(m.changed);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('consultation-when')).toHaveText(`${booked.date} ${laterTime}`);
  await expect(row.getByTestId('consultation-status')).toHaveText(m.statuses.booked);

  // Keeping the booking returns the focus to its button; confirming cancels it.
  const cancel = row.getByTestId('consultation-cancel');
  await cancel.click();
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText(m.cancelConfirm);
  await dialog.getByRole('button', { name: m.booking.keepBooking }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await cancel.click();
  await dialog.getByRole('button', { name: m.cancel }).click();
  await expect(page.getByTestId('consultation-history-notice')).toHaveText(m.cancelled);
  await expect(row.getByTestId('consultation-status')).toHaveText(m.statuses.cancelled);
  await expect(row.getByTestId('consultation-cancel')).toHaveCount(0);
  await expect(page.getByTestId('consultation-history-notice')).toBeFocused();
});
