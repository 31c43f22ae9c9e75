import { describe, expect, it } from 'vitest';
import { privatePageMeta } from './private-page';

describe('privatePageMeta', () => {
  it('names the page once with the brand and keeps it out of search engines', () => {
    expect(privatePageMeta('我的訂單')).toEqual([
      { title: '我的訂單｜米瑞法肌研所' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
  });
});
