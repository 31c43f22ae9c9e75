// Tracking in the browser (storefront.md §4.6, §7.9): a guest arriving with UTM parameters gets a UTM
// record that waits in the after-login queue and is attached to the member at login; a click on an
// element with an event-name attribute is logged with its coordinates. The API tests
// (apps/api/src/modules/tracking/tracking-calls.test.ts) check what the database keeps.
import { fillPasswordLogin } from '../../fixtures/accounts';
import { apiLogin, createOrder, orderableProducts } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';
import { demoStaff } from '../../fixtures/staff';

const API = '/front-stage/v1';

test('a guest UTM visit is attached at login; a tagged click is logged with its coordinates', async ({
  page,
}) => {
  const stored = page.waitForResponse((answer) => answer.url().endsWith(`${API}/store-utms`));
  await page.goto('/?utm_source=line&utm_campaign=x');
  const storeUtms = await stored;
  expect(storeUtms.status()).toBe(200);
  expect(storeUtms.request().postDataJSON()).toMatchObject({
    utm_source: 'line',
    utm_campaign: 'x',
    utm_medium: null,
    source: expect.stringContaining('/?utm_source=line&utm_campaign=x'),
  });
  const visitId = storeUtms.request().headers()['x-visit-id'];
  expect(visitId).toBeTruthy();
  const utmId = (await storeUtms.json()).data.utm_id as number;
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('after_login_actions')))
    .toBe(JSON.stringify([{ utm_id: utmId }]));

  // The page view follows 1 s after the route change, with the tracked values of the session.
  const pageView = await page.waitForRequest((request) =>
    request.url().endsWith(`${API}/event-logger/page-view`),
  );
  expect(pageView.postDataJSON()).toMatchObject({
    page: '/?utm_source=line&utm_campaign=x',
    utm_source: 'line',
    utm_campaign: 'x',
  });

  // A tagged element, clicked at a known point of the page.
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.setAttribute('event-name', 'e2e-tracking-banner');
    button.textContent = 'banner';
    Object.assign(button.style, {
      position: 'absolute',
      left: '40px',
      top: '60px',
      width: '100px',
      height: '40px',
      zIndex: '99999',
    });
    document.body.append(button);
  });
  const clicked = page.waitForResponse((answer) => answer.url().endsWith(`${API}/event-logger/click`));
  await page.mouse.click(50, 70);
  const click = await clicked;
  expect(click.status()).toBe(200);
  const body = click.request().postDataJSON();
  expect(body).toMatchObject({
    target: 'e2e-tracking-banner',
    page: '/?utm_source=line&utm_campaign=x',
    utm_source: 'line',
  });
  expect(body.x).toBeGreaterThanOrEqual(49);
  expect(body.x).toBeLessThanOrEqual(51);
  expect(body.y).toBeGreaterThanOrEqual(69);
  expect(body.y).toBeLessThanOrEqual(71);
  expect(body.screenWidth).toBeGreaterThan(0);

  // Login: the queued UTM record is attached to the member, from the same visitor, and leaves the queue.
  await page.goto('/login');
  const attached = page.waitForResponse((answer) => answer.url().endsWith(`${API}/update-utm/${utmId}`));
  await fillPasswordLogin(page, '0912000002', 'Demo-Shop-2026');
  const update = await attached;
  expect(update.status()).toBe(200);
  expect(update.request().method()).toBe('PUT');
  expect(update.request().headers()['x-visit-id']).toBe(visitId);
  expect(update.request().headers().authorization).toMatch(/^Bearer /);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('after_login_actions'))).toBeNull();
});

// The shopping-referral program (storefront.md §3, §4.8; decision 098) and the back office's report
// (decision 099) at 390 px: a shopper arriving with ?ecid carries the lineshipping cookie, her order sent
// from that browser is recorded as referred, and the content editor's 流量報表 counts it without the page
// scrolling sideways on the phone.
test('an order placed under the referral cookie is counted in the report @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const editor = demoStaff('content_editor');
  await page.goto('/admin/');
  await page.getByLabel('電子郵件').fill(editor.email);
  await page.getByLabel('密碼').fill(editor.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByTestId('staff-who')).toHaveText(`${editor.name}（內容編輯）`);
  await page.getByRole('link', { name: '流量報表' }).click();
  await expect(page.getByRole('heading', { name: '流量報表' })).toBeVisible();
  const counted = page.getByTestId('referral-orders');
  await expect(counted).toHaveText(/^\d+ 筆$/);
  const before = Number((await counted.textContent())?.replace(/\D/g, ''));

  await page.goto('/?ecid=EC-e2e-390');
  await expect
    .poll(
      async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lineshipping')?.value,
    )
    .toContain('EC-e2e-390');
  const token = await apiLogin(request);
  const [productId] = await orderableProducts(request, 1);
  // Sent with the browser's own cookies, as the checkout page sends it.
  await createOrder(page.request, token, productId ?? 0);

  await page.goto('/admin/reports');
  await expect(page.getByTestId('referral-orders')).toHaveText(`${before + 1} 筆`);
  await expect(page.getByTestId('report-days').locator('tbody tr')).toHaveCount(7);
  await expect(page.getByTestId('chart-bar')).toHaveCount(7);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
});
