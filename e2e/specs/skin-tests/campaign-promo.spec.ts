// Campaign mode's promo (member-area §2.7, §4): before the spec's campaign end (2025-10-31 15:00 +08:00)
// the page shows the promo above the analyzer, and clicking it takes the shopper to the analyzer; ?test=1
// forces standard mode, without it. The browser's clock is set into the campaign.
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

test('in campaign time the promo shows and takes the shopper to the analyzer; test=1 hides it', {
  tag: '@phone',
}, async ({ page }) => {
  test.slow();
  await page.clock.setFixedTime(new Date('2025-10-20T12:00:00+08:00'));
  await page.goto('/SkinAnalyzer');
  const promo = page.getByTestId('skin-campaign-promo');
  const button = promo.getByRole('button', { name: 'AI 膚況檢測活動：自拍一張，三步驟找到適合你的保養' });
  await expect(button).toBeVisible();
  // The phone's poster below 576 px, the PC's above.
  const shown = isMobile(page) ? 'mobile' : 'pc';
  await expect(promo.locator(`svg[data-variant="${shown}"]`)).toBeVisible();
  await expect(promo.locator(`svg[data-variant="${shown === 'pc' ? 'mobile' : 'pc'}"]`)).toBeHidden();
  await expectNoBlockingViolations(page);

  await button.click();
  const heading = page.getByRole('heading', { level: 2, name: '選擇檢測方式' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  await page.goto('/SkinAnalyzer?test=1');
  await expect(page.getByRole('heading', { level: 2, name: '選擇檢測方式' })).toBeVisible();
  await expect(page.getByTestId('skin-campaign-promo')).toHaveCount(0);
});
