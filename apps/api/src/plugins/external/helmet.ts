import type { FastifyHelmetOptions } from '@fastify/helmet';
import { readSetting, readSettings, type SettingName, type SettingsSource } from '@shop/contracts/settings';
import { thirdPartyCspSources, thirdPartyTagsFrom } from '@shop/core';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ECPAY_LOGISTICS_STAGE_URL } from '../../integrations/logistics/ecpay-logistics.ts';
import { ECPAY_PAYMENT_STAGE_URL } from '../../integrations/payments/ecpay.ts';
import { googlePayScriptOrigin, tapPaySdkOrigin } from '../../integrations/payments/tappay.ts';

/** What the payment SDKs' origins are made of (read at module load: the policy below is one object). */
const PAYMENT_SDK_SETTINGS = [
  'TAPPAY_APP_ID',
  'TAPPAY_APP_KEY',
  'TAPPAY_SDK_URL',
  'TAPPAY_GOOGLE_MERCHANT_ID',
  'GOOGLE_PAY_SCRIPT_URL',
] as const satisfies readonly SettingName[];

/**
 * The payment SDKs' origins: TapPay's when cards are configured (its fields are frames it loads), and
 * Google's pay.js (a script that opens Google's frame and calls home) only when Google Pay is configured too.
 */
export function paymentSdkSourcesOf(env: SettingsSource): string[] {
  const origins = [tapPaySdkOrigin(env), googlePayScriptOrigin(env)].filter((origin) => origin !== null);
  return [...new Set(origins)];
}

const paymentSdkSources = paymentSdkSourcesOf(
  Object.fromEntries(PAYMENT_SDK_SETTINGS.map((name) => [name, readSetting(name)])),
);

/**
 * Where a form of our pages may be posted besides our own origin: ECPay's logistics origin, whose 7-ELEVEN
 * store map (Express/map) the checkout's store picker opens with a form post, when LOGISTICS_PROVIDER=ecpay.
 */
export function formActionSourcesOf(env: SettingsSource): string[] {
  const sources: string[] = [];
  if (env.LOGISTICS_PROVIDER?.trim() === 'ecpay')
    sources.push(new URL(env.ECPAY_LOGISTICS_API_URL?.trim() || ECPAY_LOGISTICS_STAGE_URL).origin);
  // ECPay's AioCheckOut, where the ATM page posts its signed form, when ECPay payments are configured.
  if (env.ECPAY_PAYMENT_MERCHANT_ID?.trim())
    sources.push(new URL(env.ECPAY_PAYMENT_API_URL?.trim() || ECPAY_PAYMENT_STAGE_URL).origin);
  return [...new Set(sources)];
}

const formActionSources = formActionSourcesOf({
  LOGISTICS_PROVIDER: readSetting('LOGISTICS_PROVIDER'),
  ECPAY_LOGISTICS_API_URL: readSetting('ECPAY_LOGISTICS_API_URL'),
  ECPAY_PAYMENT_MERCHANT_ID: readSetting('ECPAY_PAYMENT_MERCHANT_ID'),
  ECPAY_PAYMENT_API_URL: readSetting('ECPAY_PAYMENT_API_URL'),
});

/** Hosts named in THIRD_PARTY_CSP_SOURCES: https origins only (a wildcard subdomain is allowed). */
export function extraCspSourcesOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((source) => source.trim())
    .filter((source) => /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(source));
}

/** The configured third-party services' hosts (storefront.md §1): none unless their settings are set. */
export function thirdPartySourcesOf(env: SettingsSource) {
  return thirdPartyCspSources(thirdPartyTagsFrom(env), extraCspSourcesOf(env.THIRD_PARTY_CSP_SOURCES));
}

const thirdPartySources = thirdPartySourcesOf(readSettings());

/**
 * Security headers shared by the API and the server-rendered storefront.
 *
 * script-src has no 'unsafe-inline': the page handler adds the hashes of a guest page's inline scripts
 * (the hydration context and the module loader; cspWithScriptSources), or a per-response nonce for a
 * page rendered for one visitor (cspWithScriptNonce).
 * Tag managers, pixels and payment SDKs (storefront.md §1) have their hosts added only when configured.
 */
export const shopHelmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'", ...formActionSources],
      scriptSrc: ["'self'", ...paymentSdkSources, ...thirdPartySources.script],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Product and content images come from a configurable image host (storefront.md §2.12).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...paymentSdkSources, ...thirdPartySources.connect],
      mediaSrc: ["'self'", 'https:'],
      // The home video is an embedded player loaded on demand.
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
        ...paymentSdkSources,
        ...thirdPartySources.frame,
      ],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  // Images and videos from other hosts carry no CORP header; requiring one would break them.
  crossOriginEmbedderPolicy: false,
  // The storefront may run on another origin than the API in development.
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet writes for shopHelmetOptions, worked out once. Our options hold no per-request
 * part (no CSP nonces), so every answer gets the same set; @fastify/helmet would run helmet's
 * middleware on every request instead. The pages register @fastify/helmet, which uses the same helmet
 * major version; a test checks both send the same headers.
 */
export function computeSecurityHeaders(
  options: FastifyHelmetOptions = shopHelmetOptions,
): Record<string, string> {
  const { enableCSPNonces: _nonces, global: _global, ...helmetOptions } = options;
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // @fastify/helmet describes the options with its own copy of helmet's types.
  const middleware = helmet(helmetOptions as Parameters<typeof helmet>[0]) as unknown as (
    request: object,
    reply: typeof response,
    next: (error?: unknown) => void,
  ) => void;
  middleware({}, response, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's headers for shopHelmetOptions, lower-case names (what every API answer carries). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(computeSecurityHeaders());

/**
 * The security headers of a data answer (JSON, images, files): what the OWASP REST Security Cheat Sheet
 * lists for APIs. A data answer is never rendered as a document, so the document policies (script and
 * style sources, DNS prefetch, opener policy…) have nothing to govern; sending them would only add
 * some 700 bytes to every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security'] ?? 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-site',
});

const HTML = /^text\/html/i;

/**
 * Puts the data-answer headers on every answer of the context, and helmet's full document headers on
 * the few HTML answers (the sandbox payment page, Swagger UI), unless the host process registered helmet
 * itself (its hooks then cover our routes too).
 */
export const helmetPlugin = fp(
  async (app) => {
    if (app.hasReplyDecorator('helmet')) return;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(API_SECURITY_HEADERS);
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (HTML.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(SECURITY_HEADERS);
      done(null, payload);
    });
  },
  { name: 'shop-helmet', fastify: '5.x' },
);

/** The shop's Content-Security-Policy allowing the inline scripts that carry `nonce` (one page answer). */
export function cspWithScriptNonce(nonce: string): string {
  return cspWithScriptSources([`'nonce-${nonce}'`]);
}

/**
 * The shop's Content-Security-Policy with more script sources after 'self': a nonce, or the hashes of
 * a shareable page's inline scripts ('sha256-…', worked out by the page handler).
 */
export function cspWithScriptSources(sources: readonly string[]): string {
  const policy = SECURITY_HEADERS['content-security-policy'] ?? '';
  if (sources.length === 0) return policy;
  return policy.replace("script-src 'self'", `script-src 'self' ${sources.join(' ')}`);
}
