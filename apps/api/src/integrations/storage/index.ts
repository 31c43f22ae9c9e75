import path from 'node:path';
import { readSettings, type SettingsSource } from '@shop/contracts/settings';
import { createLocalStorage } from './local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage, type S3Config } from './s3-storage.ts';

export { createLocalStorage } from './local-storage.ts';
export { checkKey, type ObjectStorage } from './object-storage.ts';
export { createS3Storage, type S3Config } from './s3-storage.ts';

export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3Config);

/**
 * Where uploads go, from STORAGE (`local` | `s3`), DATA_DIR and the S3_* settings. Throws, naming what is
 * missing, when STORAGE=s3 lacks its bucket, address or keys (the server calls this when it starts).
 */
export function readStorageConfig(env: SettingsSource = readSettings()): StorageConfig {
  if ((env.STORAGE?.trim() || 'local') === 'local') {
    return { kind: 'local', root: path.resolve(env.DATA_DIR?.trim() || 'data', 'uploads') };
  }
  const needed = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = needed.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  return {
    kind: 's3',
    endpoint: env.S3_ENDPOINT!.trim(),
    bucket: env.S3_BUCKET!.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    pathStyle: env.S3_PATH_STYLE?.trim() === 'true',
  };
}

export function createObjectStorage(config: StorageConfig): ObjectStorage {
  return config.kind === 'local' ? createLocalStorage(config.root) : createS3Storage(config);
}

let current: { id: string; storage: ObjectStorage } | null = null;

/** The storage the settings name now (one instance while they stay the same). */
export function objectStorage(env: SettingsSource = readSettings()): ObjectStorage {
  const config = readStorageConfig(env);
  const id = JSON.stringify(config);
  if (current?.id !== id) current = { id, storage: createObjectStorage(config) };
  return current.storage;
}
