// Tracking in the browser (storefront.md §4.6, §7.9): a guest arriving with UTM parameters gets a UTM
// record that waits in the after-login queue and is attached to the member at login; a click on an
// element with an event-name attribute is logged with its coordinates. The API tests
// (apps/api/src/modules/tracking/tracking-calls.test.ts) check what the database keeps.
import { fillPasswordLogin } from '../../fixtures/accounts';
import { expect, test } from '../../fixtures/shop';

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
