// The routine finder: saving a result as a guest or member, binding a guest's result after login, the
// member's results and their list, auth rules and validation (run on PostgreSQL too: docs/decisions/README.md
// "Routine finder").
import { ErrorBody, OkAnswer, RoutineHistoryAnswer, RoutineResultAnswer } from '@shop/contracts';
import { routineFinderMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { newMemberSession } from '../../../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const DRY_AGEING = {
  skin_type: 'dry',
  concerns: ['wrinkles', 'dryness'],
  age: '45plus',
  steps: '3',
  sun: 'indoor',
  actives: 'used',
};
const OILY_ACNE = {
  skin_type: 'oily',
  concerns: ['acne', 'oiliness'],
  age: 'under25',
  steps: '5',
  sun: 'outdoor',
  actives: 'used',
};

async function save(body: unknown, token?: string) {
  const res = await t.call('POST', 'log-routine-finder3', { body, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return RoutineResultAnswer.parse(res.json());
}

async function history(token: string) {
  const res = await t.call('GET', 'customer-routine-finder-history-list', { token });
  expect(res.statusCode).toBe(200);
  return RoutineHistoryAnswer.parse(res.json()).results;
}

function bind(token: string, code: string) {
  return t.call('POST', 'bind-customer-routine-finder', { token, body: { code } });
}

describe('log-routine-finder3', () => {
  it('answers a guest the routine from the demo catalogue, unsaved, under a random code', async () => {
    const answer = await save(DRY_AGEING);
    expect(answer.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(answer.result.saved).toBe(false);
    expect(answer.result.answers).toEqual(DRY_AGEING);
    expect(answer.result.steps.map((s) => [s.step, s.product?.p_name])).toEqual([
      ['cleanse', '滋養潔面乳'],
      ['moisturise', '滋潤抗老霜'],
      ['protect', '保濕抗老防曬乳 SPF30'],
    ]);
    expect(answer.result.steps[0]?.explanation).toContain('適合乾性肌');
    const other = await save(DRY_AGEING);
    expect(other.code).not.toBe(answer.code);
    const [row] = await t.db
      .select()
      .from(schema.routineResults)
      .where(eq(schema.routineResults.code, answer.code));
    expect(row?.member_id).toBeNull();
  });

  it('gives the five-step routine and never an out-of-stock product', async () => {
    const answer = await save(OILY_ACNE);
    expect(answer.result.steps.map((s) => s.step)).toEqual([
      'cleanse',
      'tone',
      'treat',
      'moisturise',
      'protect',
    ]);
    for (const step of answer.result.steps) expect(step.product?.stock).toBeGreaterThan(0);
    expect(answer.result.steps.at(-1)?.product?.p_name).toContain('SPF50');
  });

  it("saves a member's result at once: it is in the history and readable", async () => {
    const { token } = await newMemberSession(t);
    const answer = await save(OILY_ACNE, token);
    expect(answer.result.saved).toBe(true);
    expect(await history(token)).toEqual([
      {
        code: answer.code,
        skin_type: 'oily',
        concerns: ['acne', 'oiliness'],
        step_count: 5,
        created_at: answer.result.created_at,
      },
    ]);
    const res = await t.call('GET', `customer-routine-finder/${answer.code}`, { token });
    expect(res.statusCode).toBe(200);
    expect(RoutineResultAnswer.parse(res.json())).toEqual(answer);
  });

  it('answers 422 with Chinese field messages and saves nothing', async () => {
    const before = (await t.db.select().from(schema.routineResults)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ skin_type: 'shiny' }, 'skin_type', m.skinTypeRequired],
      [{ concerns: [] }, 'concerns', m.concernsRequired],
      [{ concerns: ['acne', 'pores', 'dullness', 'wrinkles'] }, 'concerns', m.concernsTooMany],
      [{ concerns: ['acne', 'acne'] }, 'concerns', m.concernsRequired],
      [{ age: undefined }, 'age', m.ageRequired],
      [{ steps: '4' }, 'steps', m.stepsRequired],
      [{ sun: 'space' }, 'sun', m.sunRequired],
      [{ actives: 1 }, 'actives', m.activesRequired],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.call('POST', 'log-routine-finder3', { body: { ...DRY_AGEING, ...fields } });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(ErrorBody.parse(res.json()).errors?.[field], JSON.stringify(fields)).toEqual([message]);
    }
    const extra = await t.call('POST', 'log-routine-finder3', { body: { ...DRY_AGEING, member_id: 1 } });
    expect(extra.statusCode).toBe(422);
    expect((await t.db.select().from(schema.routineResults)).length).toBe(before);
  });
});

describe('binding and reading results', () => {
  it("binds a guest's result after login: it shows in the history, newest first", async () => {
    const { token } = await newMemberSession(t);
    const earlier = await save(OILY_ACNE, token);
    t.clock.advance(60_000);
    const guest = await save(DRY_AGEING);
    const res = await bind(token, guest.code);
    expect(res.statusCode).toBe(200);
    expect(OkAnswer.parse(res.json())).toEqual({ ok: true });
    expect((await history(token)).map((r) => r.code)).toEqual([guest.code, earlier.code]);
    const read = await t.call('GET', `customer-routine-finder/${guest.code}`, { token });
    expect(read.statusCode).toBe(200);
    const answer = RoutineResultAnswer.parse(read.json());
    expect(answer.result.saved).toBe(true);
    expect(answer.result.steps).toEqual(guest.result.steps);
    // Binding again is harmless.
    expect((await bind(token, guest.code)).statusCode).toBe(200);
  });

  it("lets no other member read or take a member's result; unknown codes answer the same", async () => {
    const owner = await newMemberSession(t);
    const other = await newMemberSession(t);
    const answer = await save(DRY_AGEING, owner.token);
    const read = await t.call('GET', `customer-routine-finder/${answer.code}`, { token: other.token });
    expect(read.statusCode).toBe(404);
    expect(ErrorBody.parse(read.json()).message).toBe(m.resultNotFound);
    const steal = await bind(other.token, answer.code);
    expect(steal.statusCode).toBe(200);
    expect(OkAnswer.parse(steal.json())).toEqual({ ok: true });
    expect((await bind(other.token, 'no-such-code-123')).statusCode).toBe(200);
    expect(await history(other.token)).toEqual([]);
    expect((await history(owner.token)).map((r) => r.code)).toEqual([answer.code]);
    const unknown = await t.call('GET', 'customer-routine-finder/no-such-code', { token: owner.token });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['GET', 'customer-routine-finder/abc'],
    ['GET', 'customer-routine-finder-history-list'],
    ['POST', 'bind-customer-routine-finder'],
  ] as const)(
    '%s %s answers 401 to a guest and a dead token before checking the input',
    async (method, url) => {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await t.call(method, url, { body: { wrong: 1 }, ...(token ? { token } : {}) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    },
  );

  it('takes a dead token on log-routine-finder3 for a guest: the result stays unowned', async () => {
    const answer = await save(DRY_AGEING, 'not-a-real-token');
    expect(answer.result.saved).toBe(false);
  });
});
