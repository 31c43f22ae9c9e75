import { describe, expect, it } from 'vitest';
import { legacyFileName, resolveLegacyRedirect } from './legacy.ts';

const phpRedirects = {
  'news.php': '/news/news-list',
  'gift3-5.php': '/gift3_5',
  'member_2025.php': '/membercenter_2005',
  'about.php': '/about-us',
  'promo.php': '/monthly-campaign?from=legacy',
};

describe('legacyFileName', () => {
  it('takes the last path segment ending in .php', () => {
    expect(legacyFileName('/member/gift3-5.php')).toBe('gift3-5.php');
    expect(legacyFileName('/news.php')).toBe('news.php');
    expect(legacyFileName('/news')).toBeNull();
    expect(legacyFileName('/.php')).toBeNull();
    expect(legacyFileName('/news.php/')).toBeNull();
  });
});

describe('resolveLegacyRedirect', () => {
  it('maps a known file name to its path', () => {
    expect(resolveLegacyRedirect('/gift3-5.php', '', phpRedirects)).toBe('/gift3_5');
    expect(resolveLegacyRedirect('/member/member_2025.php', '', phpRedirects)).toBe('/membercenter_2005');
  });

  it('keeps the query string', () => {
    expect(resolveLegacyRedirect('/about.php', '?utm_source=fb&x=1', phpRedirects)).toBe(
      '/about-us?utm_source=fb&x=1',
    );
    expect(resolveLegacyRedirect('/about.php', 'a=%E8%AD%B7', phpRedirects)).toBe('/about-us?a=%E8%AD%B7');
    expect(resolveLegacyRedirect('/promo.php', '?utm_source=fb', phpRedirects)).toBe(
      '/monthly-campaign?from=legacy&utm_source=fb',
    );
  });

  it('sends news.php?news={id} to /news/{id} and drops the consumed parameter', () => {
    expect(resolveLegacyRedirect('/news.php', '?news=5', phpRedirects)).toBe('/news/5');
    expect(resolveLegacyRedirect('/news.php', '?utm_source=line&news=5&page=2', phpRedirects)).toBe(
      '/news/5?utm_source=line&page=2',
    );
  });

  it('encodes the news value so it stays one path segment', () => {
    expect(resolveLegacyRedirect('/news.php', '?news=../admin', phpRedirects)).toBe('/news/..%2Fadmin');
  });

  it('sends news.php without a news value to its mapped path', () => {
    expect(resolveLegacyRedirect('/news.php', '', phpRedirects)).toBe('/news/news-list');
    expect(resolveLegacyRedirect('/news.php', '?news=&page=2', phpRedirects)).toBe(
      '/news/news-list?news=&page=2',
    );
  });

  it('returns null for unknown, differently cased or non-.php paths', () => {
    expect(resolveLegacyRedirect('/unknown.php', '?a=1', phpRedirects)).toBeNull();
    expect(resolveLegacyRedirect('/News.php', '?news=5', phpRedirects)).toBeNull();
    expect(resolveLegacyRedirect('/about', '', phpRedirects)).toBeNull();
    expect(resolveLegacyRedirect('/news.php', '?news=5', {})).toBeNull();
  });
});
