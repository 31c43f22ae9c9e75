import { describe, expect, it } from 'vitest';
import { learnPath, productPath } from './links.ts';
import { contentImageUrl, uploadSrcSet } from './media.ts';
import { displayPath } from './route-not-found.ts';

describe('contentImageUrl', () => {
  it('keeps absolute addresses and empty values', () => {
    expect(contentImageUrl('https://cdn.test/a.jpg', 'https://img.test')).toBe('https://cdn.test/a.jpg');
    expect(contentImageUrl('', 'https://img.test')).toBe('');
    expect(contentImageUrl(null, null)).toBe('');
  });

  it('sends shop paths to the image host when one is set', () => {
    expect(contentImageUrl('/upload/banners/a.jpg', null)).toBe('/upload/banners/a.jpg');
    expect(contentImageUrl('/upload/banners/a.jpg', 'https://img.test/')).toBe(
      'https://img.test/upload/banners/a.jpg',
    );
    expect(contentImageUrl('/static/a.svg', 'https://img.test')).toBe('/static/a.svg');
  });

  it('reads a bare file name as an upload', () => {
    expect(contentImageUrl('a.jpg', null)).toBe('/upload/a.jpg');
    expect(contentImageUrl('a.jpg', 'https://img.test')).toBe('https://img.test/upload/a.jpg');
  });
});

describe('uploadSrcSet', () => {
  it('lists resized variants of uploads only', () => {
    expect(uploadSrcSet('/upload/a.webp', [320, 640])).toBe(
      '/upload/a.webp?w=320 320w, /upload/a.webp?w=640 640w',
    );
    expect(uploadSrcSet('https://img.test/upload/a.webp', [320])).toBe(
      'https://img.test/upload/a.webp?w=320 320w',
    );
    expect(uploadSrcSet('/upload/a.webp?w=1', [320])).toBeUndefined();
    expect(uploadSrcSet('/images/a.webp', [320])).toBeUndefined();
  });
});

describe('shop paths', () => {
  it('builds article and product links', () => {
    expect(learnPath({ learntype2_rel2: 'acne', learn_rel3: 'how-to' })).toBe('/skincare-advice/acne/how-to');
    expect(productPath('face/serum/10')).toBe('/face/serum/10');
    expect(productPath('')).toBe('/');
  });

  it('shows the requested path decoded', () => {
    expect(displayPath('http://shop.test/search/%E7%B2%BE%E8%8F%AF?x=1')).toBe('/search/精華');
    expect(displayPath('http://shop.test/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});
