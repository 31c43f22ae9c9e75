// Campaign mode's promo (member-area §2.7, §4): before the spec's campaign end (2025-10-31 15:00 +08:00)
// the page shows the promo above the analyzer, and clicking it takes the shopper to the analyzer; ?test=1
// forces standard mode, without it. The browser's clock is set into the campaign. The promo is our own
// video: the variant the screen shows plays once the page is idle, muted and inline; with reduced motion
// it stays on its poster.
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

test('in campaign time the promo shows and takes the shopper to the analyzer; test=1 hides it', {
  tag: '@phone',
}, async ({ page }) => {
  test.slow();
  await page.clock.setFixedTime(new Date('2025-10-20T12:00:00+08:00'));
  const media: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (file.startsWith('/media/')) media.push(file);
  });
  await page.goto('/SkinAnalyzer');
  const promo = page.getByTestId('skin-campaign-promo');
  const button = promo.getByRole('button', { name: 'AI 膚況檢測活動：自拍一張，三步驟找到適合你的保養' });
  await expect(button).toBeVisible();
  // The phone's video below 576 px, the PC's above; only the shown one loads and plays.
  const shown = isMobile(page) ? 'mobile' : 'pc';
  const video = promo.locator(`video[data-variant="${shown}"]`);
  const other = promo.locator(`video[data-variant="${shown === 'pc' ? 'mobile' : 'pc'}"]`);
  await expect(video).toBeVisible();
  await expect(other).toBeHidden();
  await expect(video).toHaveAttribute('poster', `/media/skin-campaign-${shown}.webp`);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc))
    .toMatch(new RegExp(`/media/skin-campaign-${shown}\\.(webm|mp4)$`));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 || v.ended)).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  // The hidden variant fetches nothing (preload none, never played); its poster alone may load.
  expect(await other.evaluate((v: HTMLVideoElement) => [v.paused, v.readyState])).toEqual([true, 0]);
  const hidden = shown === 'pc' ? 'mobile' : 'pc';
  expect(
    media.filter((file) => file.startsWith(`/media/skin-campaign-${hidden}.`) && !file.endsWith('.webp')),
  ).toEqual([]);
  await expectNoBlockingViolations(page);

  await button.click();
  const heading = page.getByRole('heading', { level: 2, name: '選擇檢測方式' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  // Reduced motion: the poster stays and nothing is loaded.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/SkinAnalyzer');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  const still = page.getByTestId('skin-campaign-promo').locator(`video[data-variant="${shown}"]`);
  await expect(still).toBeVisible();
  expect(await still.evaluate((v: HTMLVideoElement) => [v.paused, v.readyState, v.currentTime])).toEqual([
    true,
    0,
    0,
  ]);
  await page.emulateMedia({ reducedMotion: null });

  await page.goto('/SkinAnalyzer?test=1');
  await expect(page.getByRole('heading', { level: 2, name: '選擇檢測方式' })).toBeVisible();
  await expect(page.getByTestId('skin-campaign-promo')).toHaveCount(0);
});
