// The balance pages as a member sees them (issue 13): points, shopping credit, coupons and gift vouchers
// of the tier-2 demo member, claiming a coupon once, and axe on each page (desktop 1280 and phone 390).
import { balanceMessages as m, memberPageTitles } from '@shop/core';
import { logInWithToken, registerThroughApi } from '../../fixtures/accounts';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/shop';

const TIER2 = { account: 'tier2@demo.example.com', password: 'Demo-Shop-2026', name: '王雅婷' };

test('points: the balance and the ledger, ten rows a page', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter_points');
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.points })).toBeVisible();
  await expect(page.getByTestId('point-balance')).toHaveText('2,350');
  const rows = page.getByTestId('point-ledger').getByTestId('ledger-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByTestId('ledger-delta')).toHaveText(`+50${m.pointUnit}`);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText(m.reasons.opening!);
  await expect(rows.last().getByTestId('ledger-delta')).toHaveText(`+1,000${m.pointUnit}`);
  await expectNoBlockingViolations(page);
});

test('shopping credit: balance, what lapses, the ledger and the credit given back', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/member/Membercenter_cash');
  await expect(page.getByTestId('credit-balance')).toHaveText('NT$300');
  await expect(page.getByTestId('credit-expiring')).toHaveText(/^NT\$150 將於 \d{4}-\d{2}-\d{2} 到期$/);
  const rows = page.getByTestId('credit-ledger').getByTestId('ledger-delta');
  await expect(rows).toHaveText(['-50', '+150', '+200']);
  await expectNoBlockingViolations(page);
  await page.getByRole('link', { name: m.creditTabs.returned }).click();
  await expect(page).toHaveURL(/\?tab=returned$/);
  await expect(rows).toHaveText(['+150']);
  await expect(page.getByTestId('credit-ledger')).toContainText(m.reasons['order-cancel']!);
});

test('gift vouchers: open ones ending soonest first, then used and expired', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/membercenter_giftvoucher');
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.giftVouchers })).toBeVisible();
  const vouchers = page.getByTestId('voucher');
  await expect(vouchers).toHaveCount(3);
  await expect(vouchers.first()).toContainText('生日禮物卡 $300');
  await expect(vouchers.first()).toContainText('滿 NT$1,000 可用');
  await expectNoBlockingViolations(page);
  await page.getByRole('link', { name: m.voucherTabs.used }).click();
  await expect(vouchers).toHaveCount(2);
  await expect(vouchers.first().getByTestId('voucher-state')).toHaveText(/^已於 \d{4}-\d{2}-\d{2} 使用$/);
  await expect(vouchers.last().getByTestId('voucher-state')).toHaveText(/^已過期（\d{4}-\d{2}-\d{2}）$/);
});

test('coupons: the demo member’s usable and expired coupons and the open ones', async ({ page }) => {
  await logInWithToken(page, TIER2);
  await page.goto('/couponlist');
  await expect(page.getByRole('heading', { level: 1, name: memberPageTitles.coupons })).toBeVisible();
  await expect(page.getByTestId('my-coupon')).toHaveCount(1);
  await expect(page.getByTestId('my-coupon')).toContainText('鑽石卡生日禮 滿 $1,000 折 $200');
  await expect(page.getByTestId('open-coupon')).toHaveCount(3);
  await expect(page.locator('[data-code="CLAIM88"]')).toContainText('88 折');
  await expect(page.locator('[data-code="LIMIT5"]')).toContainText('剩餘 5 張');
  await expectNoBlockingViolations(page);
  await page.getByTestId('tab-expired').click();
  await expect(page.getByTestId('tab-expired')).toHaveText(`${m.couponTabs.expired}(1)`);
  await expect(page.getByTestId('my-coupon')).toContainText('秋季回饋 滿 $800 折 $80');
  await expect(page.getByTestId('coupon-lapsed')).toHaveText(m.couponEnded);
  await page.getByTestId('tab-used').click();
  await expect(page.getByTestId('coupons-empty')).toHaveText(m.couponsEmpty.used);
});

test('a new member claims a coupon once; it moves into their usable coupons', async ({ page, request }) => {
  const password = 'Claim-Once-2026';
  const mobile = await registerThroughApi(request, { name: '領券會員', password });
  await logInWithToken(page, { account: mobile, password, name: '領券會員' });
  await page.goto('/member/membercenter_couponlist');
  await expect(page.getByTestId('coupons-empty')).toHaveText(m.couponsEmpty.usable);
  const card = page.locator('[data-testid="open-coupon"][data-code="CLAIM100"]');
  const button = card.getByTestId('claim-coupon');
  await expect(button).toHaveText(m.claim);
  await button.press('Enter');
  await expect(card.getByRole('status')).toHaveText(m.claimSucceeded);
  await expect(button).toHaveText(m.claimed);
  await expect(button).toBeDisabled();
  await expect(page.getByTestId('my-coupon')).toHaveCount(1);
  await expect(page.getByTestId('my-coupon')).toContainText('會員限定 滿 $1,200 折 $100');
  await page.reload();
  await expect(card.getByTestId('claim-coupon')).toHaveText(m.claimed);
  await expect(card.getByTestId('claim-coupon')).toBeDisabled();
  await expect(page.getByTestId('tab-usable')).toHaveText(`${m.couponTabs.usable}(1)`);
});
