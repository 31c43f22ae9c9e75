// 申請退貨 (issue 23; member-area §9): one return request per order, within 14 days of shipment, with a
// reason and up to three photos checked by their bytes and re-encoded; another member's order is 404.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkoutCalls, OrderDetailAnswer, pathOf, returnCalls } from '@shop/contracts';
import { returnErrorMessages as m, ORDER_STATUS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts-support.ts';
import { answerReturnRequest } from '../../../test/answer-return.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  bearer,
  JPEG_BYTES,
  multipart,
  NOT_AN_IMAGE,
  newMemberSession,
  PNG_BYTES,
  useTemporaryDataDir,
} from '../../../test/catalogue-support.ts';
import { insertTestOrder } from '../../../test/checkout-orders.ts';
import { listReturnRequests } from './index.ts';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof useTemporaryDataDir>>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  dataDir = await useTemporaryDataDir();
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

async function shippedOrder(memberId: number, daysAgo: number, status: number = ORDER_STATUS.shipped) {
  const [product] = await t.db.select().from(schema.products).limit(1);
  const order = await insertTestOrder(t.db, memberId, {
    ordermain_status: status,
    ship_method: 'home',
    store_id: null,
    store_name: null,
    zipcode: '100',
    city: '臺北市',
    district: '中正區',
    address: '忠孝西路一段 45 號',
    paid_at: new Date(Date.now() - (daysAgo + 1) * DAY_MS),
    shipped_at: new Date(Date.now() - daysAgo * DAY_MS),
    tracking_number: 'HCT123456789',
  });
  await t.db.insert(schema.orderLines).values({
    ordermain_id: order.ordermain_id,
    p_id: product!.p_id,
    p_name: product!.p_name,
    p_price: 890,
    list_price: 890,
    ordersub_count: 2,
    line_kind: 'regular',
  });
  return { order, product: product! };
}

const ask = (orderId: number, token: string, form: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/${pathOf(returnCalls.requestReturn, { id: orderId })}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
const detail = async (orderId: number, token: string) =>
  OrderDetailAnswer.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `${API}/${pathOf(checkoutCalls.getOrder, { id: orderId })}`,
        headers: bearer(token),
      })
    ).json(),
  );
const REASON = '收到的精華液瓶蓋破裂，內容物外漏';

describe('申請退貨', () => {
  it('a shipped order takes one request with its photos, re-encoded; the detail shows it', async () => {
    const member = await newMemberSession(t);
    const { order, product } = await shippedOrder(member.memberId, 3);
    const before = await detail(order.ordermain_id, member.token);
    expect(before.can_return).toBe(true);
    expect(before.return_request).toBeNull();
    expect(before.delivery.tracking_number).toBe('HCT123456789');
    expect(before.lines[0]).toMatchObject({ p_id: product.p_id, p_img: product.p_img, ordersub_count: 2 });

    const res = await ask(
      order.ordermain_id,
      member.token,
      multipart({ reason: ` ${REASON} ` }, [
        { filename: 'cap.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES },
        { filename: 'box.png', contentType: 'image/png', bytes: PNG_BYTES },
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ordermain_id: order.ordermain_id,
      ordermain_status: ORDER_STATUS.returnRequested,
      status_name: '退貨處理中',
      return_request: { state: 'requested', reason: REASON, photo_count: 2, reply: '' },
    });
    const stored = await readdir(path.join(dataDir.dir, 'uploads', 'returns'));
    const [row] = await t.db
      .select()
      .from(schema.returnRequests)
      .where(eq(schema.returnRequests.ordermain_id, order.ordermain_id));
    expect(row!.photos).toHaveLength(2);
    for (const key of row!.photos) {
      expect(stored).toContain(path.basename(key));
      const bytes = await readFile(path.join(dataDir.dir, 'uploads', key));
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }

    const after = await detail(order.ordermain_id, member.token);
    expect(after.ordermain_status).toBe(ORDER_STATUS.returnRequested);
    expect(after.can_return).toBe(false);
    expect(after.return_request).toMatchObject({ state: 'requested', photo_count: 2 });

    const again = await ask(order.ordermain_id, member.token, multipart({ reason: REASON }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyRequested);
  });

  it('refuses past 14 days after shipment, before shipment, another member (404) and bad input', async () => {
    const member = await newMemberSession(t);
    const late = await shippedOrder(member.memberId, 15);
    expect((await detail(late.order.ordermain_id, member.token)).can_return).toBe(false);
    const res = await ask(late.order.ordermain_id, member.token, multipart({ reason: REASON }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(m.periodOver);

    const unshipped = await insertTestOrder(t.db, member.memberId, { ordermain_status: ORDER_STATUS.paid });
    const early = await ask(unshipped.ordermain_id, member.token, multipart({ reason: REASON }));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(m.notReturnable);

    const { order } = await shippedOrder(member.memberId, 1);
    const stranger = await newMemberSession(t);
    expect((await ask(order.ordermain_id, stranger.token, multipart({ reason: REASON }))).statusCode).toBe(
      404,
    );

    const blank = await ask(order.ordermain_id, member.token, multipart({ reason: '  ' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ reason: [m.reasonRequired] });
    const long = await ask(order.ordermain_id, member.token, multipart({ reason: '退'.repeat(501) }));
    expect(long.json().errors).toEqual({ reason: [m.reasonTooLong] });
    const photo = { filename: 'p.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES };
    const four = await ask(
      order.ordermain_id,
      member.token,
      multipart({ reason: REASON }, [photo, photo, photo, photo]),
    );
    expect(four.statusCode).toBe(422);
    expect(four.json().errors).toEqual({ files: [m.tooManyPhotos] });
    const fake = await ask(
      order.ordermain_id,
      member.token,
      multipart({ reason: REASON }, [{ filename: 'x.jpg', contentType: 'image/jpeg', bytes: NOT_AN_IMAGE }]),
    );
    expect(fake.statusCode).toBe(415);
    // Nothing was taken by the refusals: the order still takes its one request.
    expect((await ask(order.ordermain_id, member.token, multipart({ reason: REASON }))).statusCode).toBe(201);
  });

  it('the shop lists and answers requests; a declined one puts the order back to delivered', async () => {
    const member = await newMemberSession(t);
    const { order } = await shippedOrder(member.memberId, 2);
    await ask(order.ordermain_id, member.token, multipart({ reason: REASON }));
    const waiting = await listReturnRequests(t.db, { state: 'requested' });
    const mine = waiting.find((r) => r.ordermain_id === order.ordermain_id);
    expect(mine).toMatchObject({ member_id: member.memberId, reason: REASON, state: 'requested' });

    const deps = { db: t.db, now: () => new Date() };
    await answerReturnRequest(deps, mine!.return_id, {
      decision: 'declined',
      reply: '商品已拆封使用，無法退貨',
    });
    const after = await detail(order.ordermain_id, member.token);
    expect(after.ordermain_status).toBe(ORDER_STATUS.delivered);
    expect(after.return_request).toMatchObject({ state: 'declined', reply: '商品已拆封使用，無法退貨' });
    // One request per order: a declined request is not followed by another.
    expect(after.can_return).toBe(false);
    await expect(
      answerReturnRequest(deps, mine!.return_id, { decision: 'accepted', reply: '' }),
    ).rejects.toThrow(/not waiting/);
  });
});
