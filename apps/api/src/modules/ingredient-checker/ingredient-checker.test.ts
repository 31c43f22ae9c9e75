// The ingredient checker: checking a typed list against the demo dictionary, 422s, saving a report to share,
// reading it by code, a member's history and its auth rules (run on PostgreSQL too: docs/decisions/README.md
// "Ingredient checker").
import {
  ErrorBody,
  IngredientHistoryAnswer,
  IngredientQueryAnswer,
  SavedIngredientReport,
} from '@shop/contracts';
import { ingredientCheckerMessages as m } from '@shop/core';
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

async function share(text: string, token?: string) {
  const res = await t.call('POST', 'ingredient/report', { body: { text }, ...(token ? { token } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return SavedIngredientReport.parse(res.json());
}

async function history(token: string) {
  const res = await t.call('GET', 'get-ingredient2-history', { token });
  expect(res.statusCode).toBe(200);
  return IngredientHistoryAnswer.parse(res.json()).reports;
}

describe('ingredient/query', () => {
  it('checks the example list against the demo dictionary with exact counts', async () => {
    const res = await t.call('POST', 'ingredient/query', { body: { text: m.example } });
    expect(res.statusCode, res.body).toBe(200);
    const { report } = IngredientQueryAnswer.parse(res.json());
    expect(report.summary).toEqual({
      total: 15,
      known: 15,
      flag_counts: {
        fragrance: 3,
        alcohol: 1,
        essential_oil: 1,
        comedogenic: 0,
        preservative: 1,
        pregnancy: 1,
        strong_active: 1,
      },
      free_of: ['comedogenic'],
    });
    expect(report.entries[6]).toEqual({
      name: 'Salicylic Acid',
      dictionary: { uid: 'salicylic-acid', name: '水楊酸' },
      function: '代謝角質、疏通毛孔、減少粉刺',
      flags: ['strong_active', 'pregnancy'],
      note: 'high_strength',
      known: true,
    });
    // Hydroxyacetophenone is not in the dictionary but the reference table knows it.
    expect(report.entries.filter((e) => !e.known).map((e) => e.name)).toEqual([]);
    expect(report.entries[9]).toMatchObject({
      name: 'Hydroxyacetophenone',
      function: '抗氧化、抑菌',
      known: true,
    });
    expect(report.entries.filter((e) => e.dictionary).map((e) => e.dictionary?.uid)).toEqual([
      'glycerin',
      'niacinamide',
      'salicylic-acid',
      'hyaluronic-acid',
      'panthenol',
    ]);
  });

  it('answers 422 with Chinese messages for an empty, oversized or overlong list', async () => {
    const cases: [unknown, string][] = [
      [{ text: '' }, m.textRequired],
      [{ text: ' ，、\n ' }, m.textRequired],
      [{}, m.textRequired],
      [{ text: 'a'.repeat(5001) }, m.textTooLong],
      [{ text: Array.from({ length: 121 }, (_, i) => `X${i}`).join(',') }, m.tooManyEntries],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', 'ingredient/query', { body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(ErrorBody.parse(res.json()).errors?.text).toEqual([message]);
    }
    const ok = await t.call('POST', 'ingredient/query', {
      body: { text: Array.from({ length: 120 }, (_, i) => `X${i}`).join(',') },
    });
    expect(ok.statusCode).toBe(200);
    const extra = await t.call('POST', 'ingredient/query', { body: { text: 'Water', member_id: 1 } });
    expect(extra.statusCode).toBe(422);
  });
});

describe('sharing and history', () => {
  it("saves a guest's report under a random code that anyone can read, without a member", async () => {
    const saved = await share(m.example);
    expect(saved.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(saved.text).toBe(m.example);
    expect(saved.report.summary.total).toBe(15);
    const res = await t.call('GET', `ingredient/report/${saved.code}`);
    expect(res.statusCode).toBe(200);
    expect(SavedIngredientReport.parse(res.json())).toEqual(saved);
    expect(res.json()).not.toHaveProperty('member_id');
    const [row] = await t.db
      .select()
      .from(schema.ingredientReports)
      .where(eq(schema.ingredientReports.code, saved.code));
    expect(row?.member_id).toBeNull();
    const missing = await t.call('GET', 'ingredient/report/no-such-code');
    expect(missing.statusCode).toBe(404);
    expect(ErrorBody.parse(missing.json()).message).toBe(m.reportNotFound);
  });

  it("puts a member's shared report in their history only, newest first", async () => {
    const owner = await newMemberSession(t);
    const other = await newMemberSession(t);
    const first = await share('Water, Glycerin, Parfum, Limonene', owner.token);
    t.clock.advance(60_000);
    const second = await share(m.example, owner.token);
    expect(await history(owner.token)).toEqual([
      {
        code: second.code,
        total: 15,
        first_entries: ['Aqua (Water)', 'Glycerin', 'Niacinamide'],
        created_at: second.created_at,
      },
      {
        code: first.code,
        total: 4,
        first_entries: ['Water', 'Glycerin', 'Parfum'],
        created_at: first.created_at,
      },
    ]);
    const read = await t.call('GET', `get-ingredient2-history/${first.code}`, { token: owner.token });
    expect(read.statusCode).toBe(200);
    expect(SavedIngredientReport.parse(read.json())).toEqual(first);
    expect(await history(other.token)).toEqual([]);
    const stranger = await t.call('GET', `get-ingredient2-history/${first.code}`, { token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect(ErrorBody.parse(stranger.json()).message).toBe(m.reportNotFound);
    // The shared link still opens for anyone.
    expect((await t.call('GET', `ingredient/report/${first.code}`)).statusCode).toBe(200);
  });

  it('takes a dead token on ingredient/report as a guest', async () => {
    const saved = await share('Water', 'not-a-real-token');
    const [row] = await t.db
      .select()
      .from(schema.ingredientReports)
      .where(eq(schema.ingredientReports.code, saved.code));
    expect(row?.member_id).toBeNull();
  });

  it.each([
    ['GET', 'get-ingredient2-history'],
    ['GET', 'get-ingredient2-history/abc'],
  ] as const)('%s %s answers 401 to a guest and a dead token', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await t.call(method, url, { ...(token ? { token } : {}) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 401 before validating an overlong code', async () => {
    const res = await t.call('GET', `get-ingredient2-history/${'x'.repeat(200)}`);
    expect(res.statusCode).toBe(401);
  });
});
