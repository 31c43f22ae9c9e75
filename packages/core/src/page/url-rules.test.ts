import { describe, expect, it } from 'vitest';
import {
  decodeEncodedSeparators,
  isReferralBrowseDue,
  isReferralExpired,
  makeReferralCookie,
  parseReferralCookie,
  productImageUrl,
  referralCookieValue,
  referralSetCookie,
  rewriteImageSrc,
  shouldReloadAfterChunkError,
} from './url-rules.ts';

describe('decodeEncodedSeparators', () => {
  it('decodes %3D and %26 in either case', () => {
    expect(decodeEncodedSeparators('https://shop.test/lp?utm_source%3Dfb%26utm_medium%3Dcpc')).toBe(
      'https://shop.test/lp?utm_source=fb&utm_medium=cpc',
    );
    expect(decodeEncodedSeparators('/a?x%3d1%26y%3d2')).toBe('/a?x=1&y=2');
  });

  it('leaves other escapes alone', () => {
    expect(decodeEncodedSeparators('/search/%E4%B9%B3%E6%B6%B2?q%3D1')).toBe(
      '/search/%E4%B9%B3%E6%B6%B2?q=1',
    );
  });

  it('returns null when there is nothing to decode', () => {
    expect(decodeEncodedSeparators('/search/%E4%B9%B3?a=1&b=2')).toBeNull();
    expect(decodeEncodedSeparators('/x?v=%253D')).toBeNull();
  });
});

describe('shouldReloadAfterChunkError', () => {
  it('reloads the first time and once the 10 s window has passed', () => {
    expect(shouldReloadAfterChunkError(null, 1000)).toBe(true);
    expect(shouldReloadAfterChunkError(50_000, 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(50_000, 60_000)).toBe(true);
  });
});

describe('rewriteImageSrc', () => {
  const host = 'https://img.test';
  const shop = ['https://shop.test', 'www.shop.test'];

  it('rewrites each image-host path prefix', () => {
    expect(rewriteImageSrc('/userfiles2/a.jpg', host, shop)).toBe('https://img.test/userfiles2/a.jpg');
    expect(rewriteImageSrc('/userfiles/b/c.png', host, shop)).toBe('https://img.test/userfiles/b/c.png');
    expect(rewriteImageSrc('/upload/p1.jpg', host, shop)).toBe('https://img.test/upload/p1.jpg');
    expect(rewriteImageSrc('/images/logo.svg', host, shop)).toBe('https://img.test/images/logo.svg');
    expect(rewriteImageSrc('/Images/Logo.svg', `${host}/`, shop)).toBe('https://img.test/Images/Logo.svg');
  });

  it('rewrites absolute links to the shop domain, any scheme, keeping the query', () => {
    expect(rewriteImageSrc('https://shop.test/banner/x.jpg?v=2', host, shop)).toBe(
      'https://img.test/banner/x.jpg?v=2',
    );
    expect(rewriteImageSrc('http://www.shop.test/a.jpg', host, shop)).toBe('https://img.test/a.jpg');
    expect(rewriteImageSrc('//shop.test/a.jpg', host, shop)).toBe('https://img.test/a.jpg');
  });

  it('leaves other sources alone', () => {
    expect(rewriteImageSrc('/assets/a.jpg', host, shop)).toBeNull();
    expect(rewriteImageSrc('/IMAGES/a.jpg', host, shop)).toBeNull();
    expect(rewriteImageSrc('https://cdn.other.test/a.jpg', host, shop)).toBeNull();
    expect(rewriteImageSrc('https://img.test/upload/a.jpg', host, shop)).toBeNull();
    expect(rewriteImageSrc('data:image/png;base64,AAAA', host, shop)).toBeNull();
    expect(rewriteImageSrc('upload/a.jpg', host, shop)).toBeNull();
  });

  it('does nothing without an image host or when the result is unchanged', () => {
    expect(rewriteImageSrc('/upload/a.jpg', '', shop)).toBeNull();
    expect(rewriteImageSrc('https://shop.test/a.jpg', 'https://shop.test', shop)).toBeNull();
  });
});

describe('productImageUrl', () => {
  it('uses the default image when the value is missing', () => {
    expect(productImageUrl(undefined)).toBe('/default-product.jpg');
    expect(productImageUrl(null, 'https://img.test')).toBe('/default-product.jpg');
    expect(productImageUrl('  ')).toBe('/default-product.jpg');
  });

  it('keeps values starting with http', () => {
    expect(productImageUrl('https://cdn.test/p.jpg', 'https://img.test')).toBe('https://cdn.test/p.jpg');
  });

  it('puts file names under the upload path', () => {
    expect(productImageUrl('p1.jpg')).toBe('/upload/p1.jpg');
    expect(productImageUrl('p1.jpg', 'https://img.test/')).toBe('https://img.test/upload/p1.jpg');
    expect(productImageUrl('/p1.jpg', 'https://img.test')).toBe('https://img.test/upload/p1.jpg');
  });
});

describe('referral cookie', () => {
  const setAt = Date.UTC(2025, 0, 1, 0, 0, 0);
  const eightHours = 8 * 60 * 60 * 1000;

  it('stores the ecid with a timestamp of now + 8 h', () => {
    expect(makeReferralCookie('ec123', setAt)).toEqual({ ecid: 'ec123', timestamp: setAt + eightHours });
    expect(decodeURIComponent(referralCookieValue('ec123', setAt))).toBe(
      `{"ecid":"ec123","timestamp":${setAt + eightHours}}`,
    );
  });

  it('lives 86400 s', () => {
    expect(referralSetCookie('ec1', setAt)).toBe(
      `lineshipping=${referralCookieValue('ec1', setAt)}; Max-Age=86400; Path=/; SameSite=Lax`,
    );
  });

  it('parses back what it wrote and refuses anything else', () => {
    expect(parseReferralCookie(referralCookieValue('ec;1', setAt))).toEqual({
      ecid: 'ec;1',
      timestamp: setAt + eightHours,
    });
    expect(parseReferralCookie('%7B%22ecid%22%3A%22%22%2C%22timestamp%22%3A1%7D')).toBeNull();
    expect(parseReferralCookie('not-json')).toBeNull();
    expect(parseReferralCookie('%E0%A4%A')).toBeNull();
    expect(parseReferralCookie('null')).toBeNull();
    expect(parseReferralCookie(undefined)).toBeNull();
  });

  it('expires when more than 24 h have passed since it was set', () => {
    const cookie = makeReferralCookie('ec1', setAt);
    const day = 24 * 60 * 60 * 1000;
    expect(isReferralExpired(cookie, setAt + day)).toBe(false);
    expect(isReferralExpired(cookie, setAt + day + 1)).toBe(true);
  });

  it('is due for a browse event 3000 ms after it was set', () => {
    const cookie = makeReferralCookie('ec1', setAt);
    expect(isReferralBrowseDue(cookie, setAt + 2999)).toBe(false);
    expect(isReferralBrowseDue(cookie, setAt + 3000)).toBe(true);
  });
});
