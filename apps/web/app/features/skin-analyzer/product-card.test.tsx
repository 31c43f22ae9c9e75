// The results panel's card parts that need no browser: the back's sections in the spec's order and the
// stars drawn from the API's star1/star2/star3 counts (member-area §2.7, §3 'Product').
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarCountsRow } from '../catalogue/stars';
import { backSections } from './product-card';
import scan from './scan-animation.json';

describe('backSections', () => {
  it('gives 產品特色, 產品功效, 如何使用 in that order, leaving out the empty ones', () => {
    const all = backSections({
      sell_feature: '<p>a</p>',
      sell_effect: '<p>b</p>',
      sell_application: '<p>c</p>',
    });
    expect(all.map((s) => [s.title, s.html])).toEqual([
      ['產品特色', '<p>a</p>'],
      ['產品功效', '<p>b</p>'],
      ['如何使用', '<p>c</p>'],
    ]);
    const some = backSections({ sell_feature: ' ', sell_effect: '', sell_application: '<p>c</p>' });
    expect(some.map((s) => s.title)).toEqual(['如何使用']);
  });
});

function drawn(html: string) {
  return {
    full: html.match(/data-star="full"/g)?.length ?? 0,
    half: html.match(/data-star="half"/g)?.length ?? 0,
    empty: html.match(/data-star="empty"/g)?.length ?? 0,
    label: /aria-label="([^"]+)"/.exec(html)?.[1],
  };
}

describe('StarCountsRow', () => {
  it('draws the counts as they come: 3 full, 1 half, 1 empty', () => {
    const html = renderToStaticMarkup(<StarCountsRow counts={{ star1: 3, star2: 1, star3: 1 }} />);
    expect(drawn(html)).toMatchObject({ full: 3, half: 1, empty: 1 });
  });

  it('draws five empty stars for no rating and never more than five stars', () => {
    expect(
      drawn(renderToStaticMarkup(<StarCountsRow counts={{ star1: 0, star2: 0, star3: 5 }} />)),
    ).toMatchObject({ full: 0, half: 0, empty: 5 });
    expect(
      drawn(renderToStaticMarkup(<StarCountsRow counts={{ star1: 9, star2: 2, star3: 4 }} />)),
    ).toMatchObject({ full: 5, half: 0, empty: 0 });
    expect(
      drawn(renderToStaticMarkup(<StarCountsRow counts={{ star1: 4, star2: 3, star3: 3 }} />)),
    ).toMatchObject({ full: 4, half: 1, empty: 0 });
  });
});

describe('the analysing animation (scan-animation.json)', () => {
  it('is a 2 s Lottie loop drawn with shapes only: no images, fonts or links to other files', () => {
    expect(scan.fr).toBe(30);
    expect(scan.op - scan.ip).toBe(60);
    expect(scan.assets).toEqual([]);
    expect(scan.layers.every((layer) => layer.ty === 4 && layer.op === scan.op)).toBe(true);
    expect(JSON.stringify(scan)).not.toMatch(/https?:|"u":|"p":"data:/);
  });
});
