import { parseOptions } from '@node-rs/argon2';
import {
  ErrorBody,
  ExistsAnswer,
  GetMemberAnswer,
  IsLoginAnswer,
  MemberRolesAnswer,
  MessagesAnswer,
  RegisterAnswer,
  TokenAnswer,
} from '@shop/contracts';
import {
  accountErrorMessages,
  accountValidationMessages,
  LOGIN_SLOWDOWN_AFTER_FAILURES,
  LOGIN_SLOWDOWN_MAX_DELAY_MS,
  loginSlowdownMs,
} from '@shop/core';
import { schema } from '@shop/db';
import { DEMO_PASSWORD_HASH_OPTIONS } from '@shop/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsApp,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  freshEmail,
  freshMobile,
} from '../../../test/accounts-support.ts';
import { PASSWORD_HASH_OPTIONS } from './passwords.ts';

let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Rosehip-Serum-42';

async function registerMember(overrides: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  const sent = await t.call('POST', 'send-otp', { body: { mobile, purpose: 'register' } });
  expect(sent.statusCode).toBe(200);
  const body = {
    mobile,
    otp: await t.latestCode(mobile),
    email: freshEmail(),
    password: NEW_PASSWORD,
    name: '周以安',
    birthday: '1993-04-18',
    agree_terms: true,
    ...overrides,
  };
  const res = await t.call('POST', 'register', { body });
  return { res, body };
}

async function login(account: string, password: string, ip?: string) {
  return t.call('POST', 'login', { body: { account, password }, ip });
}

describe('register → login → logout', () => {
  it('registers a new member at tier 99 with an argon2id hash and a working session', async () => {
    const { res, body } = await registerMember({ email: `  Mixed.Case${Date.now()}@Example.TEST ` });
    expect(res.statusCode).toBe(200);
    const answer = RegisterAnswer.parse(res.json());
    expect(answer.member).toMatchObject({
      member_mobile: body.mobile,
      member_account: (body.email as string).trim().toLowerCase(),
      member_name: '周以安',
      member_birthday: '1993-04-18',
      member_nowtier2025: 99,
      buytotal2025: 0,
      has_password: true,
    });
    expect(res.json().member).not.toHaveProperty('password_hash');
    const [row] = await t.db
      .select({ hash: schema.members.password_hash })
      .from(schema.members)
      .where(eq(schema.members.member_id, answer.member.member_id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
    expect(row!.hash).not.toContain(NEW_PASSWORD);

    const me = await t.call('GET', 'get-member', { token: answer.token });
    expect(GetMemberAnswer.parse(me.json()).data.member_id).toBe(answer.member.member_id);
  });

  it('logs in with the mobile or the e-mail, and a logged-out token is dead', async () => {
    const { body } = await registerMember();
    const byMobile = await login(body.mobile as string, NEW_PASSWORD);
    const byEmail = await login((body.email as string).toUpperCase(), NEW_PASSWORD);
    expect(byMobile.statusCode).toBe(200);
    expect(byEmail.statusCode).toBe(200);
    const { token } = TokenAnswer.parse(byMobile.json());
    const other = TokenAnswer.parse(byEmail.json()).token;

    expect(IsLoginAnswer.parse((await t.call('GET', 'is-login', { token })).json())).toEqual({
      isLogin: true,
    });
    const out = await t.call('POST', 'logout', { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });

    expect((await t.call('GET', 'get-member', { token })).statusCode).toBe(401);
    expect((await t.call('GET', 'is-login', { token })).json()).toEqual({ isLogin: false });
    expect((await t.call('POST', 'logout', { token })).statusCode).toBe(401);
    // Only that session ended.
    expect((await t.call('GET', 'get-member', { token: other })).statusCode).toBe(200);
  });

  it('keeps the outbox reader off unless SMS_OUTBOX_READABLE=true', async () => {
    const res = await t.call('GET', `dev/sms-outbox/latest?mobile=${DEMO_MEMBERS[0]!.mobile}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers is-login false for guests and never caches it', async () => {
    const res = await t.call('GET', 'is-login');
    expect(res.json()).toEqual({ isLogin: false });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a number or e-mail that is already registered (409)', async () => {
    const demo = DEMO_MEMBERS[0]!;
    const taken = await t.call('POST', 'send-otp', { body: { mobile: demo.mobile, purpose: 'register' } });
    expect(taken.statusCode).toBe(409);
    expect(ErrorBody.parse(taken.json()).code).toBe('MOBILE_TAKEN');

    const { res } = await registerMember({ email: demo.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: [accountErrorMessages.emailTaken] },
    });
  });

  it('refuses a registration without the 會員條款/隱私權政策 consent (issue 23), and makes no member', async () => {
    for (const agree of [false, undefined]) {
      const { res, body } = await registerMember({ agree_terms: agree });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.agree_terms).toEqual([accountValidationMessages.termsRequired]);
      const made = await t.db
        .select()
        .from(schema.members)
        .where(eq(schema.members.member_mobile, body.mobile));
      expect(made).toEqual([]);
    }
  });

  it('says nothing about a number or e-mail without a valid code', async () => {
    const demo = DEMO_MEMBERS[1]!;
    const res = await t.call('POST', 'register', {
      body: {
        mobile: demo.mobile,
        otp: '123456',
        email: demo.email,
        password: NEW_PASSWORD,
        name: '甲',
        birthday: '1990-01-01',
        agree_terms: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OTP_INVALID');
    const otpLogin = await t.call('POST', 'login/otp', { body: { mobile: '0955123123', otp: '123456' } });
    expect(otpLogin.json().code).toBe('OTP_INVALID');
  });

  it('refuses common, short and mobile-equal passwords with Chinese messages', async () => {
    for (const [password, message] of [
      ['password123', accountValidationMessages.passwordTooCommon],
      ['Qwerty123', accountValidationMessages.passwordTooCommon],
      ['short7!', accountValidationMessages.passwordLength],
      ['x'.repeat(65), accountValidationMessages.passwordLength],
    ] as const) {
      const { res } = await registerMember({ password });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toContain(message);
    }
    const mobile = freshMobile();
    const res = await t.call('POST', 'register', {
      body: {
        mobile,
        otp: '123456',
        email: freshEmail(),
        password: mobile,
        name: '甲',
        birthday: '1990-01-01',
        agree_terms: true,
      },
    });
    expect(res.json().errors.password).toContain(accountValidationMessages.passwordSameAsMobile);
  });

  it('refuses unknown fields at registration instead of storing them', async () => {
    const { res } = await registerMember({ member_nowtier2025: 3, buytotal2025: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(ErrorBody.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('checks mobile and birthday formats', async () => {
    const res = await t.call('POST', 'send-otp', { body: { mobile: '0812345678', purpose: 'register' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.mobile).toEqual([accountValidationMessages.mobileInvalid]);
    const { res: future } = await registerMember({ birthday: '2999-01-01' });
    expect(future.json().errors.birthday).toEqual([accountValidationMessages.birthdayInvalid]);
    const { res: notADate } = await registerMember({ birthday: '1990-02-30' });
    expect(notADate.statusCode).toBe(422);
  });
});

describe('password login throttle', () => {
  it('answers 429 after 5 failures for one account from one address, even with the right password', async () => {
    const { body } = await registerMember();
    const ip = '10.8.8.8';
    for (let i = 0; i < 5; i++) {
      const res = await login(body.mobile as string, 'Wrong-Password-1', ip);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: accountErrorMessages.invalidCredentials,
      });
    }
    const blocked = await login(body.mobile as string, NEW_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.json().errors.retry_after_seconds[0])).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(body.mobile as string, NEW_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('attack: wrong passwords from other addresses never lock the owner out, they slow every try down', async () => {
    const { body } = await registerMember();
    const mobile = body.mobile as string;
    for (let i = 0; i < LOGIN_SLOWDOWN_AFTER_FAILURES + 1; i++) {
      expect((await login(mobile, 'Wrong-Password-1', `10.66.0.${i + 1}`)).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await login(mobile, NEW_PASSWORD, '10.66.1.1');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginSlowdownMs(LOGIN_SLOWDOWN_AFTER_FAILURES + 1));
    expect(loginSlowdownMs(LOGIN_SLOWDOWN_AFTER_FAILURES + 1)).toBeGreaterThan(
      loginSlowdownMs(LOGIN_SLOWDOWN_AFTER_FAILURES),
    );
    expect(loginSlowdownMs(100)).toBe(LOGIN_SLOWDOWN_MAX_DELAY_MS);
  });

  it('answers 429 after 20 failures from one address across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) {
      expect((await login(`nobody${i}@example.test`, 'Wrong-Password-1', ip)).statusCode).toBe(401);
    }
    expect((await login(DEMO_MEMBERS[0]!.mobile, DEMO_PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(DEMO_MEMBERS[0]!.mobile, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown account like a wrong password', async () => {
    const res = await login('0900000000', 'Whatever-Pass-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('update-member', () => {
  it('changes allow-listed fields and refuses everything else (no mass assignment)', async () => {
    const { res } = await registerMember();
    const { token, member } = RegisterAnswer.parse(res.json());

    const sneaky = await t.call('PATCH', 'update-member', {
      token,
      body: {
        member_name: '新名字',
        member_nowtier2025: 3,
        buytotal2025: 500_000,
        password_hash: 'x',
        member_id: 1,
      },
    });
    expect(sneaky.statusCode).toBe(422);
    const unchanged = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token })).json()).data;
    expect(unchanged).toMatchObject({
      member_name: member.member_name,
      member_nowtier2025: 99,
      buytotal2025: 0,
    });

    const email = freshEmail();
    const ok = await t.call('PATCH', 'update-member', {
      token,
      body: { member_name: ' 新名字 ', member_account: email },
    });
    expect(ok.statusCode).toBe(200);
    expect(GetMemberAnswer.parse(ok.json()).data).toMatchObject({
      member_name: '新名字',
      member_account: email,
    });
  });

  it('keeps the birthday once set and refuses a taken e-mail', async () => {
    const { res } = await registerMember();
    const { token } = RegisterAnswer.parse(res.json());
    const birthday = await t.call('PATCH', 'update-member', {
      token,
      body: { member_birthday: '1990-01-01' },
    });
    expect(birthday.statusCode).toBe(409);
    expect(birthday.json().code).toBe('BIRTHDAY_LOCKED');
    const taken = await t.call('PATCH', 'update-member', {
      token,
      body: { member_account: DEMO_MEMBERS[1]!.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('member_account');
  });

  it('changes the mobile only with a change-mobile code sent to the new number', async () => {
    const { res, body } = await registerMember();
    const { token } = RegisterAnswer.parse(res.json());
    const mobile = freshMobile();
    const withoutCode = await t.call('PATCH', 'update-member', { token, body: { member_mobile: mobile } });
    expect(withoutCode.statusCode).toBe(422);
    const guest = await t.call('POST', 'send-otp', { body: { mobile, purpose: 'change-mobile' } });
    expect(guest.statusCode).toBe(401);
    expect(
      (await t.call('POST', 'send-otp', { token, body: { mobile, purpose: 'change-mobile' } })).statusCode,
    ).toBe(200);
    const changed = await t.call('PATCH', 'update-member', {
      token,
      body: { member_mobile: mobile, otp: await t.latestCode(mobile) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.member_mobile).toBe(mobile);
    expect((await login(body.mobile as string, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(mobile, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call('PATCH', 'update-member', { body: { member_name: 'x' } })).statusCode).toBe(401);
  });
});

describe('change-password', () => {
  it('needs the old password, refuses a common new one and ends every other session', async () => {
    const { res, body } = await registerMember();
    const { token } = RegisterAnswer.parse(res.json());
    const second = TokenAnswer.parse((await login(body.mobile as string, NEW_PASSWORD)).json()).token;

    const wrongOld = await t.call('POST', 'change-password', {
      token,
      body: { old_password: 'Not-The-Password-1', new_password: 'Camellia-Oil-77' },
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().code).toBe('OLD_PASSWORD_WRONG');
    const common = await t.call('POST', 'change-password', {
      token,
      body: { old_password: NEW_PASSWORD, new_password: 'iloveyou' },
    });
    expect(common.statusCode).toBe(422);

    const ok = await t.call('POST', 'change-password', {
      token,
      body: { old_password: NEW_PASSWORD, new_password: 'Camellia-Oil-77' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', 'get-member', { token })).statusCode).toBe(200);
    expect((await t.call('GET', 'get-member', { token: second })).statusCode).toBe(401);
    expect((await login(body.mobile as string, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(body.mobile as string, 'Camellia-Oil-77')).statusCode).toBe(200);
  });
});

describe('is-mobile-exist / is-email-exist', () => {
  it('answers {exists} and limits each client address to 10 lookups per 10 minutes', async () => {
    const ip = '10.8.8.8';
    const demo = DEMO_MEMBERS[2]!;
    const yes = await t.call('POST', 'is-mobile-exist', { ip, body: { mobile: demo.mobile } });
    expect(ExistsAnswer.parse(yes.json())).toEqual({ exists: true });
    const emailYes = await t.call('POST', 'is-email-exist', {
      ip,
      body: { email: demo.email.toUpperCase() },
    });
    expect(emailYes.json()).toEqual({ exists: true });
    for (let i = 0; i < 8; i++) {
      const res = await t.call('POST', 'is-mobile-exist', { ip, body: { mobile: freshMobile() } });
      expect(res.json()).toEqual({ exists: false });
    }
    const limited = await t.call('POST', 'is-email-exist', { ip, body: { email: 'someone@example.test' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await t.call('POST', 'is-mobile-exist', { body: { mobile: demo.mobile } })).statusCode).toBe(200);
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await t.call('POST', 'is-mobile-exist', { ip, body: { mobile: demo.mobile } })).statusCode).toBe(
      200,
    );
  });
});

describe('demo members, messages and roles', () => {
  it('seeds one member per tier that logs in with the demo password, hashed like the API does', async () => {
    expect(DEMO_PASSWORD_HASH_OPTIONS).toEqual(PASSWORD_HASH_OPTIONS);
    expect(DEMO_MEMBERS.map((m) => m.tier)).toEqual([0, 1, 2, 3, 99]);
    for (const demo of DEMO_MEMBERS) {
      const res = await login(demo.email, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const member = GetMemberAnswer.parse(
        (await t.call('GET', 'get-member', { token: res.json().token })).json(),
      ).data;
      expect(member).toMatchObject({ member_mobile: demo.mobile, member_nowtier2025: demo.tier });
    }
    const [row] = await t.db
      .select({ hash: schema.members.password_hash })
      .from(schema.members)
      .where(eq(schema.members.member_mobile, DEMO_MEMBERS[0]!.mobile));
    const options = parseOptions(row!.hash!);
    expect(options).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 });
  });

  it('lists unread messages as {messages: {total, data}} for the bell', async () => {
    const token = (await login(DEMO_MEMBERS[1]!.mobile, DEMO_PASSWORD)).json().token;
    const res = await t.call('GET', 'get-messages?type=unread', { token });
    expect(res.statusCode).toBe(200);
    const { messages } = MessagesAnswer.parse(res.json());
    expect(messages.total).toBe(2);
    expect(messages.data).toHaveLength(2);
    for (const item of messages.data) {
      expect(item).toEqual({
        sno: expect.any(Number),
        subject: expect.any(String),
        content: expect.any(String),
        created_at: expect.any(String),
        read_at: null,
      });
    }
    expect(messages.data[0]!.created_at >= messages.data[1]!.created_at).toBe(true);

    const all = MessagesAnswer.parse((await t.call('GET', 'get-messages', { token })).json());
    expect(all.messages.total).toBe(3);
    expect((await t.call('GET', 'get-messages?type=unread')).statusCode).toBe(401);
    expect((await t.call('GET', 'get-messages?type=read', { token })).statusCode).toBe(422);
  });

  it('only shows a member their own messages', async () => {
    const { res } = await registerMember();
    const { token } = RegisterAnswer.parse(res.json());
    const { messages } = MessagesAnswer.parse(
      (await t.call('GET', 'get-messages?type=unread', { token })).json(),
    );
    expect(messages).toEqual({ total: 0, data: [] });
  });

  it('maps roles from the tier and granted roles', async () => {
    const tier2 = DEMO_MEMBERS[2]!;
    const token = (await login(tier2.mobile, DEMO_PASSWORD)).json().token;
    const member = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token })).json()).data;
    await t.db.insert(schema.memberRoles).values({ member_id: member.member_id, role: 'staff' });
    const res = await t.call('GET', 'member-role-mapping', { token });
    expect(MemberRolesAnswer.parse(res.json())).toEqual({ roles: ['member', 'tier-2', 'staff'] });
    const newcomer = (await login(DEMO_MEMBERS[4]!.mobile, DEMO_PASSWORD)).json().token;
    expect((await t.call('GET', 'member-role-mapping', { token: newcomer })).json()).toEqual({
      roles: ['member', 'new-member'],
    });
    expect((await t.call('GET', 'member-role-mapping')).statusCode).toBe(401);
  });
});
