import { describe, expect, it } from 'vitest';
import {
  analyticsItem,
  analyticsPhone,
  chatButtonShown,
  marketingScriptAllowed,
  NO_THIRD_PARTY_TAGS,
  thirdPartyCspSources,
  thirdPartyTagsFrom,
} from './third-party-tags.ts';

describe('thirdPartyTagsFrom', () => {
  it('turns nothing on when no setting is given', () => {
    expect(thirdPartyTagsFrom({})).toEqual(NO_THIRD_PARTY_TAGS);
    expect(thirdPartyCspSources(NO_THIRD_PARTY_TAGS)).toEqual({ script: [], connect: [], frame: [] });
  });

  it('keeps at most two tag-manager containers and drops ids of the wrong form', () => {
    const tags = thirdPartyTagsFrom({
      TAG_MANAGER_IDS: 'GTM-ABC123, gtm-bad, GTM-XYZ789, GTM-THIRD1',
      META_PIXEL_ID: '12ab',
      CHAT_BUTTON: 'line',
    });
    expect(tags.tagManagerIds).toEqual(['GTM-ABC123', 'GTM-XYZ789']);
    expect(tags.metaPixelId).toBeNull();
    expect(tags.chatButton).toBe('line');
  });

  it('keeps the page tracker on unless PAGE_TRACKER is off', () => {
    expect(thirdPartyTagsFrom({}).pageTracker).toBe(true);
    expect(thirdPartyTagsFrom({ PAGE_TRACKER: 'on' }).pageTracker).toBe(true);
    expect(thirdPartyTagsFrom({ PAGE_TRACKER: 'off' }).pageTracker).toBe(false);
    expect(thirdPartyCspSources(thirdPartyTagsFrom({ PAGE_TRACKER: 'off' }))).toEqual({
      script: [],
      connect: [],
      frame: [],
    });
  });

  it("names in the CSP only the hosts of the services that are on, and the marketing script's origin", () => {
    const sources = thirdPartyCspSources(
      thirdPartyTagsFrom({
        META_PIXEL_ID: '123456789012345',
        MARKETING_SCRIPT_URL: 'https://mk.example/a.js',
      }),
    );
    expect(sources.script).toEqual(['https://connect.facebook.net', 'https://mk.example']);
    expect(sources.script).not.toContain('https://www.googletagmanager.com');
    expect(sources.connect).toContain('https://www.facebook.com');
  });
});

describe('storefront.md §5 and §2.4 rules', () => {
  it('sends a 09 mobile as +886 and leaves other numbers as they are', () => {
    expect(analyticsPhone('0912345678')).toBe('+886912345678');
    expect(analyticsPhone('02-2700-1234')).toBe('02-2700-1234');
  });

  it('loads the marketing script for members only, never on pay-finish', () => {
    expect(marketingScriptAllowed('/', true)).toBe(true);
    expect(marketingScriptAllowed('/', false)).toBe(false);
    expect(marketingScriptAllowed('/pay-finish/20261129001', true)).toBe(false);
  });

  it('shows the chat button everywhere but /my_cartlist', () => {
    expect(chatButtonShown('/my_cartlist')).toBe(false);
    expect(chatButtonShown('/products/12')).toBe(true);
  });

  it("maps a product with its address's segments as categories", () => {
    expect(analyticsItem({ id: 12, name: '杏仁酸精華', price: 1880 }, '/category/face/serum?x=1')).toEqual({
      item_id: '12',
      item_name: '杏仁酸精華',
      price: 1880,
      quantity: 1,
      item_category: 'category',
      item_category2: 'face',
      item_category3: 'serum',
    });
  });
});
