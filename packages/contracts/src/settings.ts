import { z } from 'zod';

/**
 * Every setting the shop reads from its environment, with its type, default and meaning: the one place
 * that reads `process.env` (a test fails when production code reads it anywhere else). The README's
 * configuration table is generated from this list (`npm run docs:config`; a test fails when it is stale).
 *
 * Values are checked here and handed on as the text they were given: the modules that use a setting turn
 * it into a number, a list or a provider config and apply the default written below, as before. An empty
 * value counts as unset. A value that fails its check stops the start with a message naming the setting.
 */

interface SettingSpec {
  /** What the value must look like (checked on the trimmed text; empty means unset). */
  check: z.ZodType<string>;
  /** What kind of value, in words (for the README). */
  type: string;
  /** The default as a reader of the README should see it. */
  default: string;
  /** One line: what the setting does. */
  meaning: string;
}

/** The type each check stands for, in the README's words. */
const typeNames = new Map<z.ZodType<string>, string>();
function kind(name: string, check: z.ZodType<string>): z.ZodType<string> {
  typeNames.set(check, name);
  return check;
}

const text = kind('text', z.string());
const list = kind('comma-separated list', z.string());
const trueOrFalse = kind('`true` or `false`', z.enum(['true', 'false'], { error: 'must be true or false' }));
const wholeNumber = kind('whole number', z.string().regex(/^\d+$/, 'must be a whole number (0 or more)'));
const positiveWholeNumber = kind(
  'whole number above 0',
  z.string().regex(/^[1-9]\d*$/, 'must be a whole number above 0'),
);
const port = kind(
  'port',
  z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .refine((value) => Number(value) <= 65_535, 'must be a port number (0-65535)'),
);
const nonNegative = (unit: string) =>
  kind(
    unit,
    z
      .string()
      .refine(
        (value) => Number.isFinite(Number(value)) && Number(value) >= 0,
        `must be a number of ${unit}, 0 or more`,
      ),
  );
const seconds = nonNegative('seconds');
const minutes = nonNegative('minutes');
const megabytes = nonNegative('megabytes');
const httpUrl = kind(
  'http(s) address',
  z.string().refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) address'),
);
const anyUrl = kind(
  'address',
  z.string().refine((value) => URL.canParse(value), 'must be an address (scheme://host…)'),
);
const oneOf = (...values: [string, ...string[]]) =>
  kind(
    values.map((value) => `\`${value}\``).join(', '),
    z.enum(values, { error: `must be one of ${values.join(', ')}` }),
  );

function setting(check: z.ZodType<string>, defaultValue: string, meaning: string): SettingSpec {
  return { check, type: typeNames.get(check) ?? 'text', default: defaultValue, meaning };
}

export const SETTINGS = {
  // The server
  PORT: setting(port, '`3000` (`3001` for the API-only process)', 'HTTP port'),
  HOST: setting(text, '`0.0.0.0`', 'listen address'),
  NODE_ENV: setting(
    text,
    '`production` under `npm start`',
    '`production` skips checking answers against their schemas and refuses the sandbox payment page (unless `SHOP_DEMO=true`); `npm start` sets it when unset',
  ),
  LOG_LEVEL: setting(
    oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    '`info`',
    'pino log level; `debug` also prints the whole trace of an error that stops the start',
  ),
  APP_VERSION: setting(text, 'package version', "shown in the footer's copyright line"),
  // Who the shop is (footer, /about-us, /contact-us): the demo's values stand in for unset ones.
  SHOP_COMPANY_NAME: setting(
    text,
    'the demo company',
    'company name shown in the footer, /about-us and /contact-us',
  ),
  SHOP_TAX_ID: setting(
    kind('8 digits', z.string().regex(/^\d{8}$/, 'must be a 統一編號 of 8 digits')),
    "the demo's",
    "the company's 統一編號, shown beside its name",
  ),
  SHOP_ADDRESS: setting(text, "the demo's", "the company's address"),
  SHOP_PHONE: setting(text, "the demo's", 'customer-service phone, as written for people (`02-2700-1234`)'),
  SHOP_SERVICE_HOURS: setting(text, "the demo's", 'customer-service hours'),
  SHOP_LINE_ID: setting(text, '`@mirevalab`', 'LINE 官方帳號 id; the add-friend link is made from it'),
  SHOP_FACEBOOK_URL: setting(httpUrl, 'the demo page', "the shop's Facebook page"),
  SHOP_INSTAGRAM_URL: setting(httpUrl, 'the demo account', "the shop's Instagram account"),
  SHOP_YOUTUBE_URL: setting(httpUrl, 'the demo channel', "the shop's YouTube channel"),
  SITE_URL: setting(
    httpUrl,
    '`http://localhost:$PORT`',
    "the shop's own origin in every absolute address (canonical, og:url, og:image, JSON-LD, sitemap.xml, robots.txt, social-login return addresses); never taken from the request's Host. When set, a request on any other host (www. or the bare domain) is answered with a 301 to the same path on `SITE_URL` (`/healthz` and `/readyz` excepted); `X-Forwarded-Host` counts only from a proxy `TRUST_PROXY` names",
  ),
  TRUST_PROXY: setting(
    kind(
      'hop count or list',
      z
        .string()
        .refine(
          (value) => value !== 'true',
          'true would let any client forge its address; give the hop count or the addresses',
        ),
    ),
    'unset (trust none)',
    'proxies whose `X-Forwarded-For`/`-Proto` is believed: a comma-separated list of addresses or CIDR ranges (`10.0.0.0/8,127.0.0.1`), or a hop count (`1`; only when the server is reachable through the proxies alone). `true` is refused',
  ),
  CORS_ORIGINS: setting(list, 'unset', 'comma-separated origins allowed to call the API from another site'),
  RATE_LIMIT_PER_MINUTE: setting(
    wholeNumber,
    '`300`',
    'API requests per minute from one address (429 past it)',
  ),
  REDIS_URL: setting(
    anyUrl,
    'unset',
    'Redis shared by every server process for the rate limit counters (`redis://127.0.0.1:6379`); without it, or while Redis does not answer, each process counts on its own (an outage is logged when it starts and when it ends) and requests never wait for it',
  ),
  REDIS_TIMEOUT_MS: setting(
    positiveWholeNumber,
    '`50`',
    'how long a request waits for Redis before it is counted in its own process instead, in milliseconds; raise it if the log shows short Redis outages under load',
  ),
  PAGE_CACHE_SECONDS: setting(
    seconds,
    '`5`',
    'how long a rendered page is kept for the next guests (requests without credentials); `0` renders every request',
  ),
  PAGE_CDN_SECONDS: setting(
    seconds,
    '`30`',
    'how long a CDN or proxy may send a guest page without asking the shop (`s-maxage`); `0` marks every page `private, no-store`',
  ),
  PAGE_CDN_STALE_SECONDS: setting(
    seconds,
    '`60`',
    'how long after that a CDN may still send the page while it fetches a fresh one (`stale-while-revalidate`)',
  ),
  IMAGE_HOST: setting(
    httpUrl,
    'unset',
    'when set, shop images are loaded from this host (`{host}/upload/{file}`)',
  ),
  API_DOCS: setting(
    trueOrFalse,
    'unset',
    '`true` serves Swagger UI at `/front-stage/v1/docs`; the OpenAPI document at `/front-stage/v1/docs/json` is always served',
  ),
  COMPANY_IP_RANGES: setting(list, 'unset', 'comma-separated CIDR ranges answered `isCompanyIp: true`'),
  WEB_BUILD_DIR: setting(
    text,
    '`apps/web/build`',
    'where `npm run build` writes the storefront and the server reads it; give an absolute path (a private build for benchmarks)',
  ),
  WEB_SOURCEMAP: setting(
    oneOf('1', '0'),
    'unset',
    '`1` makes the build write source maps (to see what a chunk holds)',
  ),

  // The database and the files
  DATABASE_URL: setting(
    anyUrl,
    'unset',
    'PostgreSQL connection string; when unset the embedded PGlite in `$DATA_DIR/db` is used',
  ),
  DATABASE_REPLICA_URL: setting(
    anyUrl,
    'unset',
    'a read replica of `DATABASE_URL` (PostgreSQL only): catalogue and search reads (menus, category lists, product pages, search) go to it; carts, orders, members and checkout stock checks never do',
  ),
  DATA_DIR: setting(
    text,
    '`./data`',
    'embedded database, uploads (with `STORAGE=local`) and the generated one-time-code key',
  ),
  STAFF_CREDENTIALS_FILE: setting(
    text,
    'unset',
    'when the shop starts with no back-office staff, the accounts it makes (the demo staff, or the first owner) are printed once; this file, when set, also gets them as JSON (mode 0600), for the browser tests',
  ),
  DATABASE_PREPARED_STATEMENTS: setting(
    oneOf('on', 'off'),
    '`on`',
    '`off` sends every statement unprepared, for a connection pooler in transaction mode that cannot keep prepared statements; otherwise each PostgreSQL connection prepares a parameterized statement the first time it runs it',
  ),
  STORAGE: setting(
    oneOf('local', 's3'),
    '`local`',
    'where uploads (comment photos, contact attachments) and the resized images made from them are kept: `local` in `$DATA_DIR/uploads` (one machine), `s3` in a bucket of any S3-compatible service (needs `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`), which every machine of the shop reads',
  ),
  S3_ENDPOINT: setting(
    httpUrl,
    'unset',
    'the S3-compatible service (`https://s3.ap-northeast-1.amazonaws.com`, or a self-hosted server), with `STORAGE=s3`',
  ),
  S3_BUCKET: setting(text, 'unset', 'the bucket uploads go to, with `STORAGE=s3`; it must exist'),
  S3_REGION: setting(text, '`us-east-1`', 'the region requests are signed for, with `STORAGE=s3`'),
  S3_ACCESS_KEY_ID: setting(text, 'unset', 'access key id, with `STORAGE=s3`'),
  S3_SECRET_ACCESS_KEY: setting(text, 'unset', 'secret access key, with `STORAGE=s3`'),
  S3_PATH_STYLE: setting(
    trueOrFalse,
    '`false`',
    '`true` addresses objects as `{S3_ENDPOINT}/{bucket}/{key}` (most self-hosted servers) instead of `{bucket}.{S3_ENDPOINT host}/{key}`',
  ),

  // Accounts and messages
  OTP_SECRET: setting(
    text,
    'generated, kept in `$DATA_DIR/otp-secret`',
    'key of the HMAC-SHA256 stored for one-time codes; set it (the same value) when several processes serve the shop',
  ),
  OTP_SENDS_PER_ADDRESS_PER_HOUR: setting(
    wholeNumber,
    '`10`',
    'one-time codes one client address may ask for in an hour (half of it for one purpose); 429 past it',
  ),
  SMS_MAX_PER_HOUR: setting(
    wholeNumber,
    '`300`',
    'shop-wide SMS budget, one-time codes and order confirmations together: past it one-time codes are refused (429), order confirmations go by e-mail only, and an `ALERT` is logged (`alert: "sms-budget-exhausted"`)',
  ),
  SMS_PROVIDER: setting(
    oneOf('outbox', 'mitake'),
    '`outbox`',
    '`outbox` (table + log) or `mitake` (Taiwanese SMS gateway; needs `SMS_USERNAME`, `SMS_PASSWORD`)',
  ),
  SMS_USERNAME: setting(text, 'unset', 'Mitake account (with `SMS_PROVIDER=mitake`)'),
  SMS_PASSWORD: setting(text, 'unset', 'Mitake password (with `SMS_PROVIDER=mitake`)'),
  SMS_API_URL: setting(httpUrl, "Mitake's address", 'Mitake API address (tests point it at a fake)'),
  SMS_OUTBOX_READABLE: setting(
    trueOrFalse,
    'unset',
    '`true` opens `GET /front-stage/v1/dev/sms-outbox/latest?mobile=` (outbox provider only; browser tests use it)',
  ),
  ONE_TIME_DATA_CLEANUP_MINUTES: setting(
    minutes,
    '`15`',
    'how often spent OTP codes, throttle counters, OAuth states and social tickets are deleted (24 h after they expire); `0` turns it off',
  ),
  CONTACT_UPLOAD_MB_PER_DAY: setting(
    megabytes,
    '`200`',
    'attachments the contact form accepts per day, all senders together (429 past it; a message without files still goes through)',
  ),
  OCR_WORKERS: setting(
    positiveWholeNumber,
    '`1`',
    'OCR worker threads reading ingredient photos (ingredient/ocr); each holds its own copy of the language models and uses one core while it reads, so other calls never wait for a photo',
  ),
  OCR_QUEUE_MAX: setting(
    wholeNumber,
    '`4`',
    'photos that may wait for a free OCR worker; past it ingredient/ocr answers 503 at once with a message to try again',
  ),
  SMTP_URL: setting(
    anyUrl,
    'unset',
    'SMTP server for shop mail (contact form, order mail); without it mail stays in the `mail_outbox` table',
  ),
  MAIL_FROM: setting(text, '`no-reply@mireva-lab.example`', 'sender of shop mail'),
  SHOP_MAIL_TO: setting(text, 'unset', "the shop's own inbox (contact form messages)"),

  // Social login
  LINE_CHANNEL_ID: setting(
    text,
    'unset',
    'LINE Login channel; the LINE button shows only when it and the secret are set',
  ),
  LINE_CHANNEL_SECRET: setting(text, 'unset', 'LINE Login channel secret'),
  FACEBOOK_APP_ID: setting(text, 'unset', 'Facebook login app'),
  FACEBOOK_APP_SECRET: setting(text, 'unset', 'Facebook login app secret'),
  GOOGLE_CLIENT_ID: setting(text, 'unset', 'Google login client'),
  OAUTH_REDIRECT_ORIGINS: setting(
    list,
    '`SITE_URL`',
    'comma-separated origins allowed as social-login return addresses (the path must be a callback page)',
  ),
  LINE_AUTHORIZE_URL: setting(
    httpUrl,
    "LINE's address",
    'LINE Login authorize address (tests point it at a fake)',
  ),
  LINE_TOKEN_URL: setting(httpUrl, "LINE's address", 'LINE Login token address (tests point it at a fake)'),
  LINE_JWKS_URL: setting(
    httpUrl,
    "LINE's address",
    'LINE Login signing keys address (tests point it at a fake)',
  ),
  LINE_ISSUER: setting(text, '`https://access.line.me`', 'issuer expected in LINE ID tokens'),
  FACEBOOK_AUTHORIZE_URL: setting(
    httpUrl,
    "Facebook's address",
    'Facebook login dialog address (tests point it at a fake)',
  ),
  FACEBOOK_GRAPH_URL: setting(
    httpUrl,
    "Facebook's Graph API v21.0",
    'Facebook Graph API address (tests point it at a fake)',
  ),
  GOOGLE_AUTHORIZE_URL: setting(
    httpUrl,
    "Google's address",
    'Google login authorize address (tests point it at a fake)',
  ),
  GOOGLE_TOKENINFO_URL: setting(
    httpUrl,
    "Google's address",
    'Google token info address (tests point it at a fake)',
  ),
  GOOGLE_USERINFO_URL: setting(
    httpUrl,
    "Google's address",
    'Google user info address (tests point it at a fake)',
  ),

  // Payments
  PAYMENT_SANDBOX: setting(
    trueOrFalse,
    'on only while neither LINE Pay nor TapPay is configured',
    '`true` offers the built-in sandbox payment page beside real providers, `false` removes it; with `NODE_ENV=production` the server refuses to start while it is on (unless `SHOP_DEMO=true`)',
  ),
  SHOP_DEMO: setting(
    trueOrFalse,
    '`true` when `npm start` runs without `NODE_ENV`',
    'lets the sandbox run under `NODE_ENV=production` for the demo; never set it on a real shop',
  ),
  PAYMENT_COD: setting(trueOrFalse, 'on', '`false` removes cash on 7-ELEVEN pickup'),
  CASH_ON_PICKUP_OPEN_ORDERS_MAX: setting(
    positiveWholeNumber,
    '`3`',
    'cash-on-pickup orders one member may have open (not yet collected); past it create-order answers 409 with a message to pay otherwise',
  ),
  LINE_PAY_CHANNEL_ID: setting(
    text,
    'unset',
    'LINE Pay v3 channel; LINE Pay is offered when it and the secret are set',
  ),
  LINE_PAY_CHANNEL_SECRET: setting(text, 'unset', 'LINE Pay v3 channel secret'),
  LINE_PAY_API_URL: setting(httpUrl, "LINE Pay's sandbox", 'LINE Pay API address'),
  TAPPAY_PARTNER_KEY: setting(
    text,
    'unset',
    'TapPay partner key; cards through pay-by-prime (the card fields on /my_cartlist and on 重新付款) need it, `TAPPAY_MERCHANT_ID`, `TAPPAY_APP_ID` and `TAPPAY_APP_KEY`',
  ),
  TAPPAY_MERCHANT_ID: setting(text, 'unset', "TapPay merchant id (also Google Pay's gateway merchant)"),
  TAPPAY_APP_ID: setting(text, 'unset', "TapPay app id for the card fields' SDK"),
  TAPPAY_APP_KEY: setting(text, 'unset', "TapPay app key for the card fields' SDK"),
  TAPPAY_API_URL: setting(httpUrl, "TapPay's sandbox", 'TapPay API address'),
  TAPPAY_SDK_URL: setting(
    httpUrl,
    "TapPay's TPDirect v5.19.2",
    'TapPay SDK script; its origin is added to the Content-Security-Policy',
  ),
  TAPPAY_INSTALMENTS: setting(
    kind(
      'comma-separated list of 3, 6, 12',
      z
        .string()
        .regex(/^(3|6|12)(\s*,\s*(3|6|12))*$/, 'must list installments among 3, 6 and 12, e.g. 3,6,12'),
    ),
    'unset',
    'the card installments (分期) the merchant has from its bank, e.g. `3,6,12`: the card form offers them with the per-month amount and pay-by-prime sends `instalment`; unset: cards are paid at once',
  ),
  TAPPAY_JKO_MERCHANT_ID: setting(
    text,
    'unset',
    "the TapPay merchant id of JKO Pay (街口支付; TapPay gives each payment method its own merchant id): with TapPay's keys, checkout offers 街口支付 and the footer shows its mark; unset: not offered",
  ),
  TAPPAY_APPLE_MERCHANT_ID: setting(
    text,
    'unset',
    "with the TapPay keys: Apple Pay (Apple's merchant identifier), offered where the browser's SDK says the device can pay",
  ),
  TAPPAY_APPLE_DOMAIN_ASSOCIATION: setting(
    text,
    'unset',
    "Apple's domain association file (its content) served at `/.well-known/apple-developer-merchantid-domain-association`; 404 when unset",
  ),
  TAPPAY_APPLE_DOMAIN_ASSOCIATION_FILE: setting(
    text,
    'unset',
    "the path of Apple's domain association file, when `TAPPAY_APPLE_DOMAIN_ASSOCIATION` is not given",
  ),
  TAPPAY_GOOGLE_MERCHANT_ID: setting(
    text,
    'unset',
    "with the TapPay keys: Google Pay (Google's merchant id; TapPay's is `TAPPAY_MERCHANT_ID`)",
  ),
  GOOGLE_PAY_SCRIPT_URL: setting(
    httpUrl,
    "Google's pay.js",
    'Google Pay script; its origin is added to the Content-Security-Policy',
  ),
  ECPAY_PAYMENT_MERCHANT_ID: setting(
    text,
    'unset',
    'ECPay all-in-one payment merchant; ATM transfer to a virtual account (ATM 轉帳) is offered when it, `ECPAY_PAYMENT_HASH_KEY` and `ECPAY_PAYMENT_HASH_IV` are set; ECPay posts to `{SITE_URL}/front-stage/v1/payments/ecpay/payment-info` and `…/ecpay/notify`',
  ),
  ECPAY_PAYMENT_HASH_KEY: setting(text, 'unset', 'ECPay payment HashKey'),
  ECPAY_PAYMENT_HASH_IV: setting(text, 'unset', 'ECPay payment HashIV'),
  ECPAY_PAYMENT_API_URL: setting(
    httpUrl,
    "ECPay's staging",
    "ECPay payment address (AioCheckOut and QueryTradeInfo); its origin is added to the Content-Security-Policy's form-action",
  ),
  ECPAY_ATM_EXPIRE_DAYS: setting(
    kind(
      'whole number 1-60',
      z.string().regex(/^([1-9]|[1-5]\d|60)$/, 'must be a whole number from 1 to 60'),
    ),
    '`3`',
    "days an ATM order's virtual account may be paid (ECPay's ExpireDate); the unpaid order expires at the end of the last day (Asia/Taipei)",
  ),

  // Invoices, shipping and the jobs
  EINVOICE_PROVIDER: setting(
    oneOf('local', 'ecpay'),
    '`local`',
    '`local` numbers e-invoices itself; `ecpay` issues them through ECPay (needs the three `ECPAY_INVOICE_` keys); an invoice is issued when an order is paid (or its cash collected), voided with its refund, and given an allowance (折讓) by a partial refund',
  ),
  EINVOICE_TRACK: setting(
    z.string().regex(/^[A-Z]{2}$/, 'must be two capital letters'),
    '`AB`',
    "the local provider's invoice track",
  ),
  EINVOICE_RANGE: setting(
    kind('range', z.string().regex(/^\d{8}-\d{8}$/, 'must be two 8-digit numbers, e.g. 12345678-12399999')),
    '`12345678-12399999`',
    "the local provider's number range",
  ),
  ECPAY_INVOICE_MERCHANT_ID: setting(
    text,
    'unset',
    'ECPay e-invoice merchant (with `EINVOICE_PROVIDER=ecpay`)',
  ),
  ECPAY_INVOICE_HASH_KEY: setting(text, 'unset', 'ECPay e-invoice HashKey'),
  ECPAY_INVOICE_HASH_IV: setting(text, 'unset', 'ECPay e-invoice HashIV'),
  ECPAY_INVOICE_API_URL: setting(httpUrl, "ECPay's staging", 'ECPay e-invoice API address'),
  LOGISTICS_PROVIDER: setting(
    oneOf('local', 'ecpay'),
    '`local`',
    "`ecpay` creates the shipment (Express/Create) of every 7-ELEVEN order once it is paid or placed for cash on pickup and opens ECPay's store map (Express/map) from the checkout's 7-ELEVEN picker (needs the `ECPAY_LOGISTICS_` settings below); the local default makes a shipment number itself and its picker searches the shop's own store list",
  ),
  ECPAY_LOGISTICS_MERCHANT_ID: setting(
    text,
    'unset',
    'ECPay logistics merchant (with `LOGISTICS_PROVIDER=ecpay`)',
  ),
  ECPAY_LOGISTICS_HASH_KEY: setting(text, 'unset', 'ECPay logistics HashKey'),
  ECPAY_LOGISTICS_HASH_IV: setting(text, 'unset', 'ECPay logistics HashIV'),
  ECPAY_LOGISTICS_SENDER_NAME: setting(text, 'unset', 'sender name on shipments'),
  ECPAY_LOGISTICS_SENDER_MOBILE: setting(text, 'unset', 'sender mobile on shipments'),
  ECPAY_LOGISTICS_REPLY_URL: setting(
    httpUrl,
    'unset',
    'where ECPay posts shipment notices: `{SITE_URL}/front-stage/v1/logistics/ecpay/notify` (a collected cash-on-pickup parcel is marked paid and invoiced there)',
  ),
  ECPAY_LOGISTICS_API_URL: setting(httpUrl, "ECPay's staging", 'ECPay logistics API address'),
  ECPAY_LOGISTICS_SUB_TYPE: setting(
    oneOf('UNIMARTC2C', 'UNIMART'),
    '`UNIMARTC2C`',
    "ECPay's 7-ELEVEN service of the merchant's contract: `UNIMARTC2C` (交貨便, C2C) or `UNIMART` (B2C); the store map and the shipments use it",
  ),
  LOGISTICS_PICKUP_SIMULATOR: setting(
    trueOrFalse,
    'unset',
    '`true` with the local provider serves `POST /front-stage/v1/logistics/local/picked-up/{ordersn}`, which plays the store reporting a cash-on-pickup parcel collected (development only)',
  ),
  ORDER_EXPIRY_INTERVAL_SECONDS: setting(
    seconds,
    '`60`',
    'how often unpaid orders past their 30 minutes are expired and give back stock, coupon, points and credit (a recurring job, one process at a time; decision 118); `0` turns it off in this process',
  ),
  UNCOLLECTED_PICKUP_INTERVAL_SECONDS: setting(
    seconds,
    '`3600`',
    'how often a cash-on-pickup parcel left uncollected 14 days after it was placed is ended (未取貨) and its stock, coupon, points and credit given back (one process at a time); `0` turns it off',
  ),
  TIER_JOB_INTERVAL_SECONDS: setting(
    seconds,
    '`300`',
    'how often the tier job credits spend and points of orders past their appreciation period, upgrades, renews tier 3 and closes ended tier terms (a recurring job, one process at a time; decision 118); `0` turns it off in this process',
  ),

  // Tracking (page, click and referral events)
  TRACKING_FLUSH_MS: setting(
    positiveWholeNumber,
    '`250`',
    'longest a tracking event waits in the process before its batch is written, in milliseconds',
  ),
  TRACKING_BATCH_ROWS: setting(
    positiveWholeNumber,
    '`500`',
    'tracking rows per INSERT; a batch this big is written at once',
  ),
  TRACKING_RETENTION_MONTHS: setting(
    positiveWholeNumber,
    '`13`',
    'months of tracking events kept (monthly partitions), the current one included',
  ),
  TRACKING_PARTITION_INTERVAL_SECONDS: setting(
    wholeNumber,
    '`21600` (6 h)',
    'how often tracking partitions are made ahead and old ones dropped; `0` only at start',
  ),
  PAGE_TRACKER: setting(
    oneOf('on', 'off'),
    '`on`',
    '`off` turns the page tracker off: pages load no tracker code and make none of its calls (page views, clicks, counted views, UTM visits, the LINE shopping referral calls); error reports and the third-party services keep their own settings',
  ),
  TRACKING_RATE_LIMIT_PER_MINUTE: setting(
    positiveWholeNumber,
    '`600`',
    'requests per minute one client address may send to each tracking call',
  ),

  // Third-party services (storefront.md §1, §2.4): each loads only when set, and only then is its host in the CSP
  TAG_MANAGER_IDS: setting(
    kind(
      'comma-separated list of `GTM-…` ids',
      z
        .string()
        .regex(
          /^GTM-[A-Z0-9]{4,12}(\s*,\s*GTM-[A-Z0-9]{4,12})?$/,
          'must be one or two Google Tag Manager ids (GTM-XXXX), comma-separated',
        ),
    ),
    'unset',
    "Google Tag Manager containers (at most two), loaded after the page is interactive; the data layer gets the shop's ecommerce events",
  ),
  SESSION_RECORDING_ID: setting(
    kind(
      'Clarity project id',
      z
        .string()
        .regex(
          /^[a-z0-9]{6,16}$/,
          'must be a Microsoft Clarity project id (6-16 lower-case letters or digits)',
        ),
    ),
    'unset',
    'Microsoft Clarity project: the session recording',
  ),
  META_PIXEL_ID: setting(
    kind('digits', z.string().regex(/^\d{10,20}$/, 'must be a Meta pixel id (10-20 digits)')),
    'unset',
    'Meta (Facebook) pixel: page views and the ecommerce events under its standard names',
  ),
  LINE_TAG_ID: setting(
    kind(
      'LINE Tag id',
      z.string().regex(/^[0-9a-f-]{36}$/i, 'must be a LINE Tag id (36 characters, hex and dashes)'),
    ),
    'unset',
    'LINE Tag: page views and the purchase conversion',
  ),
  MARKETING_SCRIPT_URL: setting(
    httpUrl,
    'unset',
    'the marketing script, loaded 3 s after the shell for members and never on pay-finish pages; its origin joins the CSP',
  ),
  THIRD_PARTY_CSP_SOURCES: setting(
    list,
    'none',
    'more hosts (`https://host`) the CSP allows for scripts and connections: tags a tag-manager container loads from hosts of its own',
  ),
  // The skin analyzer (issue 24, decision 071): built in, or a provider's hosted widget
  SKIN_ANALYZER: setting(
    oneOf('builtin', 'hosted'),
    '`builtin`',
    "`builtin` analyses the selfie on the shopper's device; `hosted` shows the provider's widget (needs `SKIN_ANALYZER_PARTNER_ID` and `SKIN_ANALYZER_SDK_URL`, whose origin goes in `THIRD_PARTY_CSP_SOURCES`)",
  ),
  SKIN_ANALYZER_PARTNER_ID: setting(text, 'unset', "the hosted skin-analysis widget's partner id"),
  SKIN_ANALYZER_ENV: setting(oneOf('test', 'prod'), '`test`', "the hosted widget's environment"),
  SKIN_ANALYZER_SDK_URL: setting(httpUrl, 'unset', "the hosted widget's script address"),
  // Purchases reported from the server (conversion outbox, issue 25): each platform only when both of its settings are set
  GA4_MEASUREMENT_ID: setting(
    kind('`G-…` id', z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'must be a GA4 measurement id (G-XXXX)')),
    'unset',
    'GA4 property: with `GA4_API_SECRET`, each paid order is reported by the Measurement Protocol',
  ),
  GA4_API_SECRET: setting(text, 'unset', "the GA4 property's Measurement Protocol API secret"),
  GA4_COLLECT_URL: setting(
    httpUrl,
    "Google's address",
    'Measurement Protocol address (tests point it at a fake)',
  ),
  META_CAPI_ACCESS_TOKEN: setting(
    text,
    'unset',
    'with `META_PIXEL_ID`: each paid order is reported by the Conversions API (de-duplicated with the pixel on the order number)',
  ),
  META_GRAPH_URL: setting(httpUrl, "Meta's Graph API v21.0", 'Graph API address (tests point it at a fake)'),
  LINE_CAPI_ACCESS_TOKEN: setting(
    text,
    'unset',
    'with `LINE_TAG_ID`: each paid order is reported by the LINE Conversion API',
  ),
  LINE_CONVERSION_URL: setting(
    httpUrl,
    "LINE's address",
    'LINE Conversion API address (tests point it at a fake)',
  ),
  // The shopping-referral program's order reports (decision 098): on only when all four are set
  LINE_SHOPPING_SHOP_ID: setting(
    text,
    'unset',
    "the shop's id in the shopping-referral program: with the key and both addresses, each order placed under the lineshipping cookie is reported when placed and with its final amount",
  ),
  LINE_SHOPPING_KEY: setting(text, 'unset', "the program's signing key (HMAC-SHA256 of each report)"),
  LINE_SHOPPING_ORDER_URL: setting(
    httpUrl,
    'unset',
    "the program's address for new referred orders (given to partner shops; tests point it at a fake)",
  ),
  LINE_SHOPPING_FINAL_URL: setting(
    httpUrl,
    'unset',
    "the program's address for an order's final amount, 7 days after delivery or when cancelled",
  ),
  CHAT_BUTTON: setting(
    oneOf('line', 'off'),
    '`off`',
    "`line` shows the floating chat button (every page but /my_cartlist), which opens a chat with the shop's LINE 官方帳號 (`SHOP_LINE_ID`) with the member's number filled in",
  ),
} satisfies Record<string, SettingSpec>;

export type SettingName = keyof typeof SETTINGS;
/** The settings as given (checked; unset and empty ones are absent or empty). */
export type Settings = { readonly [K in SettingName]?: string };
/** Where settings come from: the process's environment, or an object in tests. */
export type SettingsSource = Readonly<Record<string, string | undefined>>;

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** One or more settings that fail their check; the message names each. */
export class SettingsError extends Error {
  constructor(readonly problems: { name: SettingName; message: string }[]) {
    super(
      problems.length === 1
        ? `setting ${problems[0]?.message}`
        : `settings:\n${problems.map((problem) => `  - ${problem.message}`).join('\n')}`,
    );
    this.name = 'SettingsError';
  }
}

function problemOf(name: SettingName, value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const result = SETTINGS[name].check.safeParse(trimmed);
  if (result.success) return null;
  const issue = result.error.issues[0]?.message ?? 'is not valid';
  return `${name} ${issue}, got "${value}"`;
}

/** Every setting, checked; throws a SettingsError naming each bad one. */
export function readSettings(source: SettingsSource = process.env): Settings {
  const settings: Partial<Record<SettingName, string>> = {};
  const problems: { name: SettingName; message: string }[] = [];
  for (const name of SETTING_NAMES) {
    const value = source[name];
    const problem = problemOf(name, value);
    if (problem) problems.push({ name, message: problem });
    if (value !== undefined) settings[name] = value;
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}

/** One setting, checked (for a value read per request or at module load). */
export function readSetting(name: SettingName, source: SettingsSource = process.env): string | undefined {
  const value = source[name];
  const problem = problemOf(name, value);
  if (problem) throw new SettingsError([{ name, message: problem }]);
  return value;
}
