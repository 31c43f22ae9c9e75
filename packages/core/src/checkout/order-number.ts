// Order numbers (ordermain_sn): the Taipei order date to read, ten random characters to make them unguessable.
import { taipeiDate } from '../dates/taipei.ts';

export const ORDER_NUMBER_PREFIX = 'MR';
/** Crockford's base-32 letters: no I, L, O or U, so a number read aloud or typed is not confused. */
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters × 5 bits = 50 random bits per order: not guessable from a neighbouring order. */
export const ORDER_NUMBER_RANDOM_LENGTH = 10;
export const ORDER_NUMBER_PATTERN = /^MR\d{6}-[0-9A-HJKMNP-TV-Z]{10}$/;

/** MR + YYMMDD (Asia/Taipei) + '-' + random part, e.g. MR261124-7K3QX9PD2M. */
export function formatOrderNumber(createdAt: Date, randomBytes: Uint8Array): string {
  if (randomBytes.length < ORDER_NUMBER_RANDOM_LENGTH) throw new Error('order number needs 10 random bytes');
  // One formatter for the process (taipeiDate): building an Intl.DateTimeFormat per order cost about
  // 3 % of create-order's CPU.
  const date = taipeiDate(createdAt).slice(2).replaceAll('-', '');
  const alphabetSize = ORDER_NUMBER_ALPHABET.length;
  let random = '';
  for (let i = 0; i < ORDER_NUMBER_RANDOM_LENGTH; i++)
    random += ORDER_NUMBER_ALPHABET[(randomBytes[i] ?? 0) % alphabetSize];
  return `${ORDER_NUMBER_PREFIX}${date}-${random}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
