import { createHash, randomBytes } from 'node:crypto';

const SECRET_BYTES = 32;

/** A random URL-safe value (256 bits) for tickets handed to the browser. */
export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** What is stored for a ticket or state: the browser's copy is the only usable one. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
