import { profileMessages as p, accountPagesMessages as t } from '@shop/core';
import { fillPasswordLogin, latestOtp, registerThroughApi } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/shop';

const OLD_PASSWORD = 'Mireva-e2e-Old-2026';
const NEW_PASSWORD = 'Mireva-e2e-New-2026';

test('a member resets a forgotten password by SMS code from /login and logs in with it', async ({
  page,
  request,
}) => {
  // A member of this test alone: registered through the API.
  const mobile = await registerThroughApi(request, { name: '重設測試', password: OLD_PASSWORD });

  await page.goto('/login');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: p.forgotPasswordTitle })).toBeVisible();

  const form = page.getByTestId('reset-password-form');
  // Chinese errors beside each field before anything is sent.
  await form.getByRole('button', { name: p.resetSubmit }).click();
  await expect(form.getByTestId('error-mobile')).toHaveText('請輸入正確的手機號碼（09 開頭共 10 碼）');
  await expect(form.getByTestId('error-new_password')).toHaveText('密碼長度需為 8 到 64 個字元');

  await form.getByLabel(t.mobileLabel).fill(mobile);
  await form.getByTestId('send-otp').click();
  await expect(form.getByTestId('otp-note')).toHaveText(t.otpSent(mobile));
  await form
    .getByLabel(t.otpLabel)
    .fill('000000' === (await latestOtp(request, mobile)) ? '111111' : '000000');
  await form.getByLabel(p.newPasswordLabel).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: p.resetSubmit }).click();
  await expect(form.getByTestId('error-otp')).toHaveText('驗證碼錯誤，請重新輸入');

  await form.getByLabel(t.otpLabel).fill(await latestOtp(request, mobile));
  await form.getByRole('button', { name: p.resetSubmit }).click();
  await expect(page.getByTestId('reset-done')).toHaveText(p.resetDone);

  await page.getByRole('link', { name: t.goLogin }).click();
  await fillPasswordLogin(page, mobile, OLD_PASSWORD);
  await expect(page.getByTestId('password-login').getByTestId('form-error')).toBeVisible();
  await fillPasswordLogin(page, mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/membercenter$/);
  await expect(page.getByTestId('member-name')).toHaveText('重設測試');
});
