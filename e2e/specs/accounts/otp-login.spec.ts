import { accountPagesMessages as t } from '@shop/core';
import { latestOtp } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

test('log in with a code sent to the mobile number', async ({ page, request }) => {
  // A different demo member per project: codes are limited per number.
  const mobile = isMobile(page) ? '0912000004' : '0912000003';
  await page.goto('/login');
  await page.getByTestId('password-login').getByRole('button', { name: t.loginSubmit }).waitFor();
  await expect(page.getByTestId('password-login').getByRole('button', { name: t.loginSubmit })).toBeEnabled();
  await page.getByTestId('tab-otp').click();
  const form = page.getByTestId('otp-login');
  await form.getByLabel(t.mobileLabel).fill(mobile);
  await form.getByTestId('send-otp').click();
  await expect(form.getByTestId('otp-note')).toHaveText(t.otpSent(mobile));
  await form.getByLabel(t.otpLabel).fill(await latestOtp(request, mobile));
  await form.getByRole('button', { name: t.loginSubmit }).click();
  await expect(page).toHaveURL(/\/membercenter$/);
  await expect(page.getByTestId('member-name')).toBeVisible();
});
