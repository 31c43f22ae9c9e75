// Buying the promotions (issue 11, promo-buy): an add-on taken from the preview once its trigger is met,
// a choice gift picked, a routine kit added as one kit line; axe on the changed pages and the preview.
import type { Page } from '@playwright/test';
import { cartMessages, formatPrice, shellMessages } from '@shop/core';
import { axeBuilder } from '../../fixtures/axe';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const preview = cartMessages.preview;
const SERUM = '/c-plus/vitamin-c-serum-15';

async function expectCount(page: Page, n: number) {
  if (isMobile(page)) await expect(page.getByTestId('mobile-cart-badge')).toHaveText(String(n));
  else await expect(page.getByTestId('cart-counter')).toContainText(shellMessages.cartCount(n));
}

async function openPreview(page: Page) {
  if (isMobile(page)) await page.getByTestId('mobile-cart').click();
  else await page.getByTestId('cart-counter').hover();
  const panel = page.getByTestId('cart-preview');
  await expect(panel.getByTestId('cart-preview-body')).toBeVisible();
  return panel;
}

async function addSerum(page: Page, times: number) {
  await page.goto(SERUM);
  for (let i = 1; i <= times; i++) {
    await page.getByTestId('add-to-cart').click();
    await expectCount(page, i);
  }
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Record<string, unknown>[]);

async function expectNoSeriousAxe(page: Page, selector?: string) {
  const builder = axeBuilder(page);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('promotions a shopper can buy', () => {
  test(
    'an add-on is offered once the trigger is met, priced at its add-on price, and dropped with the trigger',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await addSerum(page, 1);
      const panel = await openPreview(page);
      const offer = panel
        .getByTestId('preview-addon-offer')
        .filter({ hasText: '滿$1,500 加價購 舒緩修護面膜' });
      await expect(offer).toContainText(preview.addOnMax(2));
      await expect(panel.getByTestId('preview-addon-offer').filter({ hasText: '滿$2,000' })).toHaveCount(0);
      await expectNoSeriousAxe(page, '[data-testid="cart-preview"]');
      await offer.getByTestId('preview-addon-take').click();
      const line = panel.getByTestId('preview-addons').getByTestId('preview-line');
      await expect(line.getByTestId('preview-line-price')).toHaveText(formatPrice(199));
      await expect(panel.getByTestId('preview-addons').getByRole('heading')).toHaveText(preview.addOnTitle);
      if (!isMobile(page))
        await expect(panel.getByTestId('preview-count')).toHaveText(preview.desktopCount(2));
      await page.screenshot({ path: testInfo.outputPath(`preview-addon-${testInfo.project.name}.png`) });
      expect((await storedCart(page)).filter((l) => l.activity_type === 'add_money')).toHaveLength(1);

      // the trigger goes: the add-on line goes too, with a notice
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as { activity_type?: string }[];
        localStorage.setItem('cart', JSON.stringify(cart.filter((l) => l.activity_type !== undefined)));
      });
      await page.reload();
      const again = page.getByTestId('cart-preview');
      if (isMobile(page)) await page.getByTestId('mobile-cart').click();
      else await page.getByTestId('cart-counter').hover();
      await expect(again.getByTestId('preview-notice')).toHaveText(preview.addOnDropped);
      await expect.poll(async () => (await storedCart(page)).length).toBe(0);
    },
  );

  test('a choice gift is picked past its threshold and shows at NT$ 0', async ({ page }, testInfo) => {
    await addSerum(page, 3); // 3 × 1880 ≥ 4000
    const panel = await openPreview(page);
    const picker = panel.getByTestId('preview-choice-gift').filter({ hasText: '滿$4,000 好禮三選一' });
    await expect(picker.getByRole('heading')).toHaveText(preview.choiceTitle('滿$4,000 好禮三選一'));
    await expect(picker).toContainText(preview.choosePrompt(1));
    const first = picker.getByTestId('preview-choice-pick').first();
    const giftName = (await first.textContent())?.trim() ?? '';
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await first.click();
    await expect(picker.getByTestId('preview-choice-pick').first()).toHaveAttribute('aria-pressed', 'true');
    const gift = panel.getByTestId('preview-member-gifts').locator('[data-line="preview-gift-line"]', {
      hasText: giftName,
    });
    await expect(gift.getByTestId('preview-line-price')).toHaveText(preview.giftPrice);
    await expect(gift).toContainText('滿$4,000 好禮三選一');
    await page.screenshot({ path: testInfo.outputPath(`preview-gift-${testInfo.project.name}.png`) });
    const picks = (await storedCart(page)).filter((l) => l.activity_type === 'choice_gift');
    expect(picks).toHaveLength(1);
    // a second pick replaces the first (選一)
    await picker.getByTestId('preview-choice-pick').nth(1).click();
    await expect(picker.getByTestId('preview-choice-pick').nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(picker.getByTestId('preview-choice-pick').first()).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousAxe(page, '[data-testid="cart-preview"]');
  });

  test(
    'a routine kit goes into the cart as one kit line at the kit price',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const { routineKitList } = await (await page.request.get(`${API}/get-routine-kit-list`)).json();
      const kit = (routineKitList as { routinekit_name: string; routinekit_price: number }[]).find(
        (k) => k.routinekit_name === '亮白入門三步驟組',
      )!;
      await page.goto('/routine-kits');
      await expectNoSeriousAxe(page);
      const card = page.getByTestId('routine-kit').filter({ hasText: kit.routinekit_name });
      await card.getByTestId('add-kit').click();
      await expectCount(page, 1);
      await page.waitForTimeout(2200); // the fly-to-cart image has landed
      await page.screenshot({ path: testInfo.outputPath(`routine-kits-${testInfo.project.name}.png`) });
      const panel = await openPreview(page);
      const kits = panel.getByTestId('preview-kits');
      await expect(kits.getByRole('heading')).toHaveText(preview.kitTitle);
      await expect(kits.getByTestId('preview-badge')).toHaveText(preview.kitBadge);
      await expect(kits.getByTestId('preview-line')).toContainText(kit.routinekit_name);
      await expect(kits.getByTestId('preview-line-price')).toHaveText(formatPrice(kit.routinekit_price));
      const cart = await storedCart(page);
      expect(cart).toEqual([expect.objectContaining({ quantity: 1, activity_type: 'routine_kit' })]);
      // kits count toward the shop-wide 滿額折: the total is the kit price less that discount
      const { summary } = await (
        await page.request.post(`${API}/get-cart-summary`, { data: { carts: { cart } } })
      ).json();
      expect(summary.thresholdDiscount).toBeGreaterThan(0);
      const total = String(kit.routinekit_price - summary.thresholdDiscount);
      await expect(panel.getByTestId('preview-total')).toHaveText(
        isMobile(page) ? preview.mobileTotal(total) : preview.desktopTotal(total),
      );
    },
  );

  test('/add-on-purchases buys an add-on only once the cart meets its trigger', async ({ page }) => {
    await page.goto('/add-on-purchases');
    const item = page.getByTestId('add-on-item').filter({ hasText: '滿$1,500 加價購 舒緩修護面膜' });
    await expect(item.getByTestId('add-on-not-yet')).toHaveText(cartMessages.addOnPage.notYet);
    await expectNoSeriousAxe(page);
    await addSerum(page, 1);
    await page.goto('/add-on-purchases');
    await item.getByTestId('add-on-take').click();
    await expect
      .poll(async () => (await storedCart(page)).filter((l) => l.activity_type === 'add_money').length)
      .toBe(1);
  });

  test('/gift-activities lets the shopper pick a choice gift once the cart meets its threshold', async ({
    page,
  }) => {
    await page.goto('/gift-activities');
    const activity = page.getByTestId('gift-activity').filter({ hasText: '滿$4,000 好禮三選一' });
    await expect(activity.getByTestId('choice-not-yet')).toHaveText(cartMessages.giftActivityPage.notYet);
    await addSerum(page, 3);
    await page.goto('/gift-activities');
    const pick = activity.getByTestId('preview-choice-pick').first();
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expectCount(page, 4);
    await expectNoSeriousAxe(page);
  });
});
