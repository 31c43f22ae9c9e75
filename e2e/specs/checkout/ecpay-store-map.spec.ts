// ECPay's 7-ELEVEN store map (LOGISTICS_PROVIDER=ecpay; docs/decisions/060-ecpay-store-map.md): the picker
// opens the map (a local fake of Express/map that checks ECPay's required fields), the store picked there
// comes back filled in with what the shopper had typed kept, and a store the shop does not list is said so.
// The suite's shop uses the local provider, so this spec starts a shop of its own with ECPay configured.
import { shipMethodNames, storeMapMessages, cartlistMessages as t } from '@shop/core';
import {
  type EcpayLogisticsFake,
  startEcpayLogisticsFake,
} from '../../../apps/api/test/ecpay-logistics-fake.ts';
import { CHECKOUT_MEMBER, useToken } from '../../fixtures/checkout';
import { OWN_SHOP_START_TIMEOUT_MS, ownShop } from '../../fixtures/own-shop';
import { expect, test } from '../../fixtures/shop';

const shop = ownShop(2, 'ecpay-map');
const SHOP = shop.url;
const API = `${SHOP}/front-stage/v1`;
const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
const MERCHANT_ID = '2000933';
const LISTED = { id: '201001', name: '米瑞中正', address: '臺北市中正區忠孝西路一段45號' };
const UNLISTED = { id: '131386', name: '建盛', address: '台北市內湖區' };

let fake: EcpayLogisticsFake;
test.describe('ECPay store map', () => {
  test.describe.configure({ timeout: OWN_SHOP_START_TIMEOUT_MS + 60_000 });
  test.beforeAll(async () => {
    test.setTimeout(OWN_SHOP_START_TIMEOUT_MS);
    fake = await startEcpayLogisticsFake({
      merchantId: MERCHANT_ID,
      ...KEYS,
      stores: [LISTED.id],
      mapStores: [LISTED, UNLISTED],
    });
    await shop.start({
      LOGISTICS_PROVIDER: 'ecpay',
      ECPAY_LOGISTICS_MERCHANT_ID: MERCHANT_ID,
      ECPAY_LOGISTICS_HASH_KEY: KEYS.hashKey,
      ECPAY_LOGISTICS_HASH_IV: KEYS.hashIv,
      ECPAY_LOGISTICS_SENDER_NAME: '米瑞法',
      ECPAY_LOGISTICS_SENDER_MOBILE: '0912345678',
      ECPAY_LOGISTICS_REPLY_URL: `${API}/logistics/ecpay/notify`,
      ECPAY_LOGISTICS_API_URL: fake.url,
    });
  });
  test.afterAll(async () => {
    await shop.stop();
    await fake?.close();
  });

  test('the 7-ELEVEN picker opens the map; the store comes back with what she typed', async ({ page }) => {
    // The member logs in on this spec's own shop (its own database).
    const login = await page.request.post(`${API}/login`, {
      data: { account: CHECKOUT_MEMBER.account, password: CHECKOUT_MEMBER.password },
    });
    await useToken(page, ((await login.json()) as { token: string }).token);
    const { p_ids } = await (await page.request.get(`${API}/get-sell-product-ids`)).json();
    const pids = (p_ids as number[]).slice(0, 60).join(',');
    const { products } = await (await page.request.get(`${API}/get-open-products-by-pids/${pids}`)).json();
    const product = (products as { p_id: number; stock: number; discounted_price: number }[]).find(
      (p) => p.stock >= 5 && p.discounted_price > 0,
    );
    await page.goto(`${SHOP}/`);
    await page.evaluate((id) => {
      localStorage.setItem('cart', JSON.stringify([{ productId: id, quantity: 1, selected: true }]));
    }, product?.p_id);
    await page.goto(`${SHOP}/my_cartlist`);
    await expect(page.getByTestId('cartlist-line')).toHaveCount(1);

    await page.getByRole('radio', { name: shipMethodNames.seven }).check();
    await page.getByLabel(t.nameLabel).fill('王小明');
    await page.getByRole('button', { name: t.storePick }).click();
    await expect(page).toHaveURL(/\/Express\/map$/);
    expect(fake.mapRequests.at(-1)).toMatchObject({ LogisticsSubType: 'UNIMARTC2C', IsCollection: 'N' });
    await page.getByRole('button', { name: `${LISTED.name}門市` }).click();

    await expect(page).toHaveURL(`${SHOP}/my_cartlist`);
    await expect(page.getByTestId('picked-store')).toContainText(LISTED.id);
    await expect(page.getByLabel(t.nameLabel)).toHaveValue('王小明');
    await expect(page.getByRole('radio', { name: shipMethodNames.seven })).toBeChecked();

    await page.getByRole('button', { name: t.storeChange }).click();
    await page.getByRole('button', { name: `${UNLISTED.name}門市` }).click();
    await expect(page.getByTestId('store-map-note')).toHaveText(storeMapMessages.unknownStore);
    await expect(page.getByLabel(t.nameLabel)).toHaveValue('王小明');
  });
});
