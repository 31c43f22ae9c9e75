// ECPay's 7-ELEVEN store map (LOGISTICS_PROVIDER=ecpay; docs/decisions/060-ecpay-store-map.md): the picker
// opens the map (a local fake of Express/map that checks ECPay's required fields), the store picked there
// comes back filled in with what the shopper had typed kept, and a store the shop does not list is said so.
// The suite's shop uses the local provider, so this spec starts a shop of its own with ECPay configured.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shipMethodNames, storeMapMessages, cartlistMessages as t } from '@shop/core';
import {
  type EcpayLogisticsFake,
  startEcpayLogisticsFake,
} from '../../../apps/api/test/ecpay-logistics-fake.ts';
import { CHECKOUT_MEMBER, useToken } from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const SHOP = `http://127.0.0.1:${PORT}`;
const API = `${SHOP}/front-stage/v1`;
const KEYS = { hashKey: '5294y06JbISpM5x9', hashIv: 'v77hoKGq4kWxNNIS' };
const MERCHANT_ID = '2000933';
const LISTED = { id: '201001', name: '米瑞中正', address: '臺北市中正區忠孝西路一段45號' };
const UNLISTED = { id: '131386', name: '建盛', address: '台北市內湖區' };
const START_TIMEOUT_MS = 180_000;

let fake: EcpayLogisticsFake;
let shop: ChildProcess;

/** Starts the shop (kept in `shop` at once, so afterAll stops it even when it never answers). */
async function startShop(mapUrl: string): Promise<void> {
  if ((await fetch(`${SHOP}/healthz`).catch(() => null)) !== null)
    throw new Error(`port ${PORT} is taken: another shop would answer for this spec's`);
  const start = fileURLToPath(new URL('../../../apps/server/start.mjs', import.meta.url));
  shop = spawn(process.execPath, [start], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      SITE_URL: SHOP,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-e2e-map-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGISTICS_PROVIDER: 'ecpay',
      ECPAY_LOGISTICS_MERCHANT_ID: MERCHANT_ID,
      ECPAY_LOGISTICS_HASH_KEY: KEYS.hashKey,
      ECPAY_LOGISTICS_HASH_IV: KEYS.hashIv,
      ECPAY_LOGISTICS_SENDER_NAME: '米瑞法',
      ECPAY_LOGISTICS_SENDER_MOBILE: '0912345678',
      ECPAY_LOGISTICS_REPLY_URL: `${API}/logistics/ecpay/notify`,
      ECPAY_LOGISTICS_API_URL: mapUrl,
    },
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the ECPay shop stopped (exit ${shop.exitCode})`);
    if ((await fetch(`${SHOP}/healthz`).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the ECPay shop did not start');
}

test.describe('ECPay store map', () => {
  test.describe.configure({ timeout: START_TIMEOUT_MS + 60_000 });
  test.beforeAll(async () => {
    // Starting a shop (migrating and seeding its database) takes longer than a hook's usual time.
    test.setTimeout(START_TIMEOUT_MS);
    fake = await startEcpayLogisticsFake({
      merchantId: MERCHANT_ID,
      ...KEYS,
      stores: [LISTED.id],
      mapStores: [LISTED, UNLISTED],
    });
    await startShop(fake.url);
  });
  test.afterAll(async () => {
    if (shop?.pid !== undefined && shop.exitCode === null) {
      const exited = new Promise((resolve) => shop.once('exit', resolve));
      process.kill(-shop.pid, 'SIGTERM');
      await exited;
    }
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
