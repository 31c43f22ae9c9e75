// One place for every stored file (uploads and the images generated from them), whichever machine asks.

/** Where files live: a folder on this machine, or a bucket of an S3-compatible service. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the keys; a missing one is fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Total size in bytes of the files whose key starts with `prefix` (bounds the generated variants). */
  totalBytes(prefix: string): Promise<number>;
}

/** Letters, digits, `.`, `_`, `-`, and `/` between parts; no empty part, no `.` or `..` part. */
const SAFE_KEY = /^[a-zA-Z0-9._-]{1,200}(\/[a-zA-Z0-9._-]{1,200}){0,4}$/;

/** Throws on a key that could leave the storage's folder or that an S3 service would read otherwise. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
