import { OkAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, bearer, newMemberSession } from '../../../test/catalogue-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const send = (method: 'POST' | 'PUT', url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${API}/${url}`, payload: body as object, headers });

const recordsOf = (memberId: number) =>
  t.db
    .select({ kind: schema.afterLoginRecords.kind, ref: schema.afterLoginRecords.ref })
    .from(schema.afterLoginRecords)
    .where(eq(schema.afterLoginRecords.member_id, memberId))
    .orderBy(schema.afterLoginRecords.record_id);

describe('after-login queue calls', () => {
  it.each([
    ['POST', 'bind-customer-routine-finder', { wrong: 1 }],
    ['POST', 'customer-routine-202509/bind', { id: 'x' }],
    ['PUT', 'update-utm/not-a-number', {}],
  ] as const)('%s %s answers a stranger 401 before looking at the body', async (method, url, body) => {
    const answer = await send(method, url, body);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('stores the finder code, the 2025-09 record and the UTM record for the member, once each', async () => {
    const member = await newMemberSession(t);
    const auth = bearer(member.token);
    const visitor = { 'x-visit-id': 'visitor_1_queue' };
    const stored = await send(
      'POST',
      'store-utms',
      { utm_source: 'line', source: 'https://shop.test/?utm_source=line' },
      visitor,
    );
    const utmId = stored.json().data.utm_id as number;
    for (let round = 0; round < 2; round += 1) {
      const finder = await send('POST', 'bind-customer-routine-finder', { code: ' RF-7Q2 ' }, auth);
      expect(finder.statusCode).toBe(200);
      expect(OkAnswer.parse(finder.json())).toEqual({ ok: true });
      expect((await send('POST', 'customer-routine-202509/bind', { id: 5 }, auth)).statusCode).toBe(200);
      expect((await send('PUT', `update-utm/${utmId}`, undefined, { ...auth, ...visitor })).statusCode).toBe(
        200,
      );
    }
    expect(await recordsOf(member.memberId)).toEqual([
      { kind: 'routine_finder', ref: 'RF-7Q2' },
      { kind: 'routine_202509', ref: '5' },
      { kind: 'utm', ref: String(utmId) },
    ]);
  });

  it('refuses fields the spec does not name and empty codes with 422', async () => {
    const member = await newMemberSession(t);
    const auth = bearer(member.token);
    const extra = await send('POST', 'bind-customer-routine-finder', { code: 'A', member_id: 1 }, auth);
    expect(extra.statusCode).toBe(422);
    expect((await send('POST', 'bind-customer-routine-finder', { code: '  ' }, auth)).statusCode).toBe(422);
    expect((await send('POST', 'customer-routine-202509/bind', { id: 0 }, auth)).statusCode).toBe(422);
    expect((await send('PUT', 'update-utm/0', undefined, auth)).statusCode).toBe(422);
    expect(await recordsOf(member.memberId)).toEqual([]);
  });
});
