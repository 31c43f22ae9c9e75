import { randomBytes } from 'node:crypto';
import {
  BindLineAnswer,
  GetMemberAnswer,
  JoinLineBindingAnswer,
  LineBindingInfoAnswer,
  LinePictureAnswer,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsApp,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
} from '../../../test/accounts-support.ts';
import {
  authorizeWithLine,
  type LineMock,
  SHOP_ORIGIN,
  startLineMock,
} from '../../../test/social-support.ts';

let t: AccountsTestApp;
let line: LineMock;

beforeAll(async () => {
  line = await startLineMock();
  t = await buildAccountsApp({ line: line.config, redirectOrigins: [SHOP_ORIGIN] });
});
afterAll(async () => {
  await t?.close();
  await line?.stop();
});

const PICTURE = 'https://profile.line-scdn.test/binding.jpg';
const lineUserId = () => `U${randomBytes(16).toString('hex')}`;

async function step1(sub: string, options: { token?: string; from?: string } = {}) {
  const callback = await authorizeWithLine(t, 'bind');
  line.nextIdToken = { sub, name: '綁定測試', picture: PICTURE };
  return t.call('POST', 'bind-line', {
    token: options.token,
    body: { ...callback, ...(options.from ? { from: options.from } : {}) },
  });
}

async function loginDemo(index: number): Promise<string> {
  const res = await t.call('POST', 'login', {
    body: { account: DEMO_MEMBERS[index]!.mobile, password: DEMO_PASSWORD },
  });
  return res.json().token;
}

describe('LINE binding in two steps', () => {
  it('step 1 hands a guest a ticket; step 2 binds with a mobile code and logs in', async () => {
    const sub = lineUserId();
    const first = await step1(sub, { from: 'rich-menu' });
    expect(first.statusCode).toBe(200);
    const pending = BindLineAnswer.parse(first.json());
    if (pending.status !== 'pending') throw new Error(`expected pending, got ${pending.status}`);
    expect(pending.profile).toMatchObject({
      provider: 'line',
      display_name: '綁定測試',
      picture_url: PICTURE,
    });

    const info = LineBindingInfoAnswer.parse(
      (await t.call('GET', `get-line-binding-info?binding_ticket=${pending.binding_ticket}`)).json(),
    );
    expect(info.data).toMatchObject({
      bound: false,
      pending: { display_name: '綁定測試', picture_url: PICTURE },
    });

    const mobile = DEMO_MEMBERS[1]!.mobile;
    expect((await t.call('POST', 'send-otp', { body: { mobile, purpose: 'bind-line' } })).statusCode).toBe(
      200,
    );
    const otp = await t.latestCode(mobile);
    const wrong = await t.call('POST', 'join-line-binding', {
      body: { binding_ticket: pending.binding_ticket, mobile, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json().code).toBe('OTP_INVALID');
    const joined = await t.call('POST', 'join-line-binding', {
      body: { binding_ticket: pending.binding_ticket, mobile, otp },
    });
    expect(joined.statusCode).toBe(200);
    const answer = JoinLineBindingAnswer.parse(joined.json());
    expect(answer.member).toMatchObject({
      member_mobile: mobile,
      member_lineid: sub,
      picture_url: PICTURE,
      line_binding_source: 'rich-menu',
    });

    const picture = await t.call('GET', 'get-member-line-picture-url', { token: answer.token });
    expect(LinePictureAnswer.parse(picture.json())).toEqual({ picture_url: PICTURE });
    const mine = LineBindingInfoAnswer.parse(
      (await t.call('GET', 'get-line-binding-info', { token: answer.token })).json(),
    );
    expect(mine.data).toEqual({
      bound: true,
      binding_source: 'rich-menu',
      picture_url: PICTURE,
      pending: null,
    });

    // The ticket is used up; the same LINE user now logs straight in at step 1.
    const reuse = await t.call('POST', 'join-line-binding', {
      body: { binding_ticket: pending.binding_ticket, mobile, otp },
    });
    expect(reuse.json().code).toBe('TICKET_INVALID');
    const back = BindLineAnswer.parse((await step1(sub)).json());
    expect(back.status).toBe('already_bound');
  });

  it('step 2 refuses a number without a code and a member already bound to another LINE user', async () => {
    const pending = BindLineAnswer.parse((await step1(lineUserId())).json());
    if (pending.status !== 'pending') throw new Error('expected pending');
    const stranger = await t.call('POST', 'join-line-binding', {
      body: { binding_ticket: pending.binding_ticket, mobile: '0955111222', otp: '123456' },
    });
    // Without a code sent to that number nothing is said about it.
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().code).toBe('OTP_INVALID');

    // The seeded tier-3 member already has a LINE account.
    const mobile = DEMO_MEMBERS[3]!.mobile;
    await t.call('POST', 'send-otp', { body: { mobile, purpose: 'bind-line' } });
    const taken = await t.call('POST', 'join-line-binding', {
      body: { binding_ticket: pending.binding_ticket, mobile, otp: await t.latestCode(mobile) },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PROVIDER_ALREADY_BOUND');
  });

  it('binds at once when the member is logged in, and records the source', async () => {
    const token = await loginDemo(0);
    const sub = lineUserId();
    const res = await step1(sub, { token, from: 'member-center' });
    expect(res.json()).toEqual({ status: 'bound' });
    const me = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token })).json()).data;
    expect(me).toMatchObject({
      member_lineid: sub,
      line_binding_source: 'member-center',
      picture_url: PICTURE,
    });
  });

  it('refuses a login state at the binding step', async () => {
    const callback = await authorizeWithLine(t, 'login');
    const res = await t.call('POST', 'bind-line', { body: callback });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OAUTH_STATE_INVALID');
  });
});

describe('set-line-binding-source and the picture', () => {
  it('records the binding source for the member (auth)', async () => {
    const token = await loginDemo(4);
    expect(
      (await t.call('POST', 'set-line-binding-source', { body: { from: 'lp-campaign' } })).statusCode,
    ).toBe(401);
    const res = await t.call('POST', 'set-line-binding-source', { token, body: { from: 'lp-campaign' } });
    expect(res.json()).toEqual({ ok: true });
    const info = LineBindingInfoAnswer.parse(
      (await t.call('GET', 'get-line-binding-info', { token })).json(),
    );
    expect(info.data).toMatchObject({ bound: false, binding_source: 'lp-campaign' });
    const bad = await t.call('POST', 'set-line-binding-source', { token, body: { from: '<script>' } });
    expect(bad.statusCode).toBe(422);
  });

  it('answers a null picture for a member without LINE and 401 for guests', async () => {
    const token = await loginDemo(4);
    expect((await t.call('GET', 'get-member-line-picture-url', { token })).json()).toEqual({
      picture_url: null,
    });
    expect((await t.call('GET', 'get-member-line-picture-url')).statusCode).toBe(401);
    expect(LineBindingInfoAnswer.parse((await t.call('GET', 'get-line-binding-info')).json()).data).toEqual({
      bound: false,
      binding_source: null,
      picture_url: null,
      pending: null,
    });
  });
});
