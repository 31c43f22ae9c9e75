import { describe, expect, it } from 'vitest';
import { bannerWords } from './banner-words.ts';

describe('bannerWords', () => {
  it('reads headline, sub line and call to action one per line', () => {
    expect(bannerWords('抗痘調理系列\n限時85折\n立即選購')).toEqual({
      headline: '抗痘調理系列',
      subline: '限時85折',
      callToAction: '立即選購',
    });
  });

  it('gives a one-line title the default call to action and no sub line', () => {
    expect(bannerWords('2025全新會員福利')).toEqual({
      headline: '2025全新會員福利',
      subline: null,
      callToAction: '了解更多',
    });
  });

  it('ignores blank lines, Windows line ends and spaces around lines', () => {
    expect(bannerWords(' 防曬季 \r\n\r\n滿額送全效防曬禮盒\r\n')).toEqual({
      headline: '防曬季',
      subline: '滿額送全效防曬禮盒',
      callToAction: '了解更多',
    });
  });
});
