import { describe, expect, it } from 'vitest';
import { pagesMessages } from './pages.ts';
import { shellMessages } from './shell.ts';

describe('titleWithBrand', () => {
  const brand = shellMessages.brandName;

  it('adds the brand after the page title', () => {
    expect(pagesMessages.titleWithBrand('維他命C亮白系列', brand)).toBe('維他命C亮白系列｜米瑞法肌研所');
  });

  it('does not double the brand of a title that already carries it (issue 10)', () => {
    expect(pagesMessages.titleWithBrand('品牌故事｜米瑞法肌研所', brand)).toBe('品牌故事｜米瑞法肌研所');
    expect(
      pagesMessages.titleWithBrand('15%維他命C亮白精華 20ml｜維他命C亮白系列｜米瑞法肌研所', brand),
    ).toBe('15%維他命C亮白精華 20ml｜維他命C亮白系列｜米瑞法肌研所');
    expect(pagesMessages.titleWithBrand(brand, brand)).toBe(brand);
  });
});
