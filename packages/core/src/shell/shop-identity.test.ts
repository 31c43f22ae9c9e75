import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_IDENTITY, lineAddFriendUrl, shopIdentityFrom, telHref } from './shop-identity.ts';

describe('shop identity', () => {
  it('takes each SHOP_* setting, the demo value for any unset or blank one', () => {
    const shop = shopIdentityFrom({ SHOP_COMPANY_NAME: '範例股份有限公司', SHOP_PHONE: ' ' });
    expect(shop.companyName).toBe('範例股份有限公司');
    expect(shop.phone).toBe(DEMO_SHOP_IDENTITY.phone);
    expect(shop.taxId).toMatch(/^\d{8}$/);
  });
  it('links the LINE official account to add it as a friend, and the phone to call it', () => {
    expect(lineAddFriendUrl('@mirevalab')).toBe('https://line.me/R/ti/p/%40mirevalab');
    expect(telHref('02-2700-1234')).toBe('tel:+886227001234');
  });
  it('the demo social links are the shop’s own pages, not the platforms’ home pages', () => {
    for (const url of [
      DEMO_SHOP_IDENTITY.facebookUrl,
      DEMO_SHOP_IDENTITY.instagramUrl,
      DEMO_SHOP_IDENTITY.youtubeUrl,
    ])
      expect(new URL(url).pathname.length).toBeGreaterThan(1);
  });
});
