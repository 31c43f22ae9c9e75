// The order list's batch work at 1280 px: a warehouse keeper prints the packing lists of two 7-ELEVEN
// orders, asks for their pickup shipments (made by the local logistics provider when the orders were
// placed, so the list shows each pickup number, which the member then sees on the order's page) and
// marks one shipped; an owner exports the same filtered list as CSV and as Excel after typing the
// password again, and both files hold exactly those orders.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { orderStatusNames } from '@shop/core';
import { strFromU8, unzipSync } from 'fflate';
import { axeBuilder } from '../../fixtures/axe';
import {
  type CreatedOrder,
  createOrder,
  newMemberToken,
  orderableProducts,
  useToken,
} from '../../fixtures/checkout';
import { expect, test } from '../../fixtures/shop';
import { demoStaff, signInAdmin } from '../../fixtures/staff';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function expectAxeClean(page: Page) {
  const scan = await axeBuilder(page).analyze();
  expect(scan.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => v.id)).toEqual([]);
}

async function placeTwo(request: APIRequestContext, recipientName: string) {
  const token = await newMemberToken(request, recipientName);
  const [productId] = await orderableProducts(request, 1);
  const orders: CreatedOrder[] = [];
  for (let i = 0; i < 2; i++)
    orders.push(await createOrder(request, token, productId ?? 0, { payMethod: 'cod', recipientName }));
  return { token, orders };
}

/** The member's own order page (in a browser of their own) shows the shipment's number as 寄件編號. */
async function expectMemberSeesPickupNumber(
  page: Page,
  token: string,
  orderId: number,
  pickupNumber: string,
) {
  const member = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!member) throw new Error('no browser for the member');
  const memberPage = await member.newPage();
  await useToken(memberPage, token);
  await memberPage.goto(`/membercenter_list-all/${orderId}`);
  await expect(memberPage.getByTestId('order-pickup-number')).toHaveText(pickupNumber);
  await member.close();
}

async function filterByName(page: Page, name: string) {
  await page.getByRole('navigation', { name: '後台選單' }).getByRole('link', { name: '訂單' }).click();
  await page.getByLabel('搜尋（訂單編號、手機、姓名）').fill(name);
  await page.getByRole('button', { name: '篩選' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
}

test('a warehouse keeper prints packing lists, creates 7-ELEVEN shipments and marks an order shipped', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, orders } = await placeTwo(request, '周出貨');
  const [first, second] = orders as [CreatedOrder, CreatedOrder];
  await signInAdmin(page, demoStaff('warehouse'), '倉管');
  await filterByName(page, '周出貨');
  const select = async () => {
    for (const o of orders) await page.getByRole('checkbox', { name: `選取訂單 ${o.ordermain_sn}` }).check();
  };
  await select();
  await page.getByRole('button', { name: '列印揀貨單（已選 2 筆）' }).click();
  await expect(page.getByRole('heading', { name: '揀貨單（2 筆）' })).toBeVisible();
  for (const o of orders)
    await expect(page.getByRole('article', { name: `揀貨單 ${o.ordermain_sn}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `揀貨單 ${first.ordermain_sn}` })).toContainText('周出貨');
  await expectAxeClean(page);
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: '列印' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.getByRole('link', { name: '← 訂單' }).click();
  await filterByName(page, '周出貨');
  await select();
  await page.getByRole('button', { name: '建立超商寄件單（已選 2 筆）' }).click();
  const results = page.getByRole('status', { name: '寄件單結果' });
  for (const o of orders)
    await expect(results.getByRole('listitem').filter({ hasText: o.ordermain_sn })).toHaveText(
      new RegExp(`^${o.ordermain_sn}：寄件單已建立或正在建立（寄件編號 [A-Za-z0-9]+）$`),
    );
  await expectAxeClean(page);
  const firstResult = await results
    .getByRole('listitem')
    .filter({ hasText: first.ordermain_sn })
    .textContent();
  const pickupNumber = /寄件編號 ([A-Za-z0-9]+)/.exec(firstResult ?? '')?.[1] ?? '';
  await expectMemberSeesPickupNumber(page, token, first.ordermain_id, pickupNumber);

  await page.getByRole('link', { name: second.ordermain_sn }).click();
  await expect(page.getByTestId('order-status')).toHaveText(orderStatusNames.cashOnPickupConfirmed);
  await page.getByRole('button', { name: '標記出貨' }).click();
  await page.getByLabel('物流追蹤編號').fill(`SE${second.ordermain_id}`);
  await page.getByRole('button', { name: '確認標記出貨' }).click();
  await expect(page.getByRole('status')).toHaveText('已標記出貨');
  await expect(page.getByTestId('order-status')).toHaveText(orderStatusNames.shipped);
  await expectAxeClean(page);

  const mine = await request.get(`/front-stage/v1/get-orders/${second.ordermain_id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await mine.json()) as { status_name: string }).status_name).toBe(orderStatusNames.shipped);
});

async function saveExport(page: Page, format: 'CSV' | 'Excel（.xlsx）', password: string): Promise<Download> {
  await page.getByRole('radio', { name: format }).check();
  await page.getByLabel('您的密碼').fill(password);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '確認匯出' }).click();
  return downloading;
}

/** The cells of sheet1's rows: inline strings and numbers, as the export writes them. */
function sheetRows(bytes: Uint8Array): string[][] {
  const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
  return [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c [^>]*>(.*?)<\/c>/g)].map(
      (cell) => /<(?:t|v)(?: [^>]*)?>(.*?)<\/(?:t|v)>/.exec(cell[1] ?? '')?.[1] ?? '',
    ),
  );
}

test('an owner exports the filtered order list as CSV and as Excel', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { orders } = await placeTwo(request, '周匯出');
  const owner = demoStaff('owner');
  await signInAdmin(page, owner, '店主');
  await filterByName(page, '周匯出');
  for (const o of orders) await expect(page.getByRole('link', { name: o.ordermain_sn })).toBeVisible();
  await page.getByRole('button', { name: '匯出 Excel／CSV' }).click();
  await expect(page.getByRole('heading', { name: '匯出目前篩選的訂單' })).toBeVisible();
  await expectAxeClean(page);

  const csv = await saveExport(page, 'CSV', owner.password);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await expect(page.getByRole('status')).toHaveText(`已下載 ${csv.suggestedFilename()}`);
  const lines = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('訂單編號,下單時間,狀態,收件人,手機,付款方式,配送方式,金額');
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(orders.map((o) => o.ordermain_sn).sort());
  expect(lines.slice(1).every((l) => l.split(',')[3] === '周匯出')).toBe(true);

  const xlsx = await saveExport(page, 'Excel（.xlsx）', owner.password);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = sheetRows(await readFile(await xlsx.path()));
  expect(rows).toHaveLength(3);
  expect(rows[0]?.[0]).toBe('訂單編號');
  expect(
    rows
      .slice(1)
      .map((r) => r[0])
      .sort(),
  ).toEqual(orders.map((o) => o.ordermain_sn).sort());
  expect(rows.slice(1).map((r) => r[3])).toEqual(['周匯出', '周匯出']);
});
