import { accountPagesMessages } from '@shop/core';
import { logInThroughPage, logInWithToken } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

// One member per project, so the two runs never read each other's messages.
const READERS = {
  desktop: { account: 'tier3@demo.example.com', password: 'Demo-Shop-2026', name: '張怡君' },
  mobile: { account: 'new@demo.example.com', password: 'Demo-Shop-2026', name: '黃欣妤' },
};

test('reading a message from the bell opens it and the unread count drops', async ({ page }) => {
  const variant = isMobile(page) ? 'mobile' : 'desktop';
  await logInThroughPage(page, READERS[variant]);
  const bell = page.getByTestId(`message-bell-${variant}`);
  await expect(bell).toHaveAttribute('aria-label', accountPagesMessages.unreadCount(2));
  await bell.click();
  const first = page.getByTestId(`message-list-${variant}`).getByRole('link').first();
  const subject = (await first.locator('span').first().textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/message_detail\/\d+$/);
  await expect(page.getByTestId('message-detail').getByRole('heading', { level: 2 })).toHaveText(subject);
  await expect(bell).toHaveAttribute('aria-label', accountPagesMessages.unreadCount(1));

  // The message center lists it as read now.
  await page.goto('/membercenter_message');
  const row = page.getByTestId('message-list').getByRole('link', { name: new RegExp(subject) });
  await expect(row).toContainText('已讀');
});

test('another member’s message is not shown', async ({ page }) => {
  await logInWithToken(page, { account: '0912000001', password: 'Demo-Shop-2026', name: '陳美玲' });
  await page.goto('/message_detail/1');
  // Message 1 belongs to the first demo member (tier 0).
  await expect(page.getByTestId('message-missing')).toHaveText('找不到這則訊息');
});
