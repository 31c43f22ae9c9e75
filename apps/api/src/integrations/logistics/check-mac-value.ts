// ECPay's CheckMacValue: parameters sorted by name (case-insensitive), joined as k=v with '&', wrapped
// in HashKey=…&…&HashIV=…, URL-encoded the PHP way, lowercased, .NET's unescaped characters restored,
// hashed and upper-cased. Logistics APIs hash with MD5, payment APIs with SHA256.
import { createHash, timingSafeEqual } from 'node:crypto';
import { phpUrlEncode } from '../einvoice/ecpay-crypto.ts';

export type CheckMacAlgorithm = 'md5' | 'sha256';

const DOTNET_UNESCAPED: Record<string, string> = { '%21': '!', '%2a': '*', '%28': '(', '%29': ')' };

export function checkMacValue(
  params: Record<string, string | number>,
  keys: { hashKey: string; hashIv: string },
  algorithm: CheckMacAlgorithm,
): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'CheckMacValue')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const encoded = phpUrlEncode(`HashKey=${keys.hashKey}&${joined}&HashIV=${keys.hashIv}`)
    .toLowerCase()
    .replace(/%2[1a89]/g, (sequence) => DOTNET_UNESCAPED[sequence] ?? sequence);
  return createHash(algorithm).update(encoded).digest('hex').toUpperCase();
}

export function isCheckMacValueValid(
  params: Record<string, string>,
  keys: { hashKey: string; hashIv: string },
  algorithm: CheckMacAlgorithm,
): boolean {
  const given = Buffer.from(params.CheckMacValue ?? '');
  const expected = Buffer.from(checkMacValue(params, keys, algorithm));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
