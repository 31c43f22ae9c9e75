import { catalogueMessages } from '@shop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

function drawn(value: number) {
  const html = renderToStaticMarkup(<Stars value={value} />);
  const count = (kind: string) => html.split(`data-star="${kind}"`).length - 1;
  return { full: count('full'), half: count('half'), empty: count('empty'), html };
}

describe('Stars', () => {
  it('draws 4.5 as four full stars and a half star, not five', () => {
    const stars = drawn(4.5);
    expect(stars).toMatchObject({ full: 4, half: 1, empty: 0 });
    expect(stars.html).toContain(`aria-label="${catalogueMessages.comments.stars(4.5)}"`);
    expect(stars.html).toContain('aria-label="4.5 顆星"');
  });

  it('rounds other ratings to the nearest half', () => {
    expect(drawn(3.2)).toMatchObject({ full: 3, half: 0, empty: 2 });
    expect(drawn(4.8)).toMatchObject({ full: 5, half: 0, empty: 0 });
    expect(drawn(0)).toMatchObject({ full: 0, half: 0, empty: 5 });
  });
});
