// The gift claim zone /gift3_5 (member-area §2.5, §4, §8) at 1280 and 390 px: claiming and removing a
// birthday gift, the monthly gift button states, the guest view, and axe on the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { giftZoneMessages as t } from '@shop/core';
import { fillPasswordLogin, freshMobile, latestOtp } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const PASSWORD = 'Demo-Shop-2026';

/** A new member born in the current month (Taipei), so a birthday gift is open whatever the day. */
async function registerBirthdayMember(request: APIRequestContext): Promise<string> {
  const mobile = freshMobile();
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(5, 7);
  expect((await request.post(`${API}/send-otp`, { data: { mobile, purpose: 'register' } })).ok()).toBe(true);
  const registered = await request.post(`${API}/register`, {
    data: {
      mobile,
      otp: await latestOtp(request, mobile),
      email: `gift-${mobile}@example.com`,
      password: PASSWORD,
      name: '壽星測試',
      birthday: `1993-${month}-01`,
      agree_terms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  return mobile;
}

async function logIn(page: Page, account: string) {
  await page.goto('/login');
  await fillPasswordLogin(page, account, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the zone and closes the info popup '您目前可領{n}種贈禮' after checking it. */
async function openZone(page: Page, expectedNames: RegExp) {
  await page.goto('/gift3_5');
  const popup = page.getByRole('alertdialog');
  await expect(popup).toContainText(/^您目前可領\d+種贈禮/);
  await expect(popup).toContainText(expectedNames);
  await popup.getByRole('button', { name: '確定' }).click();
  await expect(popup).toBeHidden();
}

async function axeClean(page: Page) {
  const result = await axeBuilder(page).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a guest sees the zone, is asked to log in, and every monthly button says 登入領取', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/gift3_5');
  const greeting = page.getByTestId('gift-greeting');
  await expect(greeting).toContainText(t.guestGreeting);
  await expect(greeting.getByRole('link', { name: t.loginLink })).toHaveAttribute('href', '/login');
  const tiers = page.getByTestId('gift-tier-selector');
  await expect(tiers.getByRole('button', { pressed: true })).toHaveText('一般會員');
  // Tier normal offers the birthday gift only.
  await expect(page.getByTestId('gift-type-selector').getByRole('button')).toHaveText(['生日禮']);
  await expect(page.getByTestId('birthday-gift-button')).toHaveText(t.birthday.notLoggedIn);

  await tiers.getByRole('button', { name: '鑽石卡' }).click();
  await expect(page.getByTestId('gift-type-selector').getByRole('button')).toHaveText([
    '生日禮',
    '升等禮',
    '續會禮',
    '月月領',
  ]);
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '月月領' }).click();
  const monthly = page.getByTestId('monthly-gift-button');
  await expect(monthly).toHaveText(t.monthly.notLoggedIn);
  await expect(monthly).toBeDisabled();
  await expect(page.getByTestId('gift-description')).toContainText(t.defaultDescription);
  if (isMobile(page)) await expect(page.getByTestId('gift-nav-select')).toBeVisible();
  else await expect(page.getByRole('link', { name: /2025全新會員福利/ })).toBeVisible();
  await axeClean(page);
});

test('claiming and removing a birthday gift', async ({ page, request }) => {
  // Desktop: the tier-2 birthday demo member (200 points); phone: a new member born this month (tier 99 → level 0).
  const member = isMobile(page)
    ? { account: await registerBirthdayMember(request), gift: '一般會員生日禮' }
    : { account: 'birthday@demo.example.com', gift: '鑽石卡生日禮' };
  await logIn(page, member.account);
  await openZone(page, new RegExp(member.gift));
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '生日禮' }).click();

  const card = page.getByTestId('birthday-gift');
  await expect(card.getByRole('heading')).toHaveText(member.gift);
  const button = page.getByTestId('birthday-gift-button');
  await expect(button).toHaveText(t.birthday.claim);
  await expect(card).toContainText(/（領取期限：\d{4}-\d{2}-\d{2}）/);
  // The product's name is shown without its 【{tier}{type}】 prefix.
  await expect(card).not.toContainText('【');
  await axeClean(page);

  await button.click();
  await expect(button).toHaveText(t.birthday.inCart);
  await expect(page.getByTestId('toast')).toHaveText(t.claimed);

  await button.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(t.removalTitle);
  await expect(confirm).toContainText(/• .+/);
  await expect(confirm).toContainText(t.removalFooter);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(button).toHaveText(t.birthday.inCart);

  await button.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByTestId('toast')).toHaveText(t.itemsRemoved);
  await expect(button).toHaveText(t.birthday.claim);

  // The server agrees: the gift cart is empty again after a reload.
  await page.reload();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '生日禮' }).click();
  const again = page.getByTestId('birthday-gift-button');
  await expect(again).toHaveText(t.birthday.claim);

  // Claimed again after the removal, then given back, so the next run starts clean.
  await again.click();
  await expect(again).toHaveText(t.birthday.inCart);
  await again.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(again).toHaveText(t.birthday.claim);
});

test('the monthly gift button: 點擊領取, 已加入購物車, removal, and 未符合 for another tier', async ({
  page,
}) => {
  // One black-tier member per project: a monthly gift is claimed once a month.
  const account = isMobile(page) ? 'renewal@demo.example.com' : 'tier3@demo.example.com';
  await logIn(page, account);
  await openZone(page, /黑鑽卡月月領/);
  // The first allowed type with an open gift: monthly.
  await expect(page.getByTestId('gift-tier-selector').getByRole('button', { pressed: true })).toHaveText(
    '黑鑽卡',
  );
  await expect(page.getByTestId('gift-type-selector').getByRole('button', { pressed: true })).toHaveText(
    '月月領',
  );
  const button = page.getByTestId('monthly-gift-button');
  await expect(button).toHaveText(t.monthly.claimable);
  await button.click();
  await expect(button).toHaveText(t.monthly.inCart);
  await expect(page.getByTestId('toast')).toHaveText(/^已加入購物車，剩餘 \d+ 份$/);

  // Another tier's monthly gift is not the member's.
  await page.getByTestId('gift-tier-selector').getByRole('button', { name: '鑽石卡' }).click();
  await expect(page.getByTestId('gift-type-selector').getByRole('button', { pressed: true })).toHaveText(
    '生日禮',
  );
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '月月領' }).click();
  await expect(page.getByTestId('monthly-gift-button')).toHaveText(t.monthly.notQualified);
  await expect(page.getByTestId('monthly-gift-button')).toBeDisabled();

  await page.getByTestId('gift-tier-selector').getByRole('button', { name: '黑鑽卡' }).click();
  await page.getByTestId('gift-type-selector').getByRole('button', { name: '月月領' }).click();
  await expect(button).toHaveText(t.monthly.inCart);
  await button.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByTestId('toast')).toHaveText(t.monthlyRemoved);
  await expect(button).toHaveText(t.monthly.claimable);
});

test('an upgrade gift’s sections: remaining count, button states and the B-section maximum', async ({
  page,
}) => {
  // Read-only (nothing is claimed), so both projects share the upgraded demo member.
  await logIn(page, 'upgrade@demo.example.com');
  await openZone(page, /白金卡升等禮/);
  await expect(page.getByTestId('gift-type-selector').getByRole('button', { pressed: true })).toHaveText(
    '升等禮',
  );
  const gift = page.getByTestId('tier-gift');
  await expect(gift.getByRole('heading', { level: 4 })).toHaveText(['A區 保養明星', 'B區 旅行小物']);
  await expect(gift).toContainText(t.product.soldOut);
  const bottom = page.getByTestId('gift-bottom-button');
  const remaining = page.getByTestId('gift-remaining');
  await expect(bottom).toHaveText(t.bottom.selectProducts);
  await expect(bottom).toBeDisabled();
  await expect(remaining).toContainText(t.bottom.remaining(2));

  const [a1, b1, b2] = [0, 1, 2].map((i) => gift.getByTestId('gift-quantity').nth(i));
  await a1!.selectOption('1');
  await expect(bottom).toHaveText(t.bottom.keepSelecting);
  await expect(remaining).toContainText(t.bottom.remaining(1));
  await b1!.selectOption('1');
  await expect(bottom).toHaveText(t.bottom.claim);
  await expect(bottom).toBeEnabled();
  await expect(remaining).toContainText(t.bottom.remaining(0));

  await b2!.selectOption('1');
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('B區最多只能選擇 1 件商品');
  await refusal.getByRole('button', { name: '確定' }).click();
  await expect(b2!).toHaveValue('0');
  await expect(bottom).toHaveText(t.bottom.claim);
});
