import { accountErrorMessages, accountValidationMessages, accountPagesMessages as t } from '@shop/core';
import { freshMobile, latestOtp } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/shop';

test('register with the code from the outbox, then land logged in', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel(t.mobileLabel).fill(mobile);
  await form.getByTestId('send-otp').click();
  await expect(form.getByTestId('otp-note')).toHaveText(t.otpSent(mobile));
  // The resend cooldown is visible and the button waits for it.
  await expect(form.getByTestId('send-otp')).toBeDisabled();
  await expect(form.getByTestId('send-otp')).toContainText('秒後可重新發送');

  await form.getByLabel(t.otpLabel).fill(await latestOtp(request, mobile));
  await form.getByLabel(t.emailLabel).fill(`e2e-${mobile}@example.com`);
  await form.getByLabel(t.passwordLabel).fill('Mireva-e2e-Test-2026');
  await form.getByLabel(t.nameLabel).fill('測試會員');
  await form.getByLabel(t.birthdayLabel).fill('1990-05-20');
  // Issue 23: without the consent box the form says so and sends nothing.
  await form.getByRole('button', { name: t.registerSubmit }).click();
  await expect(form.getByTestId('error-agree_terms')).toHaveText(accountValidationMessages.termsRequired);
  await expect(form.getByRole('link', { name: t.memberTerms })).toHaveAttribute('href', '/qa/q5-4');
  await expect(form.getByRole('link', { name: t.privacyPolicy })).toHaveAttribute('href', '/qa/q5-3');
  await form.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await form.getByRole('button', { name: t.registerSubmit }).click();

  await expect(page).toHaveURL(/\/membercenter$/);
  await expect(page.getByTestId('member-name')).toHaveText('測試會員');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null')?.member_mobile),
  ).toBe(mobile);
});

test('the form explains what is wrong, in Chinese, before anything is sent', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel(t.mobileLabel).fill('12345');
  await form.getByLabel(t.passwordLabel).fill('short');
  await form.getByRole('button', { name: t.registerSubmit }).click();
  await expect(form.getByTestId('error-mobile')).toHaveText('請輸入正確的手機號碼（09 開頭共 10 碼）');
  await expect(form.getByTestId('error-password')).toHaveText('密碼長度需為 8 到 64 個字元');
  await expect(form.getByTestId('error-name')).toHaveText('請輸入姓名');
  await expect(page).toHaveURL(/\/register$/);
});

test('a bad mobile and a wrong code are each said once (issue 10)', async ({ page, request }) => {
  await page.goto('/register');
  const form = page.getByTestId('register-form');
  await expect(form.getByTestId('send-otp')).toBeEnabled();
  await form.getByLabel(t.mobileLabel).fill('0912');
  await form.getByTestId('send-otp').click();
  await expect(form.getByText(accountValidationMessages.mobileInvalid)).toHaveCount(1);

  const mobile = freshMobile();
  await form.getByLabel(t.mobileLabel).fill(mobile);
  await form.getByTestId('send-otp').click();
  await expect(form.getByTestId('otp-note')).toHaveText(t.otpSent(mobile));
  const code = await latestOtp(request, mobile);
  const wrong = code === '000000' ? '111111' : '000000';
  await form.getByLabel(t.otpLabel).fill(wrong);
  await form.getByLabel(t.emailLabel).fill(`e2e-${mobile}@example.com`);
  await form.getByLabel(t.passwordLabel).fill('Mireva-e2e-Test-2026');
  await form.getByLabel(t.nameLabel).fill('測試會員');
  await form.getByLabel(t.birthdayLabel).fill('1990-05-20');
  await form.getByRole('checkbox', { name: /我已閱讀並同意/ }).check();
  await form.getByRole('button', { name: t.registerSubmit }).click();
  await expect(form.getByTestId('error-otp')).toHaveText(accountErrorMessages.otpInvalid);
  await expect(form.getByText(accountErrorMessages.otpInvalid)).toHaveCount(1);
});
