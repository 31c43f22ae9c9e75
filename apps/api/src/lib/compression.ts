// Compressing an answer body in one synchronous call: the answers kept in memory (once per lifetime, at
// the best quality) and the API answers built per request (at a fast quality). A synchronous call on a
// few kilobytes costs a third of @fastify/compress's per-answer stream (26 µs instead of 75 µs of CPU
// for a 5 KB JSON answer at brotli quality 1, measured with process.cpuUsage).
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

export type Encoding = 'identity' | 'br' | 'gzip';

/** Answers this small are sent as they are, as @fastify/compress does below its threshold (1 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /json|text|xml/;

export function isCompressible(body: Buffer, contentType: string | undefined): boolean {
  return body.length >= COMPRESS_THRESHOLD_BYTES && COMPRESSIBLE_TYPE.test(contentType ?? '');
}

export interface CompressionLevel {
  brotliQuality: number;
  gzipLevel: number;
}

/** Compressed once per lifetime, so the best compression is affordable. */
export const KEPT_ANSWER_LEVEL: CompressionLevel = { brotliQuality: 9, gzipLevel: 9 };
/**
 * Answers compressed on every request (the cart summary, member answers): brotli quality 1 costs about
 * 75 % of quality 2's CPU for 8 % more bytes on the 7 KB cart summary.
 */
export const PER_REQUEST_LEVEL: CompressionLevel = { brotliQuality: 1, gzipLevel: 1 };
/**
 * Brotli window of 2^18 bytes (256 KB) instead of the default 4 MB, which each call allocated and
 * cleared: the same bytes for anything smaller than the window, about a third less CPU on small answers.
 */
export const BROTLI_WINDOW_BITS = 18;
/** Brotli's smallest window (2^10 bytes). */
const BROTLI_MIN_WINDOW_BITS = 10;

/**
 * The smallest window that holds the whole body, at most BROTLI_WINDOW_BITS: a body never refers back
 * further than its own length, so the bytes are the same and a 7 KB answer costs about 10 % less CPU
 * than with the 256 KB window (less state to set up per call). Brotli's window is 2^bits − 16 bytes.
 */
export function brotliWindowBitsFor(length: number): number {
  const bits = Math.ceil(Math.log2(length + 16));
  return Math.min(Math.max(bits, BROTLI_MIN_WINDOW_BITS), BROTLI_WINDOW_BITS);
}

export function compressBody(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  level: CompressionLevel,
): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: level.brotliQuality,
          [zlib.BROTLI_PARAM_LGWIN]: brotliWindowBitsFor(body.length),
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: level.gzipLevel });
}

/**
 * The encoding an answer is sent in: brotli, else gzip, when the client accepts it, else none. An
 * encoding refused with q=0 is not used; `*` stands for gzip.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  // A browser sends the same header on every request: its last reading is reused (the header's text
  // is the whole input, so the answer cannot differ).
  if (acceptEncoding === lastReading.header) return lastReading.encoding;
  const encoding = readAcceptEncoding(acceptEncoding);
  lastReading = { header: acceptEncoding, encoding };
  return encoding;
}

let lastReading: { header: string; encoding: Encoding } = { header: '', encoding: 'identity' };

function readAcceptEncoding(acceptEncoding: string): Encoding {
  let gzip = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (params.some((param) => /^q=0(\.0*)?$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : 'identity';
}

/** The Vary header once Accept-Encoding is added to what the reply varies on already. */
export function varyWithEncoding(vary: unknown): string {
  return vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
}
