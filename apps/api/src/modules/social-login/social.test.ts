import { createHmac, randomBytes } from 'node:crypto';
import { AuthorizeUrlAnswer, GetMemberAnswer, RegisterAnswer, SocialLoginAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsApp,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  freshEmail,
  freshMobile,
} from '../../../test/accounts-support.ts';
import {
  authorizeWithLine,
  FACEBOOK_APP_ID,
  GOOGLE_CLIENT_ID,
  LINE_CALLBACK,
  LINE_CHANNEL_ID,
  type LineMock,
  SHOP_ORIGIN,
  type SocialFakes,
  startLineMock,
  startSocialFakes,
} from '../../../test/social-support.ts';
import { readOAuthConfig } from '../../integrations/oauth/config.ts';

/** Tests that build an app of their own (a migrated, seeded database) on a busy machine. */
const BUILD_APP_TIMEOUT_MS = 180_000;

let t: AccountsTestApp;
let line: LineMock;
let fakes: SocialFakes;

beforeAll(async () => {
  line = await startLineMock();
  fakes = await startSocialFakes();
  t = await buildAccountsApp({
    line: line.config,
    google: fakes.google,
    facebook: fakes.facebook,
    redirectOrigins: [SHOP_ORIGIN],
  });
});
afterAll(async () => {
  await t?.close();
  await line?.stop();
  await fakes?.stop();
});

const lineUserId = () => `U${randomBytes(16).toString('hex')}`;

async function lineLogin(claims: Record<string, unknown>, mode: 'login' | 'bind' = 'login', token?: string) {
  const callback = await authorizeWithLine(t, 'login');
  line.nextIdToken = claims;
  return t.call('POST', 'login/line', { body: { ...callback, mode }, token });
}

async function demoToken(index: number): Promise<{ token: string; memberId: number }> {
  const token = (
    await t.call('POST', 'login', { body: { account: DEMO_MEMBERS[index]!.mobile, password: DEMO_PASSWORD } })
  ).json().token as string;
  const member = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token })).json()).data;
  return { token, memberId: member.member_id };
}

async function registerWithTicket(ticket: string) {
  const mobile = freshMobile();
  await t.call('POST', 'send-otp', { body: { mobile, purpose: 'register' } });
  return t.call('POST', 'register', {
    body: {
      mobile,
      otp: await t.latestCode(mobile),
      email: freshEmail(),
      password: 'Sea-Buckthorn-88',
      name: '社群會員',
      birthday: '1991-06-01',
      agree_terms: true,
      identity_ticket: ticket,
    },
  });
}

describe('attack: a social login that returns its code to another site', () => {
  it(
    "allows only the shop's own origin (SITE_URL) unless OAUTH_REDIRECT_ORIGINS names more",
    async () => {
      expect(readOAuthConfig({}).redirectOrigins).toEqual(['http://localhost:3000']);
      expect(readOAuthConfig({ SITE_URL: 'https://shop.example.test/' }).redirectOrigins).toEqual([
        'https://shop.example.test',
      ]);
      const strict = await buildAccountsApp({ line: line.config, redirectOrigins: [] });
      try {
        const res = await strict.call(
          'GET',
          `oauth/line/authorize-url?redirect_uri=${encodeURIComponent('https://evil.example/linelogin_callback')}`,
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('REDIRECT_NOT_ALLOWED');
      } finally {
        await strict.close();
      }
    },
    BUILD_APP_TIMEOUT_MS,
  );
});

describe('auth-providers and authorize-url', () => {
  it('lists the configured providers', async () => {
    expect((await t.call('GET', 'auth-providers')).json()).toEqual({
      providers: { line: true, facebook: true, google: true },
    });
    const bare = await buildAccountsApp({ redirectOrigins: [SHOP_ORIGIN] });
    try {
      expect((await bare.call('GET', 'auth-providers')).json()).toEqual({
        providers: { line: false, facebook: false, google: false },
      });
      const res = await bare.call(
        'GET',
        `oauth/line/authorize-url?redirect_uri=${encodeURIComponent(LINE_CALLBACK)}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PROVIDER_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it('builds the LINE code-flow address with state, nonce, PKCE and the spec scope', async () => {
    const res = await t.call(
      'GET',
      `oauth/line/authorize-url?redirect_uri=${encodeURIComponent(LINE_CALLBACK)}`,
    );
    const { url, state } = AuthorizeUrlAnswer.parse(res.json());
    const address = new URL(url);
    expect(address.origin + address.pathname).toBe(line.config.authorizeUrl);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: LINE_CHANNEL_ID,
      redirect_uri: LINE_CALLBACK,
      scope: 'profile openid email',
      state,
      code_challenge_method: 'S256',
    });
    expect(address.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(state.length).toBeGreaterThanOrEqual(20);
    // Only a hash of the state is stored.
    const rows = await t.db.select().from(schema.oauthStates);
    expect(rows.some((row) => row.state_hash === state)).toBe(false);
  });

  it('builds token-flow addresses for Facebook and Google', async () => {
    const fb = AuthorizeUrlAnswer.parse(
      (
        await t.call(
          'GET',
          `oauth/facebook/authorize-url?redirect_uri=${encodeURIComponent(`${SHOP_ORIGIN}/fblogin_callback`)}`,
        )
      ).json(),
    );
    expect(new URL(fb.url).searchParams.get('response_type')).toBe('token');
    expect(new URL(fb.url).searchParams.get('client_id')).toBe(FACEBOOK_APP_ID);
    const google = AuthorizeUrlAnswer.parse(
      (
        await t.call(
          'GET',
          `oauth/google/authorize-url?redirect_uri=${encodeURIComponent(`${SHOP_ORIGIN}/googlelogin_callback`)}`,
        )
      ).json(),
    );
    expect(Object.fromEntries(new URL(google.url).searchParams)).toMatchObject({
      response_type: 'token',
      client_id: GOOGLE_CLIENT_ID,
      scope: 'openid email profile',
      state: google.state,
    });
  });

  it.each([
    ['another origin', 'https://evil.example/linelogin_callback'],
    ['another page', `${SHOP_ORIGIN}/membercenter`],
    ['a query', `${LINE_CALLBACK}?next=https://evil.example`],
  ])('refuses a callback address on %s', async (_name, uri) => {
    const res = await t.call('GET', `oauth/line/authorize-url?redirect_uri=${encodeURIComponent(uri)}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('REDIRECT_NOT_ALLOWED');
  });
});

describe('LINE login', () => {
  it('asks a new LINE user to register, links the identity at registration, then logs in', async () => {
    const sub = lineUserId();
    const first = await lineLogin({
      sub,
      picture: 'https://profile.line-scdn.test/p.jpg',
      email: 'Line@Example.test',
    });
    expect(first.statusCode).toBe(200);
    const answer = SocialLoginAnswer.parse(first.json());
    if (answer.status !== 'needs_registration')
      throw new Error(`expected needs_registration, got ${answer.status}`);
    expect(answer.profile).toEqual({
      provider: 'line',
      display_name: 'LINE 使用者',
      email: 'line@example.test',
      picture_url: 'https://profile.line-scdn.test/p.jpg',
    });

    const registered = await registerWithTicket(answer.identity_ticket);
    expect(registered.statusCode).toBe(200);
    const { member } = RegisterAnswer.parse(registered.json());
    expect(member).toMatchObject({ member_lineid: sub, picture_url: 'https://profile.line-scdn.test/p.jpg' });
    // The ticket is single-use.
    expect((await registerWithTicket(answer.identity_ticket)).json().code).toBe('TICKET_INVALID');

    const again = SocialLoginAnswer.parse((await lineLogin({ sub })).json());
    expect(again.status).toBe('logged_in');
    if (again.status !== 'logged_in') return;
    const me = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token: again.token })).json());
    expect(me.data.member_id).toBe(member.member_id);
  });

  it('never matches a member by e-mail alone', async () => {
    const demo = DEMO_MEMBERS[0]!;
    const res = SocialLoginAnswer.parse((await lineLogin({ sub: lineUserId(), email: demo.email })).json());
    expect(res.status).toBe('needs_registration');
  });

  it('refuses an unknown or reused state', async () => {
    const callback = await authorizeWithLine(t, 'login');
    const forged = await t.call('POST', 'login/line', { body: { ...callback, state: 'forged-state-value' } });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe('OAUTH_STATE_INVALID');

    line.nextIdToken = { sub: lineUserId() };
    expect((await t.call('POST', 'login/line', { body: callback })).statusCode).toBe(200);
    const replay = await t.call('POST', 'login/line', { body: callback });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('OAUTH_STATE_INVALID');
  });

  it('refuses a state started for another callback address or purpose, or expired', async () => {
    const callback = await authorizeWithLine(t, 'login');
    const moved = await t.call('POST', 'login/line', {
      body: { ...callback, redirect_uri: `${SHOP_ORIGIN}/linebinding-step1` },
    });
    expect(moved.json().code).toBe('OAUTH_STATE_INVALID');

    const binding = await authorizeWithLine(t, 'bind');
    expect((await t.call('POST', 'login/line', { body: binding })).json().code).toBe('OAUTH_STATE_INVALID');

    const late = await authorizeWithLine(t, 'login');
    t.clock.advance(10 * 60 * 1000 + 1000);
    expect((await t.call('POST', 'login/line', { body: late })).json().code).toBe('OAUTH_STATE_INVALID');
  });

  it.each([
    ['a wrong nonce', { nonce: 'not-the-nonce' }],
    ['a wrong audience', { aud: '1659999999' }],
    ['another issuer', { iss: 'https://access.line.me.evil' }],
    ['an expired ID token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token with %s (401 OAUTH_FAILED)', async (_name, claims) => {
    const res = await lineLogin({ sub: lineUserId(), ...claims });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OAUTH_FAILED');
  });

  it('refuses a code the provider does not know', async () => {
    const callback = await authorizeWithLine(t, 'login');
    const res = await t.call('POST', 'login/line', { body: { ...callback, code: 'made-up-code' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('OAUTH_FAILED');
  });

  it('binds LINE to the logged-in member with mode bind, once per provider and identity', async () => {
    const { token, memberId } = await demoToken(0);
    const sub = lineUserId();
    expect((await lineLogin({ sub }, 'bind')).statusCode).toBe(401);
    const bound = await lineLogin({ sub }, 'bind', token);
    expect(bound.json()).toEqual({ status: 'bound' });
    const me = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token })).json()).data;
    expect(me.member_lineid).toBe(sub);
    const [identity] = await t.db
      .select()
      .from(schema.memberIdentities)
      .where(and(eq(schema.memberIdentities.provider, 'line'), eq(schema.memberIdentities.subject, sub)));
    expect(identity!.member_id).toBe(memberId);

    const second = await lineLogin({ sub: lineUserId() }, 'bind', token);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('PROVIDER_ALREADY_BOUND');
    const other = await demoToken(1);
    const stolen = await lineLogin({ sub }, 'bind', other.token);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('IDENTITY_TAKEN');
  });
});

describe('Facebook and Google token login', () => {
  it('logs in a bound Google identity and refuses a token issued to another client', async () => {
    const { token: memberToken, memberId } = await demoToken(2);
    fakes.googleTokens.set('g-token-1', {
      sub: 'g-100',
      name: 'G 使用者',
      email: 'g@example.test',
      issuedTo: GOOGLE_CLIENT_ID,
    });
    const newcomer = SocialLoginAnswer.parse(
      (await t.call('POST', 'login/google', { body: { access_token: 'g-token-1' } })).json(),
    );
    expect(newcomer).toMatchObject({
      status: 'needs_registration',
      profile: { provider: 'google', email: 'g@example.test' },
    });

    const bind = await t.call('POST', 'login/google', {
      token: memberToken,
      body: { access_token: 'g-token-1', mode: 'bind' },
    });
    expect(bind.json()).toEqual({ status: 'bound' });
    const login = SocialLoginAnswer.parse(
      (await t.call('POST', 'login/google', { body: { access_token: 'g-token-1' } })).json(),
    );
    if (login.status !== 'logged_in') throw new Error('expected logged_in');
    expect(
      GetMemberAnswer.parse((await t.call('GET', 'get-member', { token: login.token })).json()).data,
    ).toMatchObject({
      member_id: memberId,
      member_googleid: 'g-100',
    });

    fakes.googleTokens.set('g-token-other-site', {
      sub: 'g-100',
      name: 'x',
      email: 'g@example.test',
      issuedTo: 'other-site',
    });
    const substituted = await t.call('POST', 'login/google', {
      body: { access_token: 'g-token-other-site' },
    });
    expect(substituted.statusCode).toBe(401);
    expect(substituted.json().code).toBe('OAUTH_FAILED');
    expect((await t.call('POST', 'login/google', { body: { access_token: 'unknown' } })).statusCode).toBe(
      401,
    );
  });

  it('logs in with Facebook after the Graph API vouches for the token and the app', async () => {
    fakes.facebookTokens.set('fb-token-1', {
      sub: '10000000000002',
      name: 'FB',
      email: 'fb@example.test',
      issuedTo: FACEBOOK_APP_ID,
    });
    const res = SocialLoginAnswer.parse(
      (await t.call('POST', 'login/facebook', { body: { access_token: 'fb-token-1' } })).json(),
    );
    if (res.status !== 'logged_in') throw new Error(`expected logged_in, got ${res.status}`);
    // The seeded tier-2 member has this Facebook id.
    const me = GetMemberAnswer.parse((await t.call('GET', 'get-member', { token: res.token })).json()).data;
    expect(me.member_mobile).toBe(DEMO_MEMBERS[2]!.mobile);

    fakes.facebookTokens.set('fb-token-other-app', {
      sub: '10000000000002',
      name: 'FB',
      email: '',
      issuedTo: '777',
    });
    const other = await t.call('POST', 'login/facebook', { body: { access_token: 'fb-token-other-app' } });
    expect(other.statusCode).toBe(401);
    expect((await t.call('POST', 'login/facebook', { body: { access_token: 'nope' } })).statusCode).toBe(401);
  });
});

describe('login/lineUID', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const lineIdToken = (claims: Record<string, unknown>) => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
      iss: line.config.issuer,
      aud: LINE_CHANNEL_ID,
      exp: nowSeconds() + 3600,
      iat: nowSeconds(),
      ...claims,
    })}`;
    return `${head}.${createHmac('sha256', line.config.channelSecret).update(head).digest('base64url')}`;
  };
  const demoLineId = DEMO_MEMBERS[3]!.lineId!;

  it('logs in the bound member with a LINE ID token for that user', async () => {
    const res = await t.call('POST', 'login/lineUID', {
      body: {
        lineUID: demoLineId.toLowerCase().replace(/^u/, 'U'),
        id_token: lineIdToken({ sub: demoLineId }),
      },
    });
    expect(res.statusCode).toBe(200);
    const me = GetMemberAnswer.parse(
      (await t.call('GET', 'get-member', { token: res.json().token })).json(),
    ).data;
    expect(me.member_nowtier2025).toBe(3);
  });

  it('refuses a bare id, a token of another user, a forged token and an unbound user', async () => {
    expect((await t.call('POST', 'login/lineUID', { body: { lineUID: demoLineId } })).statusCode).toBe(422);
    const otherUser = await t.call('POST', 'login/lineUID', {
      body: { lineUID: demoLineId, id_token: lineIdToken({ sub: lineUserId() }) },
    });
    expect(otherUser.statusCode).toBe(401);
    const forged = await t.call('POST', 'login/lineUID', {
      body: { lineUID: demoLineId, id_token: `${lineIdToken({ sub: demoLineId }).slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    const stranger = lineUserId();
    const unbound = await t.call('POST', 'login/lineUID', {
      body: { lineUID: stranger, id_token: lineIdToken({ sub: stranger }) },
    });
    expect(unbound.statusCode).toBe(404);
    expect(unbound.json().code).toBe('LINE_UID_NOT_BOUND');
  });
});
