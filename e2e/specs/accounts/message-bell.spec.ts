import { CLIP_ELLIPSIS } from '@shop/core';
import { DEMO_MEMBER_WITH_MESSAGES, logInThroughPage } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

test('the bell shows for a member with unread messages and lists clipped previews', async ({ page }) => {
  await logInThroughPage(page, DEMO_MEMBER_WITH_MESSAGES);
  const variant = isMobile(page) ? 'mobile' : 'desktop';
  const bell = page.getByTestId(`message-bell-${variant}`);
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByTestId(`message-list-${variant}`);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/message_detail\/\d+$/);
  const limit = isMobile(page) ? 15 : 18;
  for (const preview of await list.getByTestId('message-preview').allTextContents()) {
    const body = preview.endsWith(CLIP_ELLIPSIS) ? preview.slice(0, -CLIP_ELLIPSIS.length) : preview;
    expect(Array.from(body).length).toBeLessThanOrEqual(limit);
  }
});

test('a guest sees no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId(/message-bell/)).toHaveCount(0);
});
