// get-member-benefits, get-message, mark-read and reset-password: auth on every call, members kept apart.
import {
  ErrorBody,
  MarkReadAnswer,
  MemberBenefitsAnswer,
  MessageAnswer,
  MessagesAnswer,
  OkAnswer,
  TokenAnswer,
} from '@shop/contracts';
import { accountErrorMessages, cutoffDate, messageCenterMessages } from '@shop/core';
import { DEMO_MEMBERS, DEMO_PASSWORD, OPENING_BALANCES } from '@shop/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';
import { demoMemberSession } from '../../../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const TIER = { 0: 0, 1: 1, 2: 2, 3: 3, 99: 4 } as const;

describe('auth on every call', () => {
  it.each([
    ['GET', 'get-member-benefits'],
    ['GET', 'get-message?sno=1'],
    ['GET', 'get-message?sno=nonsense'],
    ['PATCH', 'get-messages/1/mark-read'],
    ['PATCH', 'get-messages/x/mark-read'],
  ] as const)('%s %s answers 401 to a guest and to a dead token', async (method, path) => {
    const body = method === 'PATCH' ? {} : undefined;
    for (const token of [undefined, 'not-a-real-token-at-all']) {
      const res = await t.call(method, path, { body, ...(token ? { token } : {}) });
      expect(res.statusCode).toBe(401);
      expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('get-member-benefits', () => {
  it('answers the tier-2 demo member with the settings levels, term end and its cut-off', async () => {
    const { token } = await demoMemberSession(t, TIER[2]);
    const res = await t.call('GET', 'get-member-benefits', { token });
    expect(res.statusCode).toBe(200);
    const body = MemberBenefitsAnswer.parse(res.json());
    expect(body.member).toEqual({
      member_name: '王雅婷',
      member_nowtier2025: 2,
      buytotal2025: 18_500,
      member_account: 'tier2@demo.example.com',
    });
    expect(body.now_level).toEqual({ level_id: 2, min_cash: 12_000, level_name: '鑽石卡' });
    expect(body.next_level).toEqual({ level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' });
    expect(body.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.end_date >= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(body.end_date_before_30_days).toBe(cutoffDate(body.end_date));
    // The points ledger's balance: the demo opening balance of a tier-2 member (2,350).
    expect(body.current_point).toBe(OPENING_BALANCES[2]?.points);
    // Tier 2 has a monthly gift every month; the birthday gift opens in November (gifts.test.ts).
    expect(body.unclaimed_gift_word).toMatch(/^月月領(、生日)?$/);
  });

  it('gives tier 3 itself as the next level (renewal) and 99 the levels of 0', async () => {
    const black = MemberBenefitsAnswer.parse(
      (
        await t.call('GET', 'get-member-benefits', { token: (await demoMemberSession(t, TIER[3])).token })
      ).json(),
    );
    expect(black.next_level).toEqual(black.now_level);
    expect(black.now_level.level_name).toBe('黑鑽卡');
    const fresh = MemberBenefitsAnswer.parse(
      (
        await t.call('GET', 'get-member-benefits', { token: (await demoMemberSession(t, TIER[99])).token })
      ).json(),
    );
    expect(fresh.member.member_nowtier2025).toBe(99);
    expect(fresh.now_level).toEqual({ level_id: 0, min_cash: 0, level_name: '一般會員' });
    expect(fresh.next_level).toEqual({ level_id: 1, min_cash: 3000, level_name: '白金卡' });
  });
});

describe('messages: one message and mark-read', () => {
  async function unread(token: string) {
    return MessagesAnswer.parse((await t.call('GET', 'get-messages?type=unread', { token })).json()).messages;
  }

  it('reads one of the member’s messages, marks it read once, and the bell’s total drops', async () => {
    const { token } = await demoMemberSession(t, TIER[1]);
    const before = await unread(token);
    expect(before.total).toBe(2);
    const sno = before.data[0]!.sno;

    const one = MessageAnswer.parse((await t.call('GET', `get-message?sno=${sno}`, { token })).json());
    expect(one.message.subject).toBe(before.data[0]!.subject);
    expect(one.message.read_at).toBeNull();

    const marked = await t.call('PATCH', `get-messages/${sno}/mark-read`, { token, body: {} });
    expect(marked.statusCode).toBe(200);
    const answer = MarkReadAnswer.parse(marked.json());
    expect(answer.unread_total).toBe(1);
    expect(answer.message.read_at).not.toBeNull();
    expect((await unread(token)).total).toBe(1);

    t.clock.advance(60_000);
    const again = MarkReadAnswer.parse(
      (await t.call('PATCH', `get-messages/${sno}/mark-read`, { token, body: {} })).json(),
    );
    expect(again.unread_total).toBe(1);
    expect(again.message.read_at).toBe(answer.message.read_at);
  });

  it('never shows or marks another member’s message: 404 as for a missing one, and it stays unread', async () => {
    const owner = await demoMemberSession(t, TIER[0]);
    const other = await demoMemberSession(t, TIER[3]);
    const sno = (await unread(owner.token)).data[0]!.sno;
    for (const res of [
      await t.call('GET', `get-message?sno=${sno}`, { token: other.token }),
      await t.call('PATCH', `get-messages/${sno}/mark-read`, { token: other.token, body: {} }),
      await t.call('GET', 'get-message?sno=99999999', { token: other.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).message).toBe(messageCenterMessages.notFound);
    }
    expect((await unread(owner.token)).data.some((m) => m.sno === sno)).toBe(true);
  });

  it('refuses a malformed id with 422', async () => {
    const { token } = await demoMemberSession(t, TIER[0]);
    expect((await t.call('GET', 'get-message?sno=abc', { token })).statusCode).toBe(422);
    expect((await t.call('PATCH', 'get-messages/0/mark-read', { token, body: {} })).statusCode).toBe(422);
  });
});

describe('reset-password (forgotten password)', () => {
  const member = DEMO_MEMBERS[TIER[99]]!;
  const NEW_PASSWORD = 'Fresh-Start-2026';

  it('answers a number that is no member’s as it answers a member’s, but sends nothing (no membership oracle)', async () => {
    const stranger = '0911999888';
    const res = await t.call('POST', 'send-otp', { body: { mobile: stranger, purpose: 'reset-password' } });
    expect(res.statusCode).toBe(200);
    await expect(t.latestCode(stranger)).rejects.toThrow();
  });

  it('sets the new password with the code sent to the member’s number and ends every session', async () => {
    const { token: oldSession } = await demoMemberSession(t, TIER[99]);
    expect(
      (await t.call('POST', 'send-otp', { body: { mobile: member.mobile, purpose: 'reset-password' } }))
        .statusCode,
    ).toBe(200);
    const code = await t.latestCode(member.mobile);

    const wrong = await t.call('POST', 'reset-password', {
      body: {
        mobile: member.mobile,
        otp: code === '000000' ? '111111' : '000000',
        new_password: NEW_PASSWORD,
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(ErrorBody.parse(wrong.json()).errors?.otp).toEqual([accountErrorMessages.otpInvalid]);

    const weak = await t.call('POST', 'reset-password', {
      body: { mobile: member.mobile, otp: code, new_password: 'short' },
    });
    expect(weak.statusCode).toBe(422);
    expect(ErrorBody.parse(weak.json()).errors?.new_password).toBeDefined();

    const ok = await t.call('POST', 'reset-password', {
      body: { mobile: member.mobile, otp: code, new_password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(OkAnswer.parse(ok.json())).toEqual({ ok: true });

    expect((await t.call('GET', 'get-member', { token: oldSession })).statusCode).toBe(401);
    const oldLogin = await t.call('POST', 'login', {
      body: { account: member.mobile, password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.call('POST', 'login', {
      body: { account: member.mobile, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
    TokenAnswer.parse(newLogin.json());

    // The code is spent.
    const reuse = await t.call('POST', 'reset-password', {
      body: { mobile: member.mobile, otp: code, new_password: 'Another-Pass-2026' },
    });
    expect(reuse.statusCode).toBe(422);
  });
});
