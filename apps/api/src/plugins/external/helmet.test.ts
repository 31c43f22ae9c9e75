import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  extraCspSourcesOf,
  formActionSourcesOf,
  helmetPlugin,
  paymentSdkSourcesOf,
  SECURITY_HEADERS,
  shopHelmetOptions,
  thirdPartySourcesOf,
} from './helmet.ts';

describe('third-party origins in the CSP (storefront.md §1)', () => {
  it('none when no service is configured', () => {
    expect(thirdPartySourcesOf({})).toEqual({ script: [], connect: [], frame: [] });
  });

  it("a tag-manager container adds Google's hosts; extra sources must be https origins", () => {
    const sources = thirdPartySourcesOf({
      TAG_MANAGER_IDS: 'GTM-AB12CD',
      THIRD_PARTY_CSP_SOURCES: 'https://cdn.example.com, http://plain.example, javascript:alert(1), *',
    });
    expect(sources.script).toEqual(['https://www.googletagmanager.com', 'https://cdn.example.com']);
    expect(sources.frame).toEqual(['https://www.googletagmanager.com']);
    expect(extraCspSourcesOf("https://*.example.com, https://a.example.com/path, 'unsafe-inline'")).toEqual([
      'https://*.example.com',
    ]);
  });
});

describe('payment SDK origins in the CSP', () => {
  const cards = { TAPPAY_APP_ID: '11327', TAPPAY_APP_KEY: 'app_key' };

  it('none without TapPay, even with a Google merchant id', () => {
    expect(paymentSdkSourcesOf({})).toEqual([]);
    expect(paymentSdkSourcesOf({ TAPPAY_GOOGLE_MERCHANT_ID: 'BCR2DN4T' })).toEqual([]);
  });

  it("TapPay's SDK origin with cards; Google Pay's script origin only when Google Pay is configured too", () => {
    expect(paymentSdkSourcesOf(cards)).toEqual(['https://js.tappaysdk.com']);
    expect(paymentSdkSourcesOf({ ...cards, TAPPAY_APPLE_MERCHANT_ID: 'merchant.example' })).toEqual([
      'https://js.tappaysdk.com',
    ]);
    expect(paymentSdkSourcesOf({ ...cards, TAPPAY_GOOGLE_MERCHANT_ID: 'BCR2DN4T' })).toEqual([
      'https://js.tappaysdk.com',
      'https://pay.google.com',
    ]);
    expect(
      paymentSdkSourcesOf({
        ...cards,
        TAPPAY_SDK_URL: 'http://127.0.0.1:4101/sdk.js',
        TAPPAY_GOOGLE_MERCHANT_ID: 'BCR2DN4T',
        GOOGLE_PAY_SCRIPT_URL: 'http://127.0.0.1:4101/google-pay.js',
      }),
    ).toEqual(['http://127.0.0.1:4101']);
  });
});

describe("ECPay's store map in the CSP's form-action", () => {
  it('only with LOGISTICS_PROVIDER=ecpay: the logistics API origin the store map form is posted to', () => {
    expect(formActionSourcesOf({})).toEqual([]);
    expect(formActionSourcesOf({ LOGISTICS_PROVIDER: 'local' })).toEqual([]);
    expect(formActionSourcesOf({ LOGISTICS_PROVIDER: 'ecpay' })).toEqual([
      'https://logistics-stage.ecpay.com.tw',
    ]);
    expect(
      formActionSourcesOf({
        LOGISTICS_PROVIDER: 'ecpay',
        ECPAY_LOGISTICS_API_URL: 'https://logistics.ecpay.com.tw',
      }),
    ).toEqual(['https://logistics.ecpay.com.tw']);
  });

  it("with ECPay payments: ECPay's AioCheckOut origin, where the ATM page posts its signed form", () => {
    expect(formActionSourcesOf({ ECPAY_PAYMENT_MERCHANT_ID: '3002607' })).toEqual([
      'https://payment-stage.ecpay.com.tw',
    ]);
    expect(
      formActionSourcesOf({
        LOGISTICS_PROVIDER: 'ecpay',
        ECPAY_PAYMENT_MERCHANT_ID: '3002607',
        ECPAY_PAYMENT_API_URL: 'https://payment.ecpay.com.tw',
      }),
    ).toEqual(['https://logistics-stage.ecpay.com.tw', 'https://payment.ecpay.com.tw']);
  });
});

describe('precomputed helmet headers', () => {
  it('are exactly what @fastify/helmet sends for the shop options (the pages use it)', async () => {
    const pages = Fastify();
    await pages.register(fastifyHelmet, shopHelmetOptions);
    pages.get('/', async () => 'page');
    const api = Fastify();
    await api.register(helmetPlugin);
    // The API's HTML answers (the sandbox payment page, Swagger UI) are documents like the pages.
    api.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>api</p>'));

    const byHelmet = (await pages.inject('/')).headers;
    const ours = (await api.inject('/')).headers;
    const names = Object.keys(SECURITY_HEADERS);
    expect(names).toContain('content-security-policy');
    expect(names).toContain('strict-transport-security');
    for (const name of Object.keys(byHelmet)) {
      if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
      expect(SECURITY_HEADERS[name], name).toBe(byHelmet[name]);
      expect(ours[name], name).toBe(byHelmet[name]);
    }
    expect(names.length).toBe(Object.keys(byHelmet).filter((name) => name in SECURITY_HEADERS).length);
  });
});

describe('security headers of data answers', () => {
  it('are the short API set, with no document policies', async () => {
    const api = Fastify();
    await api.register(helmetPlugin);
    api.get('/data', async () => ({ ok: true }));
    const answer = await api.inject('/data');
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
      expect(answer.headers[name]).toBe(value);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const documentOnly of [
      'x-dns-prefetch-control',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
    ])
      expect(answer.headers[documentOnly], documentOnly).toBeUndefined();
  });
});
