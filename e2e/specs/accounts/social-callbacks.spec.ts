import { accountPagesMessages as t } from '@shop/core';
import { DEMO_MEMBER } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/shop';

// The e2e server configures no provider (no client ids in its environment).
test('no provider configured: no social buttons', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('password-login')).toBeVisible();
  await expect(page.getByTestId('social-buttons')).toHaveCount(0);
});

test('a callback without credentials explains and links back to /login', async ({ page }) => {
  await page.goto('/fblogin_callback');
  await expect(page.getByTestId('callback-error')).toHaveText(t.callbackInvalid);
  await page.goto('/linelogin_callback?state=only');
  await expect(page.getByTestId('callback-error')).toHaveText(t.callbackInvalid);
});

test('a token-flow callback whose state does not match is refused', async ({ page }) => {
  let called = false;
  await page.route('**/front-stage/v1/login/google', (route) => {
    called = true;
    return route.fulfill({ json: { status: 'logged_in', token: 'x' } });
  });
  await page.addInitScript(() => sessionStorage.setItem('oauth_state', 'expected'));
  await page.goto('/googlelogin_callback#access_token=abc&state=forged');
  await expect(page.getByTestId('callback-error')).toHaveText(t.callbackInvalid);
  expect(called).toBe(false);
});

test('a Facebook callback logs in and returns to the page before login', async ({ page, request }) => {
  const login = await request.post('/front-stage/v1/login', {
    data: { account: DEMO_MEMBER.account, password: DEMO_MEMBER.password },
  });
  const { token } = (await login.json()) as { token: string };
  let sent: unknown = null;
  // The provider is not reachable from here: the API's answer to the token is played back.
  await page.route('**/front-stage/v1/login/facebook', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { status: 'logged_in', token } });
  });
  await page.addInitScript(() => {
    sessionStorage.setItem('oauth_state', 'st-1');
    localStorage.setItem('lastPageBeforeLogin', '/qa');
  });
  await page.goto('/fblogin_callback#access_token=fb-token&state=st-1');
  await expect(page).toHaveURL(/\/qa$/);
  expect(sent).toEqual({ access_token: 'fb-token', mode: 'login' });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);
});

test('a LINE callback sends code, state and its own address, then returns to the page before login', async ({
  page,
  request,
}) => {
  const login = await request.post('/front-stage/v1/login', {
    data: { account: DEMO_MEMBER.account, password: DEMO_MEMBER.password },
  });
  const { token } = (await login.json()) as { token: string };
  let sent: Record<string, unknown> | null = null;
  // LINE is not reachable from here: the API checks state and trades the code (API tests cover that
  // against a local fake); the page's part is what it sends and where it goes.
  await page.route('**/front-stage/v1/login/line', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { status: 'logged_in', token } });
  });
  await page.addInitScript(() => localStorage.setItem('lastPageBeforeLogin', '/news/news-list'));
  await page.goto('/linelogin_callback?code=line-code-1&state=line-state-1');
  await expect(page).toHaveURL(/\/news\/news-list$/);
  expect(sent).toEqual({
    code: 'line-code-1',
    state: 'line-state-1',
    redirect_uri: expect.stringMatching(/\/linelogin_callback$/),
    mode: 'login',
  });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);
});

test('a LINE identity without a member goes on to /register, which names LINE and keeps the ticket', async ({
  page,
}) => {
  await page.route('**/front-stage/v1/login/line', (route) =>
    route.fulfill({
      json: {
        status: 'needs_registration',
        identity_ticket: 'ticket-line-1',
        profile: { provider: 'line', display_name: '小米', email: null, picture_url: null },
      },
    }),
  );
  await page.goto('/linelogin_callback?code=line-code-2&state=line-state-2');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('social-register-notice')).toHaveText(
    t.socialRegisterNotice(t.providerNames.line),
  );
  await expect(page.locator('input[name="identity_ticket"]')).toHaveValue('ticket-line-1');
});
