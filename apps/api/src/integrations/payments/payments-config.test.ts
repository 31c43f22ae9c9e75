// The sandbox payment page is a demo, not a door (issue 22 §7; docs/decisions/055-what-providers-accept.md).
import { describe, expect, it } from 'vitest';
import { readPaymentsConfig, SANDBOX_IN_PRODUCTION_MESSAGE } from './index.ts';

const LINE_PAY = { LINE_PAY_CHANNEL_ID: '1656000000', LINE_PAY_CHANNEL_SECRET: 'secret' };
const TAPPAY = {
  TAPPAY_PARTNER_KEY: 'partner_key',
  TAPPAY_MERCHANT_ID: 'merchant',
  TAPPAY_APP_ID: '11327',
  TAPPAY_APP_KEY: 'app_key',
};

describe('PAYMENT_SANDBOX', () => {
  it('is on by default only while no real provider is configured', () => {
    expect(readPaymentsConfig({}).sandbox).toBe(true);
    expect(readPaymentsConfig(LINE_PAY).sandbox).toBe(false);
    expect(readPaymentsConfig(TAPPAY).sandbox).toBe(false);
  });

  it('true offers it beside a real provider; false takes it off the demo', () => {
    expect(readPaymentsConfig({ ...LINE_PAY, PAYMENT_SANDBOX: 'true' }).sandbox).toBe(true);
    expect(readPaymentsConfig({ PAYMENT_SANDBOX: 'false' }).sandbox).toBe(false);
  });

  it('NODE_ENV=production refuses to start with it on, naming the setting', () => {
    expect(() => readPaymentsConfig({ NODE_ENV: 'production' })).toThrow(SANDBOX_IN_PRODUCTION_MESSAGE);
    expect(() =>
      readPaymentsConfig({ NODE_ENV: 'production', ...LINE_PAY, PAYMENT_SANDBOX: 'true' }),
    ).toThrow(/^PAYMENT_SANDBOX: /);
    expect(readPaymentsConfig({ NODE_ENV: 'production', ...LINE_PAY }).sandbox).toBe(false);
    expect(readPaymentsConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'false' }).sandbox).toBe(false);
  });

  it('`npm start` without NODE_ENV is the demo (start.mjs sets SHOP_DEMO=true): the sandbox stays', () => {
    expect(readPaymentsConfig({ NODE_ENV: 'production', SHOP_DEMO: 'true' }).sandbox).toBe(true);
  });
});
