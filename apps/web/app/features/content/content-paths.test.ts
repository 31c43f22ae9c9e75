import { describe, expect, it } from 'vitest';
import { FAQ_PAGES, isSecretCampaignSegment, newsCategoryPath, slugOfPath } from './content-paths';

describe('content paths', () => {
  it('accepts only -2509 and -2507 secret campaign pages', () => {
    expect(isSecretCampaignSegment('glow-2509')).toBe(true);
    expect(isSecretCampaignSegment('glow-2507')).toBe(true);
    expect(isSecretCampaignSegment('glow-2510')).toBe(false);
    expect(isSecretCampaignSegment('-2509')).toBe(false);
    expect(isSecretCampaignSegment('a b-2509')).toBe(false);
  });

  it('lists every FAQ page of the spec, q5-2 excepted', () => {
    expect(FAQ_PAGES).toHaveLength(1 + 8 + 2 + 7 + 1 + 5 + 3);
    expect(FAQ_PAGES).toContain('q5-3');
    expect(FAQ_PAGES).not.toContain('q5-2');
  });

  it('turns a path into a slug and builds news category paths', () => {
    expect(slugOfPath('/about_us')).toBe('about_us');
    expect(slugOfPath('/lp-campaign-secret/glow-2509/')).toBe('lp-campaign-secret/glow-2509');
    expect(newsCategoryPath('events', 'campaign')).toBe('/news/events/campaign@news');
  });
});
