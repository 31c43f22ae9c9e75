// ECPay's JSON APIs (B2C e-invoice v3) carry their Data field as
// base64(AES-128-CBC(HashKey, HashIV, PKCS7, urlencode(JSON))), urlencode being PHP's (space as '+').
import { createCipheriv, createDecipheriv } from 'node:crypto';

export interface EcpayKeys {
  hashKey: string;
  hashIv: string;
}

const ALGORITHM = 'aes-128-cbc';

/** PHP urlencode: encodeURIComponent plus ! ' ( ) * ~ escaped and spaces as '+'. */
export function phpUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

export function encryptEcpayData(data: unknown, keys: EcpayKeys): string {
  const cipher = createCipheriv(
    ALGORITHM,
    Buffer.from(keys.hashKey, 'utf8'),
    Buffer.from(keys.hashIv, 'utf8'),
  );
  return Buffer.concat([cipher.update(phpUrlEncode(JSON.stringify(data)), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

export function decryptEcpayData(encrypted: string, keys: EcpayKeys): unknown {
  const decipher = createDecipheriv(
    ALGORITHM,
    Buffer.from(keys.hashKey, 'utf8'),
    Buffer.from(keys.hashIv, 'utf8'),
  );
  const text = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString(
    'utf8',
  );
  return JSON.parse(decodeURIComponent(text.replace(/\+/g, '%20')));
}
