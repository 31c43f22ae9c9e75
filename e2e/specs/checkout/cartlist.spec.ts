// /my_cartlist (issue 12): a member checks out through the sandbox payment page to /pay-finish/{sn};
// field errors in Chinese beside their field; a guest is sent to login; axe on the page.
import type { Page } from '@playwright/test';
import {
  checkoutValidationMessages,
  invoiceTypeNames,
  memberOrderMessages,
  orderErrorMessages,
  sandboxPaymentMessages,
  shipMethodNames,
  cartlistMessages as t,
} from '@shop/core';
import { DEMO_MEMBER, logInThroughPage } from '../../fixtures/accounts';
import { axeBuilder } from '../../fixtures/axe';
import { apiLogin, CHECKOUT_MEMBER } from '../../fixtures/checkout';
import { expect, isMobile, test } from '../../fixtures/shop';

const API = '/front-stage/v1';
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface Product {
  p_id: number;
  p_name: string;
  stock: number;
  discounted_price: number;
}

/** Products in stock, spread so parallel tests do not buy the same one. */
async function productsInStock(page: Page): Promise<Product[]> {
  const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
  const pids = (p_ids as number[]).slice(0, 60).join(',');
  const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
  return (products as Product[]).filter((p) => p.stock >= 5 && p.discounted_price > 0);
}

/** Logs in, puts one product in the main cart and opens /my_cartlist. */
async function openCheckoutWith(page: Page, pick: number): Promise<Product> {
  await logInThroughPage(page, CHECKOUT_MEMBER);
  const products = await productsInStock(page);
  const offset = (isMobile(page) ? 1 : 0) + pick * 2;
  const product = products[offset % products.length] as Product;
  await page.evaluate((id) => {
    localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
  }, product.p_id);
  await page.goto('/my_cartlist');
  await expect(page.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  await expect(page.getByTestId('cartlist-line')).toHaveCount(1);
  await expect(page.getByTestId('sum-total')).toBeVisible();
  return product;
}

const submit = (page: Page) => page.getByRole('button', { name: t.submit, exact: true });

async function approveSandboxPayment(page: Page) {
  await expect(page).toHaveURL(/\/payment\/sandbox\//);
  await expect(page.getByText(sandboxPaymentMessages.title).first()).toBeVisible();
  await page.getByRole('button', { name: sandboxPaymentMessages.approve }).click();
  await expect(page).toHaveURL(/\/pay-finish\/MR\d{6}-[0-9A-Z]{10}/);
  return new URL(page.url()).pathname.split('/').pop() as string;
}

test.describe('/my_cartlist checkout', () => {
  test('7-ELEVEN pickup with a donated invoice, through the sandbox to /pay-finish/{sn}', {
    tag: '@phone',
  }, async ({ page }) => {
    const product = await openCheckoutWith(page, 0);
    await expect(page.getByTestId('cartlist-line')).toContainText(product.p_name);
    await expect(page.getByLabel(t.nameLabel)).toHaveValue(CHECKOUT_MEMBER.name);
    await expect(page.getByLabel(t.mobileLabel)).toHaveValue(CHECKOUT_MEMBER.account);

    await page.getByRole('radio', { name: shipMethodNames.seven }).check();
    // Without a store the order is refused beside the store.
    await submit(page).click();
    await expect(page.getByTestId('error-recipient.store_id')).toHaveText(orderErrorMessages.storeRequired);
    await expect(page.getByRole('button', { name: t.storePick })).toBeFocused();

    await page.getByRole('button', { name: t.storePick }).click();
    const picker = page.getByTestId('store-picker');
    await picker.getByLabel(t.cityLabel).selectOption('臺北市');
    await picker.getByLabel(t.districtLabel).selectOption('大安區');
    await picker.getByRole('button', { name: t.storeSearch }).click();
    await picker.getByRole('button', { name: `${t.storeChoose}：米瑞大安門市` }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('picked-store')).toContainText('米瑞大安門市');
    await expect(page.getByTestId('error-recipient.store_id')).toBeHidden();

    await page.getByRole('radio', { name: invoiceTypeNames.donate }).check();
    await page.getByLabel(t.donateLabel).selectOption('8585');
    await expect(page.getByLabel(t.donateCodeLabel)).toHaveValue('8585');
    await expect(page.getByTestId('sum-freight')).toHaveText(t.freightFree);

    await submit(page).click();
    const sn = await approveSandboxPayment(page);
    const kept = await page.evaluate(() => ({
      orderData: JSON.parse(localStorage.getItem('orderData') ?? 'null'),
      cart: JSON.parse(localStorage.getItem('cart') ?? '[]'),
    }));
    expect(kept.orderData.ordermain_sn).toBe(sn);
    expect(kept.orderData.ordermain_mobile).toBe(CHECKOUT_MEMBER.account);
    expect(kept.orderData.ordersubs[0]).toMatchObject({ p_id: product.p_id, ordersub_count: 1 });
    expect(kept.cart).toEqual([]);

    // Paid, so its shipment is created just after the payment's commit: the order detail shows the
    // 寄件編號 (11 digits from the local provider).
    const token = await apiLogin(page.request);
    type ShippedOrder = { ordermain_id: number; delivery: { pickup_number: string | null } };
    const readOrder = async () =>
      (await (
        await page.request.get(`${API}/get-order-by-sn/${sn}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as ShippedOrder;
    await expect.poll(async () => (await readOrder()).delivery.pickup_number).toMatch(/^\d{11}$/);
    const order = await readOrder();
    const pickupNumber = order.delivery.pickup_number ?? '';
    await page.goto(`/membercenter_list-all/${order.ordermain_id}`);
    await expect(page.getByText(memberOrderMessages.pickupNumber, { exact: true })).toBeVisible();
    await expect(page.getByText(pickupNumber, { exact: true })).toBeVisible();
  });

  test('home delivery with a company invoice: the company name is looked up', async ({ page }) => {
    await openCheckoutWith(page, 1);
    await page.getByRole('radio', { name: shipMethodNames.home }).check();
    await page.getByLabel(t.cityLabel).selectOption('臺北市');
    await page.getByLabel(t.districtLabel).selectOption('中正區');
    await expect(page.getByLabel(t.zipcodeLabel)).toHaveValue('100');
    await page.getByLabel(t.addressLabel).fill('忠孝西路一段 1 號 8 樓');

    await page.getByRole('radio', { name: invoiceTypeNames.company }).check();
    await page.getByRole('textbox', { name: t.taxNumberLabel }).fill('53128702');
    await page.getByRole('textbox', { name: t.taxNumberLabel }).blur();
    await expect(page.getByTestId('error-invoice.tax_number')).toHaveText(
      checkoutValidationMessages.taxNumberInvalid,
    );
    await page.getByRole('textbox', { name: t.taxNumberLabel }).fill('53128701');
    await expect(page.getByLabel(t.invoiceTitleLabel)).toHaveValue('米瑞法生技股份有限公司');
    await expect(page.getByTestId('error-invoice.tax_number')).toBeHidden();

    await submit(page).click();
    await approveSandboxPayment(page);
  });

  test('errors in Chinese beside their field, from the browser and from the server; nothing typed is lost', async ({
    page,
  }) => {
    await openCheckoutWith(page, 2);
    await page.getByRole('radio', { name: shipMethodNames.seven }).check();
    await page.getByRole('button', { name: t.storePick }).click();
    const picker = page.getByTestId('store-picker');
    await picker.getByLabel(t.storeKeyword).fill('中正');
    await picker.getByRole('button', { name: t.storeSearch }).click();
    await picker.getByRole('button', { name: `${t.storeChoose}：米瑞中正門市` }).click();
    await page.getByRole('radio', { name: invoiceTypeNames.mobile }).check();
    const barcode = page.getByRole('textbox', { name: t.carrierMobileLabel });
    await barcode.fill('/abc12');
    await submit(page).click();
    await expect(page.getByTestId('error-invoice.carrier_num')).toHaveText(
      checkoutValidationMessages.mobileBarcodeInvalid,
    );
    await expect(barcode).toBeFocused();
    await barcode.fill('/ABC1234');
    await expect(page.getByTestId('error-invoice.carrier_num')).toBeHidden();

    // A coupon only the server can judge: its 422 comes back beside the coupon field.
    await page.getByLabel(t.couponLabel).fill('NO-SUCH-COUPON');
    await submit(page).click();
    await expect(page.getByTestId('error-coupon_code')).toHaveText(orderErrorMessages.couponNotFound);
    await expect(barcode).toHaveValue('/ABC1234');
    await expect(page.getByTestId('picked-store')).toContainText('米瑞中正門市');
    await expect(page).toHaveURL(/\/my_cartlist$/);
  });

  test('an answer lost on the way: the retry sends the same Idempotency-Key and gets the same order', async ({
    page,
  }) => {
    await openCheckoutWith(page, 4);
    await page.getByRole('radio', { name: shipMethodNames.seven }).check();
    await page.getByRole('button', { name: t.storePick }).click();
    const picker = page.getByTestId('store-picker');
    await picker.getByLabel(t.storeKeyword).fill('信義');
    await picker.getByRole('button', { name: t.storeSearch }).click();
    await picker.getByRole('button', { name: `${t.storeChoose}：米瑞信義門市` }).click();

    const keys: string[] = [];
    let lostOrderSn = '';
    await page.route('**/front-stage/v1/create-order', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      const answer = await route.fetch();
      if (keys.length === 1) {
        // The order is made, but its answer never reaches the shopper.
        lostOrderSn = (await answer.json()).ordermain_sn;
        await route.fulfill({ status: 503, json: { code: 'unavailable', message: '暫時無法連線' } });
      } else await route.fulfill({ response: answer });
    });
    await submit(page).click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    const sn = await approveSandboxPayment(page);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(sn).toBe(lostOrderSn);
  });

  test("the member's usable coupons: one short of its minimum says so; a fitting one fills the code", async ({
    page,
  }) => {
    await logInThroughPage(page, {
      account: 'tier2@demo.example.com',
      password: DEMO_MEMBER.password,
      name: '王雅婷',
    });
    const dear = (await productsInStock(page)).find((p) => p.discounted_price >= 1000) as Product;
    const cheap = (await productsInStock(page)).find((p) => p.discounted_price < 1000) as Product;
    const coupons = page.getByTestId('usable-coupons');
    const bday = coupons.getByRole('listitem').filter({ hasText: '鑽石卡生日禮' });

    await page.evaluate((id) => {
      localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
    }, cheap.p_id);
    await page.goto('/my_cartlist');
    await expect(bday).toContainText(/再買 NT\$[\d,]+ 可用/); // the minimum spend is $1,000
    await expect(bday.getByRole('button', { name: t.useCoupon })).toBeDisabled();
    await expect(coupons).not.toContainText('秋季回饋'); // expired: not offered

    await page.evaluate((id) => {
      localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
    }, dear.p_id);
    await page.goto('/my_cartlist');
    await bday.getByRole('button', { name: t.useCoupon }).click();
    await expect(page.getByLabel(t.couponLabel)).toHaveValue('VIP2-BDAY200');
    await expect(bday.getByRole('button', { name: t.couponInUse })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a guest is sent to login', async ({ page }) => {
    await page.goto('/my_cartlist');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an empty cart offers the shop; axe finds nothing serious on the filled page', async ({ page }) => {
    await openCheckoutWith(page, 3);
    await page.getByRole('radio', { name: invoiceTypeNames.company }).check();
    const results = await axeBuilder(page).analyze();
    const blocking = results.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
    await page.getByTestId('cartlist-remove').click();
    await expect(page.getByTestId('cartlist-empty')).toContainText(t.emptyTitle);
    await expect(page.getByRole('link', { name: t.goShopping })).toBeVisible();
  });
});
