import { brotliCompressSync, brotliDecompressSync, gunzipSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BROTLI_WINDOW_BITS,
  brotliWindowBitsFor,
  compressBody,
  isCompressible,
  KEPT_ANSWER_LEVEL,
  PER_REQUEST_LEVEL,
  preferredEncoding,
} from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
  });

  it('reads each header afresh when it changes between requests', () => {
    const headers = [
      'gzip, deflate, br',
      'gzip, deflate, br',
      'gzip',
      'br;q=0, gzip',
      'gzip, deflate, br',
      'x',
    ];
    expect(headers.map(preferredEncoding)).toEqual(['br', 'br', 'gzip', 'gzip', 'br', 'identity']);
  });
});

describe('compressBody', () => {
  const body = Buffer.from(
    JSON.stringify({ lines: Array.from({ length: 60 }, (_, i) => ({ id: i, name: '精華液' })) }),
  );

  it('gives bodies that decode to the same bytes, at either level', () => {
    for (const level of [PER_REQUEST_LEVEL, KEPT_ANSWER_LEVEL]) {
      expect(brotliDecompressSync(compressBody(body, 'br', level))).toEqual(body);
      expect(gunzipSync(compressBody(body, 'gzip', level))).toEqual(body);
    }
    expect(compressBody(body, 'br', PER_REQUEST_LEVEL).length).toBeLessThan(body.length / 4);
  });

  it('takes the smallest brotli window that holds the body, with the same bytes as the full window', () => {
    expect(brotliWindowBitsFor(100)).toBe(10);
    expect(brotliWindowBitsFor(1_008)).toBe(10);
    expect(brotliWindowBitsFor(1_009)).toBe(11);
    expect(brotliWindowBitsFor(7_268)).toBe(13);
    expect(brotliWindowBitsFor(10_000_000)).toBe(BROTLI_WINDOW_BITS);
    const fullWindow = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_LEVEL.brotliQuality,
        [zlib.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    });
    expect(compressBody(body, 'br', PER_REQUEST_LEVEL).length).toBe(fullWindow.length);
  });

  it('leaves small or binary bodies alone', () => {
    expect(isCompressible(body, 'application/json; charset=utf-8')).toBe(true);
    expect(isCompressible(body.subarray(0, 1023), 'application/json')).toBe(false);
    expect(isCompressible(body, 'image/webp')).toBe(false);
    expect(isCompressible(body, undefined)).toBe(false);
  });
});
