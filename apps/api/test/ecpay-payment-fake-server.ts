// The local ECPay payment fake as a process, for the browser suite (e2e/playwright.config.ts starts it with
// tsx): ECPAY_PAYMENT_FAKE_PORT, ECPAY_PAYMENT_MERCHANT_ID, ECPAY_PAYMENT_HASH_KEY and ECPAY_PAYMENT_HASH_IV
// must match the shop's. POST /fake/atm/{MerchantTradeNo}/pay plays the shopper's transfer.
import { startEcpayPaymentFake } from './ecpay-payment-fake.ts';

const port = Number(process.env.ECPAY_PAYMENT_FAKE_PORT);
const merchantId = process.env.ECPAY_PAYMENT_MERCHANT_ID;
const hashKey = process.env.ECPAY_PAYMENT_HASH_KEY;
const hashIv = process.env.ECPAY_PAYMENT_HASH_IV;
if (!port || !merchantId || !hashKey || !hashIv)
  throw new Error(
    'ECPAY_PAYMENT_FAKE_PORT, ECPAY_PAYMENT_MERCHANT_ID, ECPAY_PAYMENT_HASH_KEY and ECPAY_PAYMENT_HASH_IV are required',
  );
const fake = await startEcpayPaymentFake({ merchantId, hashKey, hashIv, port });
console.info(`ECPay payment fake on ${fake.url}`);
