// The results panel's product cards (member-area §2.7, §9) by the questions way: each card turns to its
// back with 更多資訊 and back with 更少資訊, by keyboard too (aria-expanded, the hidden side inert, the
// focus following), the back's 產品特色 / 產品功效 / 如何使用 open and close, stars drawn from the counts,
// the reviews link to {href}#comment_anchor, the row's buttons moving 210 px, and the phone layout below
// 576 px (the photo above the bars, swiping instead of buttons, nothing wider than the screen).
import type { Page } from '@playwright/test';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, test } from '../../fixtures/shop';

async function questionsWay(page: Page) {
  await page.goto('/SkinAnalyzer?test=1');
  await page.getByTestId('skin-use-questions').click();
  const form = page.getByTestId('skin-questions');
  await form.getByText('混合性肌').click();
  await form.getByText('毛孔粗大').click();
  await page.getByTestId('skin-questions-submit').click();
  await expect(page.getByTestId('skin-routine-step')).toHaveCount(3);
}

test('a card turns to its information and back, by keyboard, and links to its reviews', {
  tag: '@phone',
}, async ({ page }) => {
  test.slow();
  await questionsWay(page);
  const card = page.getByTestId('skin-routine-product').first();
  const front = card.getByTestId('skin-card-front');
  const back = card.getByTestId('skin-card-back');
  const more = card.getByTestId('skin-card-more');
  const less = card.getByTestId('skin-card-less');
  await expect(more).toHaveText('更多資訊');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(back).toHaveAttribute('inert', '');
  await expect(front).not.toHaveAttribute('inert');

  // Five stars from the product's full, half and empty counts.
  const stars = card.getByRole('img', { name: /顆星/ });
  await expect(stars.locator('[data-star]')).toHaveCount(5);

  // The reviews link: {href}#comment_anchor.
  const reviews = card.getByTestId('skin-reviews-link');
  if ((await reviews.count()) > 0) {
    const productHref = await card.getByRole('heading', { level: 4 }).getByRole('link').getAttribute('href');
    await expect(reviews).toHaveAttribute('href', `${productHref}#comment_anchor`);
    await expect(reviews).toHaveText(/^\d+ 則評論$/);
  }

  await more.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-flipped', 'true');
  await expect(less).toBeFocused();
  await expect(less).toHaveText('更少資訊');
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(front).toHaveAttribute('inert', '');
  await expect(back).not.toHaveAttribute('inert');
  const sections = back.getByTestId('skin-card-section');
  await expect(sections.locator('summary')).toHaveText(
    ['產品特色', '產品功效', '如何使用'].map((t) => new RegExp(`^${t}`)),
  );
  // A section opens with the keyboard and shows its text.
  await sections.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(sections.first()).toHaveAttribute('open', '');
  await expect(sections.first().locator('div')).not.toBeEmpty();
  await expectNoBlockingViolations(page);

  await less.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-flipped', 'false');
  await expect(more).toBeFocused();
  await expect(back).toHaveAttribute('inert', '');
  await expectNoSidewaysScroll(page);
});

test('the steps scroll 210 px a click from 576 px up, and swipe below', async ({ page }) => {
  test.slow();
  await questionsWay(page);
  // Three 200 px steps fit at 1280 px: no buttons.
  const row = page.getByTestId('skin-step-row');
  await expect(page.getByTestId('skin-scroll-forward')).toHaveCount(0);
  await expect(page.getByTestId('skin-scroll-back')).toHaveCount(0);
  // Five do not fit at 600 px.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.getByTestId('skin-routine-mode').click();
  await expect(page.getByTestId('skin-routine-step')).toHaveCount(5);
  const left = () => row.evaluate((el) => Math.round(el.scrollLeft));

  await expect(page.getByTestId('skin-scroll-back')).toHaveCount(0);
  const forward = page.getByTestId('skin-scroll-forward');
  await expect(forward).toHaveAccessibleName('往後看商品');
  await forward.click();
  await expect.poll(left).toBe(210);
  const back = page.getByTestId('skin-scroll-back');
  await expect(back).toHaveAccessibleName('往前看商品');
  await back.click();
  await expect.poll(left).toBe(0);
  await expect(back).toHaveCount(0);

  // Below 576 px: no buttons, the row swipes (it still scrolls) and the page stays within the screen.
  await page.setViewportSize({ width: 575, height: 900 });
  await expect(forward).toBeHidden();
  await row.evaluate((el) => el.scrollBy({ left: 210, behavior: 'instant' }));
  await expect.poll(left).toBe(210);
  await expectNoSidewaysScroll(page);
});
