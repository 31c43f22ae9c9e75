// The local TapPay fake as a process, for the browser suite (e2e/playwright.config.ts starts it with tsx):
// TAPPAY_FAKE_PORT, TAPPAY_PARTNER_KEY and TAPPAY_MERCHANT_ID must match the shop's. The shop loads the
// fake SDK from {fake}/sdk.js (TAPPAY_SDK_URL).
import { startTapPayFake } from './tappay-fake.ts';

const port = Number(process.env.TAPPAY_FAKE_PORT);
const partnerKey = process.env.TAPPAY_PARTNER_KEY;
const merchantId = process.env.TAPPAY_MERCHANT_ID;
if (!port || !partnerKey || !merchantId)
  throw new Error('TAPPAY_FAKE_PORT, TAPPAY_PARTNER_KEY and TAPPAY_MERCHANT_ID are required');
const fake = await startTapPayFake(partnerKey, merchantId, { port });
console.info(`TapPay fake on ${fake.url}`);
