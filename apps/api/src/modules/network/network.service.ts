import { BlockList, isIP } from 'node:net';
import type { IpGeoAnswer } from '@shop/contracts';
import { readSetting } from '@shop/contracts/settings';
import type { Database } from '@shop/db';
import { notFound } from '../../errors.ts';
import * as repository from './network.repository.ts';

/** Settings key of the family map address route-to-family-map redirects to. */
export const FAMILY_MAP_SETTING = 'family_map_url';
/** The shop's market: private and local addresses (and unknown ones) count as Taiwan. */
export const HOME_COUNTRY = 'TW';

const PRIVATE_RANGES: [string, number, 'ipv4' | 'ipv6'][] = [
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
];

const privateList = new BlockList();
for (const [address, prefix, family] of PRIVATE_RANGES) privateList.addSubnet(address, prefix, family);

/** '::ffff:10.1.2.3' → '10.1.2.3', so IPv4 ranges match IPv4-mapped addresses. */
function plainAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 0) return null;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function isPrivateAddress(ip: string): boolean {
  const plain = plainAddress(ip);
  return plain !== null && privateList.check(plain.address, plain.family);
}

/**
 * get-ip-geo-data: a private address is the shop's own network (TW); otherwise a two-letter country header
 * set by the proxy or CDN in front (CF-IPCountry, X-Country-Code); with neither, TW. No GeoIP database is
 * shipped, so a public address without a header is not looked up.
 */
export function ipGeoOf(ip: string, headers: Record<string, string | string[] | undefined>): IpGeoAnswer {
  if (isPrivateAddress(ip)) return { ip, country_code: HOME_COUNTRY, source: 'private' };
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const value = headers[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return { ip, country_code: code, source: 'header' };
  }
  return { ip, country_code: HOME_COUNTRY, source: 'default' };
}

/** COMMA-separated CIDR ranges or single addresses ('203.0.113.0/24, 2001:db8::/32, 198.51.100.7'). */
export function parseCompanyRanges(text: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', prefixText] = entry.split('/');
    const plain = plainAddress(address);
    if (!plain) continue;
    const max = plain.family === 'ipv4' ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) continue;
    list.addSubnet(plain.address, prefix, plain.family);
  }
  return list;
}

/** is-company-ip: whether the caller's address is in COMPANY_IP_RANGES (read on every call). */
export function isCompanyAddress(ip: string, ranges = readSetting('COMPANY_IP_RANGES')): boolean {
  const plain = plainAddress(ip);
  return plain !== null && parseCompanyRanges(ranges).check(plain.address, plain.family);
}

/** The family map address from the settings; only http(s) addresses are followed. */
export async function familyMapUrl(db: Database): Promise<string> {
  const value = await repository.selectSettingValue(db, FAMILY_MAP_SETTING);
  const url = value && URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw notFound('No family map is configured');
  }
  return url.toString();
}
