// Issue 26's third journey at 1280 px: a customer-service user finds a member, adds points with a reason,
// and the member's own points page shows the entry (客服調整). And the order list at 390 px: a warehouse
// keeper on a phone finds a member's order by two characters of the recipient's name (decision 128: the
// name's start or end) and opens it.
import type { APIRequestContext } from '@playwright/test';
import { balanceMessages as m, memberPageTitles } from '@shop/core';
import { registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { apiLogin, createOrder, orderableProducts, useToken } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';
import { demoStaff, signInAdmin } from '../../fixtures/staff';

const PASSWORD = 'E2e-Shop-2026';

/** A member registered for the test, with the mobile the back office finds it by and its token. */
async function newMember(request: APIRequestContext, name: string) {
  const mobile = await registerThroughApi(request, { name, password: PASSWORD });
  return { mobile, token: await apiLogin(request, { account: mobile, password: PASSWORD }) };
}

test('customer service adds points with a reason and the member sees them on the points page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { mobile, token } = await newMember(request, '韓點數');

  await signInAdmin(page, demoStaff('customer_service'), '客服');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '會員' }).click();
  await page.getByLabel('手機、電子郵件或姓名').fill(mobile);
  await page.getByRole('button', { name: '搜尋' }).click();
  const row = page.getByRole('row').filter({ hasText: mobile });
  await expect(row).toHaveCount(1);
  const points = row.getByTestId(/^points-\d+$/);
  const before = Number(await points.textContent());
  await row.getByRole('button', { name: '調整點數' }).click();
  await page.getByLabel('增減點數（負數為扣點）').fill('120');
  await page.getByLabel('原因').fill('補發活動點數');
  await page.getByRole('button', { name: '確認調整' }).click();
  await expect(points).toHaveText(String(before + 120));
  await expectNoBlockingViolations(page);

  const member = await browser.newPage();
  await useToken(member, token);
  await member.goto('/membercenter_points');
  await expect(member.getByRole('heading', { level: 1, name: memberPageTitles.points })).toBeVisible();
  await expect(member.getByTestId('point-balance')).toHaveText((before + 120).toLocaleString('en-US'));
  const first = member.getByTestId('point-ledger').getByTestId('ledger-row').first();
  await expect(first).toContainText(m.reasons.adjustment ?? '');
  await expect(first.getByTestId('ledger-delta')).toHaveText(`+120${m.pointUnit}`);
  await member.close();
});

test('the order list on a phone finds an order by two characters of the name @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await newMember(request, '閔手機');
  const [productId] = await orderableProducts(request, 1);
  const order = await createOrder(request, token, productId ?? 0, {
    payMethod: 'cod',
    recipientName: '閔手機',
  });

  await signInAdmin(page, demoStaff('warehouse'), '倉管');
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '訂單' }).click();
  await page.getByLabel('搜尋（訂單編號、手機、姓名）').fill('手機');
  await page.getByRole('button', { name: '篩選' }).click();
  await page.getByRole('link', { name: order.ordermain_sn }).click();
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expectNoBlockingViolations(page);
});
