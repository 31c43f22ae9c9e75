import { describe, expect, it } from 'vitest';
import { makeReferralCookie } from '../page/url-rules.ts';
import {
  firstStackLines,
  pageViewReferrer,
  referralProductOf,
  referralRouteCalls,
  trackedParamsOf,
  utmRecordOf,
} from './events.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('tracked values and the UTM record (§4.6, §5)', () => {
  it('reads the ten tracked parameters, skipping empty ones', () => {
    expect(trackedParamsOf('?utm_source=line&utm_campaign=x&utm_term=&vtm_channel=c&other=1')).toEqual({
      utm_source: 'line',
      utm_campaign: 'x',
      vtm_channel: 'c',
    });
  });

  it('makes a record only when one of the six UTM parameters is present', () => {
    expect(utmRecordOf('https://shop.test/?utm_source=line&utm_campaign=x', 'https://line.me/')).toEqual({
      utm_source: 'line',
      utm_medium: null,
      utm_campaign: 'x',
      utm_term: null,
      utm_content: null,
      notification_id: null,
      source: 'https://shop.test/?utm_source=line&utm_campaign=x',
      referer: 'https://line.me/',
    });
    expect(utmRecordOf('https://shop.test/?notification_id=9', '')?.notification_id).toBe('9');
    expect(utmRecordOf('https://shop.test/?from=app&vtm_channel=c', '')).toBeNull();
    expect(utmRecordOf('https://shop.test/?utm_source=', '')).toBeNull();
  });
});

describe('the page-view referrer (§7.9)', () => {
  it("is the document referrer's path, search and hash", () => {
    expect(pageViewReferrer('https://www.google.com/search?q=serum#top', '/entry')).toBe(
      '/search?q=serum#top',
    );
  });
  it("is the session's first entry path without a referrer", () => {
    expect(pageViewReferrer('', '/product/1?utm_source=line')).toBe('/product/1?utm_source=line');
    expect(pageViewReferrer('', null)).toBeNull();
    expect(pageViewReferrer('not a url', '/entry')).toBe('/entry');
  });
});

describe('shopping-referral calls on a route change (§4.8, clock injected)', () => {
  const setAt = Date.UTC(2026, 10, 28, 2, 0, 0);
  const cookie = makeReferralCookie('ec-1', setAt);

  it('stamps the cookie with now + 8 h', () => {
    expect(cookie.timestamp).toBe(setAt + 8 * HOUR);
  });

  it('updates a member at once, and browses only from 3000 ms after the stamp', () => {
    expect(referralRouteCalls(cookie, setAt + 2999, true)).toEqual({
      updateMember: true,
      browse: false,
      expired: false,
    });
    expect(referralRouteCalls(cookie, setAt + 3000, true)).toEqual({
      updateMember: true,
      browse: true,
      expired: false,
    });
    expect(referralRouteCalls(cookie, setAt + 3000, false)).toEqual({
      updateMember: false,
      browse: true,
      expired: false,
    });
  });

  it('makes no call once now − timestamp is past 24 h, and none without a cookie', () => {
    expect(referralRouteCalls(cookie, setAt + 24 * HOUR, true).expired).toBe(false);
    expect(referralRouteCalls(cookie, setAt + 24 * HOUR + 1, true)).toEqual({
      updateMember: false,
      browse: false,
      expired: true,
    });
    expect(referralRouteCalls(null, setAt, true)).toEqual({
      updateMember: false,
      browse: false,
      expired: false,
    });
  });
});

describe('referral product mapping (§3) and stack lines (§7.9)', () => {
  it('maps a product with discount_price, or 0', () => {
    expect(referralProductOf({ p_id: 3, p_name: '精華', discount_price: 980 })).toEqual({
      product_name: '精華',
      product_type: 'normal',
      product_id: 3,
      product_amount: 980,
    });
    expect(referralProductOf({ p_id: 3, p_name: '精華', discount_price: null }).product_amount).toBe(0);
  });
  it('keeps the first 5 stack lines', () => {
    expect(firstStackLines('a\nb\nc\nd\ne\nf\ng')).toBe('a\nb\nc\nd\ne');
    expect(firstStackLines(undefined)).toBeNull();
  });
});
