// A stand-in for TapPay's web SDK (TPDirect) in the browser suite: the surface the shop uses (setupSDK,
// card.setup, card.onUpdate, card.getTappayFieldsStatus, card.getPrime) with TapPay's field statuses
// (0 valid, 1 empty, 2 invalid, 3 typing). Its fields are plain inputs where TapPay's are frames. Primes
// start with test_ (the fake server takes them once); the test card 4000 0000 0000 0002 gives a prime
// the fake server declines. Served by tappay-fake.ts at /sdk.js.
(() => {
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

  window.TPDirect = {
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
