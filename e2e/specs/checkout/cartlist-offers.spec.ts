// /my_cartlist (issue 11): a kit's quantity changed, an add-on removed and a choice gift changed on the
// checkout page, each time with the total the server prices for the new cart, to the dollar.
import type { Page } from '@playwright/test';
import { formatPrice, cartlistMessages as t } from '@shop/core';
import { logInThroughPage } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { CHECKOUT_MEMBER } from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';

interface Line {
  productId: number;
  quantity: number;
  selected: boolean;
  activity_type?: string;
  activity_id?: number;
}

async function offersOfTheShop(page: Page) {
  const { addMoneyList } = await (await page.request.get(`${API}/get-legal-add-money-list`)).json();
  const { routineKitList } = await (await page.request.get(`${API}/get-routine-kit-list`)).json();
  const { activities } = await (await page.request.get(`${API}/get-choice-gift-activities`)).json();
  const addOn = (
    addMoneyList as {
      addmoney_title: string;
      addmoney_id: number;
      p_id: number;
      product: { p_name: string };
    }[]
  ).find((a) => a.addmoney_title === '滿$1,500 加價購 舒緩修護面膜')!;
  const serum = (addMoneyList as { addmoney_title: string; trigger: { p_id: number } }[]).find(
    (a) => a.addmoney_title === '買15%維他命C精華 加價購B5保濕精華',
  )!.trigger.p_id;
  const kit = (
    routineKitList as { routinekit_id: number; routinekit_name: string; routinekit_price: number }[]
  ).find((k) => k.routinekit_name === '亮白入門三步驟組')!;
  const choice = (
    activities as {
      activity_id: number;
      activity_name: string;
      gifts: { p_id: number; p_name: string; gift_stock: number }[];
    }[]
  ).find((a) => a.activity_name === '滿$4,000 好禮三選一')!;
  const gifts = choice.gifts.filter((g) => g.gift_stock > 0);
  return { addOn, serum, kit, choice, gifts };
}

/** What the server says this cart costs (the same call the page prices with). */
async function serverTotal(page: Page, cart: Line[]): Promise<number> {
  const answer = await page.request.post(`${API}/get-cart-summary`, { data: { carts: { cart } } });
  expect(answer.ok()).toBe(true);
  const { summary } = (await answer.json()) as { summary: { grandTotalPrice: number; unpriced: unknown[] } };
  expect(summary.unpriced).toEqual([]);
  return summary.grandTotalPrice;
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Line[]);

async function expectTotal(page: Page, total: number) {
  await expect(page.getByTestId('sum-total')).toHaveText(formatPrice(total));
  if (isMobile(page)) await expect(page.getByTestId('bar-total')).toHaveText(formatPrice(total));
}

test(
  'kit quantity, add-on removal and a changed gift on /my_cartlist, priced by the server',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await logInThroughPage(page, CHECKOUT_MEMBER);
    const { addOn, serum, kit, choice, gifts } = await offersOfTheShop(page);
    const [firstGift, secondGift] = gifts;
    const kitLine = {
      productId: kit.routinekit_id,
      quantity: 1,
      selected: true,
      activity_type: 'routine_kit',
      activity_id: kit.routinekit_id,
    };
    const addOnLine = {
      productId: addOn.p_id,
      quantity: 1,
      selected: true,
      activity_type: 'add_money',
      activity_id: addOn.addmoney_id,
    };
    const pick = (giftId: number) => ({
      productId: giftId,
      quantity: 1,
      selected: true,
      activity_type: 'choice_gift',
      activity_id: choice.activity_id,
    });
    const serumLine = { productId: serum, quantity: 3, selected: true };
    const start: Line[] = [serumLine, kitLine, addOnLine, pick(firstGift!.p_id)];
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), start);
    await page.goto('/my_cartlist');

    const kitRow = page.getByTestId('cartlist-kit-line');
    const addOnRow = page.getByTestId('cartlist-addon-line');
    const giftRow = page.getByTestId('cartlist-gift-line');
    await expect(kitRow).toContainText(kit.routinekit_name);
    await expect(kitRow.getByTestId('cartlist-line-price')).toHaveText(formatPrice(kit.routinekit_price));
    await expect(addOnRow).toContainText(addOn.product.p_name);
    await expect(addOnRow.getByTestId('cartlist-line-price')).toHaveText(formatPrice(199));
    await expect(giftRow).toContainText(firstGift!.p_name);
    await expectTotal(page, await serverTotal(page, start));
    const linesSection = 'section[aria-labelledby="lines-title"]';
    const lines = page.locator(linesSection);
    const axe = await axeBuilder(page).include(linesSection).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // the kit: one more, by keyboard
    const more = kitRow.getByRole('button', { name: t.increase(kit.routinekit_name) });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(kitRow.getByTestId('cartlist-quantity')).toHaveText('2');
    await expect(kitRow.getByTestId('cartlist-line-price')).toHaveText(formatPrice(2 * kit.routinekit_price));
    const twoKits = [serumLine, { ...kitLine, quantity: 2 }, addOnLine, pick(firstGift!.p_id)];
    await expectTotal(page, await serverTotal(page, twoKits));
    expect(await storedCart(page)).toEqual(twoKits);

    // the add-on: removed, with a notice
    await addOnRow.getByRole('button', { name: t.removeNamed(addOn.product.p_name) }).click();
    await expect(addOnRow).toHaveCount(0);
    await expect(page.getByTestId('cartlist-notice')).toHaveText(t.removed(addOn.product.p_name));
    const noAddOn = [serumLine, { ...kitLine, quantity: 2 }, pick(firstGift!.p_id)];
    const withoutAddOn = await serverTotal(page, noAddOn);
    expect(withoutAddOn).toBe((await serverTotal(page, twoKits)) - 199);
    await expectTotal(page, withoutAddOn);

    // the gift: changed in place to another of the activity's gifts
    await giftRow.getByRole('button', { name: t.changeGiftNamed(firstGift!.p_name) }).click();
    await expect(giftRow.getByRole('group', { name: t.chooseGift(choice.activity_name) })).toBeVisible();
    await giftRow.screenshot({
      path: testInfo.outputPath(`cartlist-gift-change-${testInfo.project.name}.png`),
    });
    await giftRow.getByRole('button', { name: secondGift!.p_name }).click();
    await expect(giftRow).toContainText(secondGift!.p_name);
    await expect(giftRow.getByTestId('cartlist-line-price')).toHaveText(t.free);
    await expect(page.getByTestId('cartlist-notice')).toHaveText(t.giftChanged(secondGift!.p_name));
    const changed = [serumLine, { ...kitLine, quantity: 2 }, pick(secondGift!.p_id)];
    expect(await storedCart(page)).toEqual(changed);
    await expectTotal(page, await serverTotal(page, changed));
    await lines.screenshot({ path: testInfo.outputPath(`cartlist-offers-${testInfo.project.name}.png`) });

    // the kit back to 0: the line goes
    const fewer = kitRow.getByRole('button', { name: t.decrease(kit.routinekit_name) });
    await fewer.click();
    await fewer.click();
    await expect(kitRow).toHaveCount(0);
    await expect(page.getByTestId('cartlist-notice')).toHaveText(t.removed(kit.routinekit_name));
    await expectTotal(page, await serverTotal(page, [serumLine, pick(secondGift!.p_id)]));
  },
);

test('a kit line stops at what the server allows and a kit-only cart still checks out', async ({ page }) => {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const { kit } = await offersOfTheShop(page);
  const kitLine = {
    productId: kit.routinekit_id,
    quantity: 3,
    selected: true,
    activity_type: 'routine_kit',
    activity_id: kit.routinekit_id,
  };
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), [kitLine]);
  await page.goto('/my_cartlist');
  const kitRow = page.getByTestId('cartlist-kit-line');
  await expect(kitRow.getByTestId('cartlist-line-price')).toHaveText(formatPrice(3 * kit.routinekit_price));
  await kitRow.getByRole('button', { name: t.increase(kit.routinekit_name) }).click();
  await expect(kitRow.getByTestId('cartlist-quantity')).toHaveText('4');
  await expect(kitRow.getByRole('button', { name: t.increase(kit.routinekit_name) })).toBeDisabled();
  await expect(kitRow.getByTestId('cartlist-limit')).toHaveText(t.kitLimit(4));
  await expectTotal(page, await serverTotal(page, [{ ...kitLine, quantity: 4 }]));
  await expect(page.getByTestId('cartlist-empty')).toHaveCount(0);
});
