// The local TapPay fake as a process, for the browser suite (e2e/playwright.config.ts starts it with tsx):
// TAPPAY_FAKE_PORT, TAPPAY_PARTNER_KEY and TAPPAY_MERCHANT_ID must match the shop's. The shop loads the
// fake SDK from {fake}/sdk.js (TAPPAY_SDK_URL) and Google's pay.js from {fake}/google-pay.js
// (GOOGLE_PAY_SCRIPT_URL); TAPPAY_APPLE_MERCHANT_ID and TAPPAY_GOOGLE_MERCHANT_ID, when set, are the wallet
// merchants this TapPay merchant is set up with; TAPPAY_JKO_MERCHANT_ID is JKO Pay's merchant and
// TAPPAY_INSTALMENTS the card installments the bank enabled.
import { startTapPayFake } from './tappay-fake.ts';

const port = Number(process.env.TAPPAY_FAKE_PORT);
const partnerKey = process.env.TAPPAY_PARTNER_KEY;
const merchantId = process.env.TAPPAY_MERCHANT_ID;
if (!port || !partnerKey || !merchantId)
  throw new Error('TAPPAY_FAKE_PORT, TAPPAY_PARTNER_KEY and TAPPAY_MERCHANT_ID are required');
const instalments = (process.env.TAPPAY_INSTALMENTS ?? '')
  .split(',')
  .map((part) => Number(part.trim()))
  .filter((n) => n > 0);
const fake = await startTapPayFake(partnerKey, merchantId, {
  port,
  instalments,
  ...(process.env.TAPPAY_JKO_MERCHANT_ID ? { jkoMerchantId: process.env.TAPPAY_JKO_MERCHANT_ID } : {}),
  ...(process.env.TAPPAY_APPLE_MERCHANT_ID ? { appleMerchantId: process.env.TAPPAY_APPLE_MERCHANT_ID } : {}),
  ...(process.env.TAPPAY_GOOGLE_MERCHANT_ID
    ? { googleMerchantId: process.env.TAPPAY_GOOGLE_MERCHANT_ID }
    : {}),
});
console.info(`TapPay fake on ${fake.url}`);
