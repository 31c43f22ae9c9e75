import { CampaignErrorCode } from '@shop/contracts';
import { accountPagesMessages as accountText, contentMessages } from '@shop/core';
import { freshMobile, latestOtp } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/shop';

const m = contentMessages.signup;

test('sign up for /co-fitness-2509 in the modal with a code from the SMS outbox', { tag: '@phone' }, async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto('/co-fitness-2509');
  const open = page.getByTestId('signup-open');
  await expect(open).toHaveText(m.open);

  // The modal opens from the keyboard.
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const form = dialog.getByTestId('signup-form');
  await expect(form.getByRole('button', { name: m.submit })).toBeEnabled();

  // It fits the screen, also at 390 px.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

  await form.getByLabel(m.name).fill('運動測試');
  await form.getByLabel(accountText.mobileLabel).fill(mobile);
  await form.getByTestId('send-otp').click();
  await expect(form.getByTestId('otp-note')).toHaveText(accountText.otpSent(mobile));
  await form.getByLabel(accountText.otpLabel).fill(await latestOtp(request, mobile));
  await form.getByLabel(m.emailOptional).fill(`fit-${mobile}@example.com`);
  await form.getByRole('button', { name: m.submit }).click();

  await expect(dialog.getByTestId('signup-success')).toHaveText(m.success);
  // The close button takes the focus; Escape closes the modal too.
  await expect(dialog.getByRole('button', { name: m.done })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the form explains a wrong code and a number that signed up already, in Chinese', async ({ page }) => {
  await page.goto('/co-fitness-2509');
  await page.getByTestId('signup-open').click();
  const form = page.getByRole('dialog').getByTestId('signup-form');
  await expect(form.getByRole('button', { name: m.submit })).toBeEnabled();

  // Checked in the browser first.
  await form.getByRole('button', { name: m.submit }).click();
  await expect(form.getByTestId('error-name')).toHaveText('請輸入姓名');
  await expect(form.getByTestId('error-mobile')).toHaveText('請輸入正確的手機號碼（09 開頭共 10 碼）');

  // A wrong code comes back from the API under the code field, once (no code was sent to this number).
  await form.getByLabel(m.name).fill('運動測試');
  await form.getByLabel(accountText.mobileLabel).fill(freshMobile());
  await form.getByLabel(accountText.otpLabel).fill('000000');
  await form.getByRole('button', { name: m.submit }).click();
  await expect(form.getByTestId('error-otp')).toHaveText('驗證碼錯誤，請重新輸入');
  await expect(form.getByText('驗證碼錯誤，請重新輸入')).toHaveCount(1);

  // A number that signed up already sees so, not a failure (the API's 409 answer, as the API sends it).
  await page.route('**/front-stage/v1/post-campaign-signup', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: m.errors.alreadySignedUp, code: CampaignErrorCode.alreadySignedUp }),
    }),
  );
  await form.getByRole('button', { name: m.submit }).click();
  await expect(page.getByTestId('signup-duplicate')).toContainText(m.errors.alreadySignedUp);
});
