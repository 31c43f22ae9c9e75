import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
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

  it('leaves small or binary bodies alone', () => {
    expect(isCompressible(body, 'application/json; charset=utf-8')).toBe(true);
    expect(isCompressible(body.subarray(0, 1023), 'application/json')).toBe(false);
    expect(isCompressible(body, 'image/webp')).toBe(false);
    expect(isCompressible(body, undefined)).toBe(false);
  });
});
