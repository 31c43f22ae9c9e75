// A stand-in for TapPay's web SDK (TPDirect) in the browser suite: the surface the shop uses (setupSDK,
// card.setup, card.onUpdate, card.getTappayFieldsStatus, card.getPrime) with TapPay's field statuses
// (0 valid, 1 empty, 2 invalid, 3 typing). Its fields are plain inputs where TapPay's are frames. Primes
// start with test_ (the fake server takes them once); the test card 4000 0000 0000 0002 gives a prime
// the fake server declines. Served by tappay-fake.ts at /sdk.js.
//
// Wallets: paymentRequestApi (Apple Pay: setupApplePay, checkAvailability, setupPaymentRequest, getPrime) and
// googlePay (setupGooglePay, setupPaymentRequest, setupTransactionPrice, getPrime). A test decides whether the
// device can pay with window.TAPPAY_FAKE_WALLETS = { applePay: false, googlePay: false } (an init script;
// both can by default). getPrime shows a sheet (a dialog named after the wallet, with the label and amount it
// was given) whose 付款 button gets a prime from the fake server for that amount and merchant, and whose
// 取消 button answers the way a closed sheet does.
(() => {
  const FAKE_ORIGIN = new URL(document.currentScript.src).origin;
  const walletsAvailable = () => ({ applePay: true, googlePay: true, ...window.TAPPAY_FAKE_WALLETS });
  const wallets = { apple: null, appleRequest: null, google: null, googlePrice: null };

  /** The sheet: resolves with true (approved) or false (closed). */
  function showSheet(name, label, amount) {
    return new Promise((resolve) => {
      const sheet = document.createElement('div');
      sheet.setAttribute('role', 'dialog');
      sheet.setAttribute('aria-label', name);
      sheet.dataset.testid = 'wallet-sheet';
      sheet.style.cssText =
        'position:fixed;inset:auto 0 0 0;z-index:2147483647;background:#fff;border-top:1px solid #000;padding:16px;font:16px sans-serif';
      const line = document.createElement('p');
      line.dataset.testid = 'wallet-sheet-line';
      line.textContent = `${label} TWD ${amount}`;
      const pay = document.createElement('button');
      pay.type = 'button';
      pay.textContent = '付款';
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = '取消';
      const close = (approved) => {
        sheet.remove();
        resolve(approved);
      };
      pay.addEventListener('click', () => close(true));
      cancel.addEventListener('click', () => close(false));
      sheet.append(line, pay, cancel);
      document.body.append(sheet);
    });
  }

  async function walletPrime(query) {
    const response = await fetch(`${FAKE_ORIGIN}/sdk/wallet-prime?${new URLSearchParams(query)}`);
    return response.json();
  }

  const DECLINED_CARD = '4000000000000002';
  const sdk = { appId: null, fields: null, listeners: [] };
  const values = { number: '', expiry: '', ccv: '' };

  const digitsOf = (text) => text.replace(/[\s/-]/g, '');
  function luhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return sum % 10 === 0;
  }
  function numberStatus() {
    const d = digitsOf(values.number);
    if (d === '') return 1;
    if (!/^\d+$/.test(d)) return 2;
    if (d.length < 16) return 3;
    return d.length <= 19 && luhn(d) ? 0 : 2;
  }
  function expiryStatus() {
    const d = digitsOf(values.expiry);
    if (d === '') return 1;
    if (!/^\d+$/.test(d)) return 2;
    if (d.length < 4) return 3;
    const month = Number(d.slice(0, 2));
    const year = 2000 + Number(d.slice(2, 4));
    const now = new Date();
    if (d.length > 4 || month < 1 || month > 12) return 2;
    return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1) ? 0 : 2;
  }
  function ccvStatus() {
    const d = values.ccv.trim();
    if (d === '') return 1;
    if (!/^\d+$/.test(d) || d.length > 4) return 2;
    return d.length >= 3 ? 0 : 3;
  }
  function cardType() {
    const d = digitsOf(values.number);
    if (/^4/.test(d)) return 'visa';
    if (/^5[1-5]/.test(d)) return 'mastercard';
    if (/^35/.test(d)) return 'jcb';
    if (/^3[47]/.test(d)) return 'amex';
    return 'unknown';
  }
  function fieldsStatus() {
    const status = { number: numberStatus(), expiry: expiryStatus(), ccv: ccvStatus() };
    const all = [status.number, status.expiry, status.ccv];
    return {
      cardType: cardType(),
      canGetPrime: all.every((s) => s === 0),
      hasError: all.some((s) => s === 2),
      status,
    };
  }
  const elementOf = (target) => (typeof target === 'string' ? document.querySelector(target) : target);
  function field(name, options, autocomplete) {
    const host = elementOf(options.element);
    if (!host) throw new Error(`TPDirect fake: no element for ${name}`);
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = autocomplete;
    input.placeholder = options.placeholder || '';
    input.dataset.tappayField = name;
    input.style.cssText = 'all:unset;width:100%;font:inherit;color:inherit';
    input.addEventListener('input', () => {
      values[name] = input.value;
      const update = fieldsStatus();
      for (const listener of sdk.listeners) listener(update);
    });
    host.replaceChildren(input);
  }

  const paymentRequestApi = {
    setupApplePay(setting) {
      if (!/^merchant\./.test(setting?.merchantIdentifier ?? ''))
        throw new Error('TPDirect fake: setupApplePay needs merchantIdentifier (merchant.…)');
      wallets.apple = setting;
    },
    checkAvailability() {
      return walletsAvailable().applePay;
    },
    setupPaymentRequest(data, callback) {
      if (sdk.appId === null) throw new Error('TPDirect fake: setupSDK first');
      if (!data.supportedMethods?.includes('apple_pay') || data.total?.amount?.currency !== 'TWD')
        throw new Error('TPDirect fake: a TWD total and apple_pay in supportedMethods are required');
      if (!/^\d+(\.\d+)?$/.test(data.total.amount.value))
        throw new Error('TPDirect fake: total.amount.value is a decimal string');
      wallets.appleRequest = data;
      const available = walletsAvailable().applePay;
      setTimeout(
        () => callback({ browserSupportPaymentRequest: available, canMakePaymentWithActiveCard: available }),
        20,
      );
    },
    getPrime(callback) {
      const request = wallets.appleRequest;
      if (!request || !wallets.apple)
        throw new Error('TPDirect fake: setupApplePay and setupPaymentRequest first');
      const amount = request.total.amount.value;
      showSheet('Apple Pay', request.total.label, amount).then(async (approved) => {
        if (!approved) return callback({ status: 2, msg: 'User canceled the payment sheet' });
        const result = await walletPrime({
          wallet: 'apple_pay',
          amount,
          merchant: wallets.apple.merchantIdentifier,
        });
        callback({ ...result, total_amount: amount, methodName: 'apple_pay' });
      });
    },
  };

  const googlePay = {
    setupGooglePay(setting) {
      if (!window.google?.payments) throw new Error("TPDirect fake: Google's pay.js is not loaded");
      if (!setting?.googleMerchantId || !setting.tappayGoogleMerchantId || !setting.merchantName)
        throw new Error(
          'TPDirect fake: setupGooglePay needs googleMerchantId, tappayGoogleMerchantId, merchantName',
        );
      wallets.google = setting;
    },
    setupPaymentRequest(request, callback) {
      if (!wallets.google) throw new Error('TPDirect fake: setupGooglePay first');
      if (request.price !== undefined)
        wallets.googlePrice = { price: request.price, currency: request.currency };
      const canUseGooglePay = walletsAvailable().googlePay;
      setTimeout(() => callback(null, { canUseGooglePay }), 20);
    },
    setupTransactionPrice(price) {
      if (price.currency !== 'TWD' || !/^\d+(\.\d+)?$/.test(price.price))
        throw new Error('TPDirect fake: setupTransactionPrice needs a TWD price string');
      wallets.googlePrice = price;
    },
    getPrime(callback) {
      const price = wallets.googlePrice;
      if (!wallets.google || !price) throw new Error('TPDirect fake: setupGooglePay and a price first');
      showSheet('Google Pay', wallets.google.merchantName, price.price).then(async (approved) => {
        if (!approved)
          return callback({ status: 2, msg: 'CANCELED', originalError: { statusCode: 'CANCELED' } }, null);
        const result = await walletPrime({
          wallet: 'google_pay',
          amount: price.price,
          merchant: wallets.google.googleMerchantId,
          tappay_merchant: wallets.google.tappayGoogleMerchantId,
        });
        if (result.status !== 0) return callback({ status: result.status, msg: result.msg }, null);
        callback(null, result.prime, { card_info: { lastfour: '1111' } });
      });
    },
  };

  // JKO Pay: getPrime(callback(error, prime)) answers a prime the fake server takes once, for JKO Pay's
  // merchant only (the approval is on the JKO page pay-by-prime's payment_url shows).
  const jkoPay = {
    getPrime(callback) {
      if (sdk.appId === null) throw new Error('TPDirect fake: setupSDK first');
      setTimeout(() => callback(null, `test_jko_${Math.random().toString(36).slice(2)}`), 20);
    },
  };

  window.TPDirect = {
    paymentRequestApi,
    googlePay,
    jkoPay,
    setupSDK(appId, appKey, serverType) {
      if (!appId || !appKey || !['sandbox', 'production'].includes(serverType))
        throw new Error('TPDirect fake: setupSDK needs appId, appKey and serverType');
      sdk.appId = appId;
    },
    card: {
      setup(config) {
        if (sdk.appId === null) throw new Error('TPDirect fake: setupSDK first');
        field('number', config.fields.number, 'cc-number');
        field('expiry', config.fields.expirationDate, 'cc-exp');
        field('ccv', config.fields.ccv, 'cc-csc');
        sdk.fields = config.fields;
      },
      onUpdate(listener) {
        sdk.listeners.push(listener);
      },
      getTappayFieldsStatus: fieldsStatus,
      getPrime(callback) {
        setTimeout(() => {
          const status = fieldsStatus();
          if (!status.canGetPrime) {
            callback({ status: 2, msg: 'Invalid card fields' });
            return;
          }
          const number = digitsOf(values.number);
          const random = Math.random().toString(36).slice(2);
          const prime = number === DECLINED_CARD ? `test_declined_${random}` : `test_${random}`;
          callback({
            status: 0,
            msg: '',
            card: { prime, bincode: number.slice(0, 6), lastfour: number.slice(-4), type: 1, funding: 0 },
          });
        }, 50);
      },
    },
  };
})();
