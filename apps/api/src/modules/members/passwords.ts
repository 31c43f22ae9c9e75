import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). The demo seed (packages/db/seed/accounts.ts)
 * hashes with the same numbers; a test keeps the two equal.
 */
export const PASSWORD_HASH_OPTIONS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  // The algorithm defaults to argon2id; the option is a const enum, which isolatedModules cannot read.
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of one verification, so an unknown account answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}
