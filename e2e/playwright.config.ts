import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STAFF_CREDENTIALS_FILE } from './fixtures/staff';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
// Every run starts the shop on a fresh embedded database, so tests see exactly the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));

// The LINE Pay fake listens beside the shop; test credentials only.
const linePayFakePort = port + 1000;
const linePayFakeUrl = `http://127.0.0.1:${linePayFakePort}`;
const LINE_PAY_CHANNEL = {
  LINE_PAY_CHANNEL_ID: '1656000000',
  LINE_PAY_CHANNEL_SECRET: 'e2e-fake-channel-secret',
};

// The TapPay fake (API and a fake of its browser SDK at /sdk.js) listens one port further; test keys only.
const tapPayFakePort = port + 1001;
const tapPayFakeUrl = `http://127.0.0.1:${tapPayFakePort}`;
const TAPPAY_MERCHANT = {
  TAPPAY_PARTNER_KEY: 'partner_e2e_fake_key',
  TAPPAY_MERCHANT_ID: 'mireva_e2e_CTBC',
  // The wallet merchants this TapPay merchant is set up with (specs/checkout/wallets.spec.ts).
  TAPPAY_APPLE_MERCHANT_ID: 'merchant.example.mireva.e2e',
  TAPPAY_GOOGLE_MERCHANT_ID: 'BCR2DN4TE2EFAKE0',
  // JKO Pay's own TapPay merchant, and the card installments the merchant's bank gives
  // (specs/checkout/jko-instalments.spec.ts).
  TAPPAY_JKO_MERCHANT_ID: 'mireva_e2e_JKOPAY',
  TAPPAY_INSTALMENTS: '3,6,12',
};

// A marketing vendor's script host (fixtures/marketing-fake-server.ts), two ports further.
const marketingFakePort = port + 1002;
const marketingScriptUrl = `http://127.0.0.1:${marketingFakePort}/marketing.js`;

// The ECPay payment fake (ATM virtual accounts), three ports further; ECPay's published test merchant.
const ecpayPaymentFakePort = port + 1003;
const ECPAY_PAYMENT_FAKE_URL = `http://127.0.0.1:${ecpayPaymentFakePort}`;
const ECPAY_PAYMENT_MERCHANT = {
  ECPAY_PAYMENT_MERCHANT_ID: '3002607',
  ECPAY_PAYMENT_HASH_KEY: 'pwFHCqoQZGmho4w6',
  ECPAY_PAYMENT_HASH_IV: 'EkRm7iFT261dpevs',
};

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI's two workers share two cores with the shop and Chromium: axe on a long page can take 20 s there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
    {
      // The 390 px phone runs only the tests tagged @phone: those whose page differs on a phone (header,
      // drawer, cart preview and bar, checkout form, member center, first paint, axe). The rest walk the
      // same code at 1280 px; running them twice doubled CI's slowest step for no new finding.
      name: 'mobile',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions: chromium,
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // A local LINE Pay (apps/api/test/linepay-fake.ts) the shop below is configured to use.
          command: 'npx tsx ../apps/api/test/linepay-fake-server.ts',
          url: `${linePayFakeUrl}/healthz`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: { LINE_PAY_FAKE_PORT: String(linePayFakePort), ...LINE_PAY_CHANNEL },
        },
        {
          // A local TapPay (apps/api/test/tappay-fake.ts): pay-by-prime, refunds, wallet primes and the fake SDK.
          command: 'npx tsx ../apps/api/test/tappay-fake-server.ts',
          url: `${tapPayFakeUrl}/healthz`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: { TAPPAY_FAKE_PORT: String(tapPayFakePort), ...TAPPAY_MERCHANT },
        },
        {
          // A local ECPay all-in-one payment (apps/api/test/ecpay-payment-fake.ts): ATM numbers and transfers.
          command: 'npx tsx ../apps/api/test/ecpay-payment-fake-server.ts',
          url: `${ECPAY_PAYMENT_FAKE_URL}/healthz`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: { ECPAY_PAYMENT_FAKE_PORT: String(ecpayPaymentFakePort), ...ECPAY_PAYMENT_MERCHANT },
        },
        {
          command: 'npx tsx fixtures/marketing-fake-server.ts',
          url: `http://127.0.0.1:${marketingFakePort}/healthz`,
          timeout: 60_000,
          reuseExistingServer: false,
          env: { MARKETING_FAKE_PORT: String(marketingFakePort) },
        },
        {
          command: 'node ../apps/server/start.mjs',
          url: `${baseURL}/healthz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: {
            PORT: String(port),
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            // No NODE_ENV: start.mjs runs the demo (production builds), where the sandbox payment page the
            // checkout specs pay with may stay beside LINE Pay and cards (PAYMENT_SANDBOX=true).
            PAYMENT_SANDBOX: 'true',
            // The account specs read one-time codes from the SMS outbox (GET dev/sms-outbox/latest).
            SMS_OUTBOX_READABLE: 'true',
            // The back-office specs sign in as the demo staff made at first start (fixtures/staff.ts).
            STAFF_CREDENTIALS_FILE,
            // Every spec comes from 127.0.0.1: the per-address code limit is for the whole suite here.
            OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000',
            // …and so is the per-address request limit (300 a minute), which two workers of checkout,
            // cart and gift specs pass in a minute; the limit itself is tested in the API suite.
            RATE_LIMIT_PER_MINUTE: '100000',
            // LINE Pay is offered, against the local fake above (specs/checkout).
            ...LINE_PAY_CHANNEL,
            LINE_PAY_API_URL: linePayFakeUrl,
            // Cards are offered too, through the TapPay fake and its SDK (specs/checkout/card.spec.ts).
            ...TAPPAY_MERCHANT,
            TAPPAY_APP_ID: '11327',
            TAPPAY_APP_KEY: 'app_e2e_fake_key',
            TAPPAY_API_URL: tapPayFakeUrl,
            TAPPAY_SDK_URL: `${tapPayFakeUrl}/sdk.js`,
            // …and Apple Pay and Google Pay (TAPPAY_MERCHANT's wallet merchants); Google's pay.js from the fake.
            GOOGLE_PAY_SCRIPT_URL: `${tapPayFakeUrl}/google-pay.js`,
            // ATM transfers through the ECPay fake (specs/checkout/atm.spec.ts).
            ...ECPAY_PAYMENT_MERCHANT,
            ECPAY_PAYMENT_API_URL: ECPAY_PAYMENT_FAKE_URL,
            // The marketing script of storefront.md §2.4 from its fake host (specs/shell/third-party.spec.ts).
            MARKETING_SCRIPT_URL: marketingScriptUrl,
          },
        },
      ],
});
