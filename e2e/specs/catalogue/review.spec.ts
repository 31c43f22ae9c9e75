import { catalogueMessages } from '@shop/core';
import { DEMO_MEMBER, DEMO_MEMBER_WITH_MESSAGES, logInWithToken } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

// A 1×1 PNG: the API checks images by their magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// One review per member and product: the empty-form check must run before the same member posts.
test.describe.configure({ mode: 'serial' });

test('an empty review gets our messages beside the rating and the text, the first star focused', async ({
  page,
}) => {
  const text = catalogueMessages.comments;
  await logInWithToken(page, isMobile(page) ? DEMO_MEMBER_WITH_MESSAGES : DEMO_MEMBER);
  await page.goto('/c-plus/vitamin-c-serum-15');
  const form = page.getByTestId('comment-form');
  await form.getByRole('button', { name: text.submit }).click();
  await expect(form.getByTestId('comment-error-stars')).toHaveText('請選擇評分');
  await expect(form.getByTestId('comment-error-content')).toHaveText('請輸入評論內容');
  await expect(form.getByRole('button', { name: text.stars(1) })).toBeFocused();
  await form.getByRole('button', { name: text.stars(4) }).click();
  await expect(form.getByTestId('comment-error-stars')).toHaveCount(0);
  await form.getByLabel(text.content).fill('好');
  await expect(form.getByTestId('comment-error-content')).toHaveCount(0);
});

test('a member who bought the product writes a review with an image', async ({ page }) => {
  // One review per member and product: each project uses its own demo member (both bought the best seller).
  await logInWithToken(page, isMobile(page) ? DEMO_MEMBER_WITH_MESSAGES : DEMO_MEMBER);
  await page.goto('/c-plus/vitamin-c-serum-15');
  const form = page.getByTestId('comment-form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: catalogueMessages.comments.stars(5) }).click();
  await form.getByLabel(catalogueMessages.comments.content).fill('質地清爽，用了兩週膚色變得比較均勻。');
  await form
    .getByLabel(catalogueMessages.comments.files)
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: catalogueMessages.comments.submit }).click();
  await expect(page.getByTestId('comment-posted')).toHaveText(catalogueMessages.comments.submitted);
  const first = page.getByTestId('comment').first();
  await expect(first).toContainText('質地清爽');
  await expect(first.getByTestId('comment-image')).toBeVisible();
});

test('a guest sees comments but no form', async ({ page }) => {
  await page.goto('/c-plus/vitamin-c-serum-15');
  await expect(page.getByTestId('comment').first()).toBeVisible();
  await expect(page.getByTestId('comment-form')).toHaveCount(0);
});
