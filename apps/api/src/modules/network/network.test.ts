import { CompanyIpAnswer, IpGeoAnswer } from '@shop/contracts';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API } from '../../../test/catalogue-support.ts';
import { isCompanyAddress, isPrivateAddress } from './network.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  delete process.env.COMPANY_IP_RANGES;
});

const get = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/${url}`, remoteAddress, headers });

describe('get-ip-geo-data', () => {
  it('answers TW for private and local addresses, never cached in shared caches', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1', '::ffff:172.16.5.4']) {
      const res = await get('get-ip-geo-data', ip);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(IpGeoAnswer.parse(res.json())).toEqual({ ip, country_code: 'TW', source: 'private' });
    }
  });

  it('takes the country header of a proxy for public addresses, and TW without one', async () => {
    const hk = IpGeoAnswer.parse(
      (await get('get-ip-geo-data', '203.0.113.9', { 'cf-ipcountry': 'hk' })).json(),
    );
    expect(hk).toMatchObject({ country_code: 'HK', source: 'header' });
    const none = IpGeoAnswer.parse(
      (await get('get-ip-geo-data', '203.0.113.9', { 'cf-ipcountry': 'XXX' })).json(),
    );
    expect(none).toMatchObject({ country_code: 'TW', source: 'default' });
  });
});

describe('is-company-ip', () => {
  it('matches the caller against COMPANY_IP_RANGES', async () => {
    process.env.COMPANY_IP_RANGES = '203.0.113.0/24, 2001:db8::/32, 198.51.100.7, nonsense, 10.0.0.0/99';
    const inside = await get('is-company-ip', '203.0.113.77');
    expect(CompanyIpAnswer.parse(inside.json())).toEqual({ isCompanyIp: true });
    expect(inside.headers['cache-control']).toBe('private, no-store');
    expect(CompanyIpAnswer.parse((await get('is-company-ip', '198.51.100.7')).json()).isCompanyIp).toBe(true);
    expect(CompanyIpAnswer.parse((await get('is-company-ip', '198.51.100.8')).json()).isCompanyIp).toBe(
      false,
    );
    expect(CompanyIpAnswer.parse((await get('is-company-ip', '2001:db8::5')).json()).isCompanyIp).toBe(true);
    expect(CompanyIpAnswer.parse((await get('is-company-ip', '10.0.0.1')).json()).isCompanyIp).toBe(false);
  });

  it('is false for everyone when no range is set', async () => {
    expect(CompanyIpAnswer.parse((await get('is-company-ip', '203.0.113.77')).json()).isCompanyIp).toBe(
      false,
    );
  });
});

describe('route-to-family-map', () => {
  it('redirects (302) to the configured family map', async () => {
    const res = await get('route-to-family-map');
    expect(res.statusCode).toBe(302);
    const [setting] = await t.db
      .select()
      .from(schema.settings)
      .where(eq(schema.settings.key, 'family_map_url'));
    expect(res.headers.location).toBe(setting!.value);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 when the setting is missing or not an http(s) address', async () => {
    await t.db
      .update(schema.settings)
      .set({ value: 'javascript:alert(1)' })
      .where(eq(schema.settings.key, 'family_map_url'));
    expect((await get('route-to-family-map')).statusCode).toBe(404);
    await t.db.delete(schema.settings).where(eq(schema.settings.key, 'family_map_url'));
    expect((await get('route-to-family-map')).statusCode).toBe(404);
  });
});

describe('address helpers', () => {
  it('tell private addresses and company ranges', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('not an ip')).toBe(false);
    expect(isCompanyAddress('::ffff:203.0.113.1', '203.0.113.0/24')).toBe(true);
    expect(isCompanyAddress('203.0.113.1', undefined)).toBe(false);
  });
});
