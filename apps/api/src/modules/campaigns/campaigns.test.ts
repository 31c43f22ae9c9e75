import { CampaignSignupAnswer, ErrorBody } from '@shop/contracts';
import { accountErrorMessages, contentMessages, OTP_LIFETIME_MS, OTP_RESEND_COOLDOWN_MS } from '@shop/core';
import { schema } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsApp,
  type CallOptions,
  DEMO_MEMBERS,
  freshMobile,
} from '../../../test/accounts-support.ts';
import { demoMemberSession } from '../../../test/catalogue-support.ts';

const CAMPAIGN = 'co-fitness-2509';
const errors = contentMessages.signup.errors;
const DAY_MS = 86_400_000;

let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const sendCode = (mobile: string, options: CallOptions = {}) =>
  t.call('POST', 'send-otp', { ...options, body: { mobile, purpose: 'campaign' } });

const signUp = (body: Record<string, unknown>, options: CallOptions = {}) =>
  t.call('POST', 'post-campaign-signup', { ...options, body });

/** Sends a campaign code to the number and answers it. */
async function codeFor(mobile: string): Promise<string> {
  const sent = await sendCode(mobile);
  expect(sent.statusCode).toBe(200);
  return t.latestCode(mobile);
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function signupsOf(mobile: string) {
  return t.db.select().from(schema.campaignSignups).where(eq(schema.campaignSignups.mobile, mobile));
}

async function campaignRow(slug: string) {
  const [row] = await t.db.select().from(schema.campaigns).where(eq(schema.campaigns.slug, slug));
  return row!;
}

async function latestOtpRow(mobile: string) {
  const [row] = await t.db
    .select()
    .from(schema.otpCodes)
    .where(and(eq(schema.otpCodes.mobile, mobile), eq(schema.otpCodes.purpose, 'campaign')))
    .orderBy(desc(schema.otpCodes.otp_id))
    .limit(1);
  return row!;
}

let campaignCounter = 0;
/** A campaign of its own for a test, open around the test clock unless told otherwise. */
async function addCampaign(values: { starts_at?: Date; ends_at?: Date; capacity?: number | null } = {}) {
  campaignCounter += 1;
  const now = t.clock.now().getTime();
  const slug = `test-campaign-${campaignCounter}`;
  await t.db.insert(schema.campaigns).values({
    slug,
    title: `測試活動 ${campaignCounter}`,
    starts_at: values.starts_at ?? new Date(now - DAY_MS),
    ends_at: values.ends_at ?? new Date(now + DAY_MS),
    capacity: values.capacity ?? null,
  });
  return slug;
}

describe('post-campaign-signup', () => {
  it('stores the sign-up of a verified mobile and uses the code up', async () => {
    const mobile = freshMobile();
    const before = await campaignRow(CAMPAIGN);
    const otp = await codeFor(mobile);
    const res = await signUp({
      campaign: CAMPAIGN,
      name: ' 王小明 ',
      mobile,
      email: 'Ming@Example.com',
      otp,
    });
    expect(res.statusCode).toBe(200);
    const answer = CampaignSignupAnswer.parse(res.json());
    expect(answer.data).toMatchObject({ campaign: CAMPAIGN, title: before.title, member_bound: false });

    const rows = await signupsOf(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      campaign_id: before.campaign_id,
      member_id: null,
      name: '王小明',
      mobile,
      email: 'ming@example.com',
    });
    expect(rows[0]!.created_at.toISOString()).toBe(answer.data.created_at);
    expect((await campaignRow(CAMPAIGN)).signup_count).toBe(before.signup_count + 1);
    expect((await latestOtpRow(mobile)).used_at).not.toBeNull();
  });

  it('takes no e-mail, or an empty one, as none', async () => {
    for (const email of [undefined, '']) {
      const mobile = freshMobile();
      const otp = await codeFor(mobile);
      const res = await signUp({
        campaign: CAMPAIGN,
        name: '林小華',
        mobile,
        otp,
        ...(email === undefined ? {} : { email }),
      });
      expect(res.statusCode).toBe(200);
      expect((await signupsOf(mobile))[0]!.email).toBeNull();
    }
  });

  it('sends campaign codes to members and guests alike', async () => {
    const res = await sendCode(DEMO_MEMBERS[2]!.mobile);
    expect(res.statusCode).toBe(200);
  });
});

describe('the code', () => {
  it('refuses a wrong code (422 OTP_INVALID) and stores nothing', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const res = await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp: otherCode(otp) });
    expect(res.statusCode).toBe(422);
    const body = ErrorBody.parse(res.json());
    expect(body).toMatchObject({ code: 'OTP_INVALID', message: accountErrorMessages.otpInvalid });
    expect(body.errors?.otp).toEqual([accountErrorMessages.otpInvalid]);
    expect(await signupsOf(mobile)).toHaveLength(0);
    // The right code still works after one wrong try.
    expect((await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp })).statusCode).toBe(200);
  });

  it('refuses an expired code (422 OTP_EXPIRED)', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    t.clock.advance(OTP_LIFETIME_MS);
    const res = await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OTP_EXPIRED');
    expect(await signupsOf(mobile)).toHaveLength(0);
  });

  it('refuses a code used once already (422 OTP_INVALID), also for another campaign', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    expect((await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp })).statusCode).toBe(200);
    const other = await addCampaign();
    const again = await signUp({ campaign: other, name: '王小明', mobile, otp });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('OTP_INVALID');
    expect(await signupsOf(mobile)).toHaveLength(1);
  });

  it('refuses a code sent for another purpose', async () => {
    const mobile = freshMobile();
    expect((await t.call('POST', 'send-otp', { body: { mobile, purpose: 'register' } })).statusCode).toBe(
      200,
    );
    const otp = await t.latestCode(mobile);
    const res = await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OTP_INVALID');
  });

  it('kills the code at the fifth wrong try (429 OTP_LOCKED)', async () => {
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const wrong = { campaign: CAMPAIGN, name: '王小明', mobile, otp: otherCode(otp) };
    for (let i = 0; i < 4; i++) expect((await signUp(wrong)).statusCode).toBe(422);
    expect((await signUp(wrong)).json().code).toBe('OTP_LOCKED');
    const right = await signUp({ ...wrong, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('OTP_LOCKED');
  });
});

describe('one sign-up per mobile and campaign', () => {
  it('answers a second sign-up 409 in Chinese and keeps one row', async () => {
    const mobile = freshMobile();
    expect(
      (await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp: await codeFor(mobile) })).statusCode,
    ).toBe(200);
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const res = await signUp({ campaign: CAMPAIGN, name: '王大明', mobile, otp: await codeFor(mobile) });
    expect(res.statusCode).toBe(409);
    const body = ErrorBody.parse(res.json());
    expect(body).toMatchObject({ code: 'ALREADY_SIGNED_UP', message: errors.alreadySignedUp });
    expect(body.message).toBe('此手機號碼已報名過本活動，無須重複報名');
    expect(await signupsOf(mobile)).toHaveLength(1);
  });

  it('lets the same mobile sign up for another campaign', async () => {
    const mobile = freshMobile();
    const other = await addCampaign();
    expect(
      (await signUp({ campaign: CAMPAIGN, name: '王小明', mobile, otp: await codeFor(mobile) })).statusCode,
    ).toBe(200);
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    expect(
      (await signUp({ campaign: other, name: '王小明', mobile, otp: await codeFor(mobile) })).statusCode,
    ).toBe(200);
    expect(await signupsOf(mobile)).toHaveLength(2);
  });
});

describe('the campaign', () => {
  it('answers 404 for an unknown campaign', async () => {
    const mobile = freshMobile();
    const res = await signUp({
      campaign: 'no-such-campaign',
      name: '王小明',
      mobile,
      otp: await codeFor(mobile),
    });
    expect(res.statusCode).toBe(404);
    expect(ErrorBody.parse(res.json())).toMatchObject({
      code: 'CAMPAIGN_NOT_FOUND',
      message: errors.campaignNotFound,
    });
  });

  it('refuses a campaign that has ended or not begun (409) and leaves the code unused', async () => {
    const now = t.clock.now().getTime();
    const ended = await addCampaign({ starts_at: new Date(now - 2 * DAY_MS), ends_at: new Date(now) });
    const upcoming = await addCampaign({ starts_at: new Date(now + 1000), ends_at: new Date(now + DAY_MS) });
    const mobile = freshMobile();
    const otp = await codeFor(mobile);
    const late = await signUp({ campaign: ended, name: '王小明', mobile, otp });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CAMPAIGN_ENDED', message: errors.ended });
    const early = await signUp({ campaign: upcoming, name: '王小明', mobile, otp });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CAMPAIGN_NOT_STARTED', message: errors.notStarted });
    expect(await signupsOf(mobile)).toHaveLength(0);
    // Once it begins, the same code signs up.
    t.clock.advance(1000);
    expect((await signUp({ campaign: upcoming, name: '王小明', mobile, otp })).statusCode).toBe(200);
  });

  it('stops at its capacity, also when the last place is raced for', async () => {
    const slug = await addCampaign({ capacity: 1 });
    const [first, second] = [freshMobile(), freshMobile()];
    const [firstCode, secondCode] = [await codeFor(first), await codeFor(second)];
    const answers = await Promise.all([
      signUp({ campaign: slug, name: '王小明', mobile: first, otp: firstCode }),
      signUp({ campaign: slug, name: '林小華', mobile: second, otp: secondCode }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'CAMPAIGN_FULL', message: errors.full });
    expect((await campaignRow(slug)).signup_count).toBe(1);
    const stored = await t.db
      .select()
      .from(schema.campaignSignups)
      .where(eq(schema.campaignSignups.campaign_id, (await campaignRow(slug)).campaign_id));
    expect(stored).toHaveLength(1);
  });
});

describe('bad input', () => {
  const valid = { campaign: CAMPAIGN, name: '王小明', mobile: '0987000001', otp: '123456' };
  it.each([
    ['no name', { ...valid, name: '   ' }, 'name'],
    ['a bad mobile', { ...valid, mobile: '12345' }, 'mobile'],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email'],
    ['a bad code', { ...valid, otp: '12ab' }, 'otp'],
    ['no campaign', { ...valid, campaign: undefined }, 'campaign'],
    ['an unknown field', { ...valid, member_id: 1 }, null],
  ])('answers 422 VALIDATION_FAILED for %s', async (_label, body, field) => {
    const res = await signUp(body);
    expect(res.statusCode).toBe(422);
    const answer = ErrorBody.parse(res.json());
    expect(answer.code).toBe('VALIDATION_FAILED');
    if (field) expect(Object.keys(answer.errors ?? {})).toContain(field);
    expect(await signupsOf(valid.mobile)).toHaveLength(0);
  });

  it('answers a bad mobile in Chinese', async () => {
    const res = await signUp({ ...valid, mobile: '12345' });
    expect(res.json().errors.mobile).toEqual(['請輸入正確的手機號碼（09 開頭共 10 碼）']);
  });
});

describe('members', () => {
  it('binds the sign-up to the member behind the bearer token', async () => {
    const { memberId, token } = await demoMemberSession(t, 3);
    const mobile = freshMobile();
    const res = await signUp(
      { campaign: CAMPAIGN, name: '張怡君', mobile, otp: await codeFor(mobile) },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(CampaignSignupAnswer.parse(res.json()).data.member_bound).toBe(true);
    expect((await signupsOf(mobile))[0]!.member_id).toBe(memberId);
  });

  it('takes a dead token for a guest', async () => {
    const mobile = freshMobile();
    const res = await signUp(
      { campaign: CAMPAIGN, name: '王小明', mobile, otp: await codeFor(mobile) },
      { token: 'x'.repeat(43) },
    );
    expect(res.statusCode).toBe(200);
    expect((await signupsOf(mobile))[0]!.member_id).toBeNull();
  });
});

describe('throttling', () => {
  it('limits sign-up attempts per client address (20 an hour) with Retry-After', async () => {
    const ip = '10.9.9.9';
    const body = { campaign: 'no-such-campaign', name: '王小明', mobile: freshMobile(), otp: '123456' };
    for (let i = 0; i < 20; i++) expect((await signUp(body, { ip })).statusCode).toBe(404);
    const res = await signUp(body, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: accountErrorMessages.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signUp(body)).statusCode).toBe(404);
  });

  it('limits campaign codes like every other code (60 s resend cooldown)', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile)).statusCode).toBe(200);
    const again = await sendCode(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('OTP_COOLDOWN');
  });
});
