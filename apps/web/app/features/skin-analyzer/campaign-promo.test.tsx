// The campaign promo on the server: one button named for the campaign, the PC poster shown from 576 px up
// and the phone poster below, both drawn here (nothing from another host).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CampaignPromo } from './campaign-promo';

describe('CampaignPromo', () => {
  const html = renderToStaticMarkup(<CampaignPromo />);

  it('is one button named for the campaign, saying 開始檢測', () => {
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('aria-label="AI 膚況檢測活動：自拍一張，三步驟找到適合你的保養"');
    expect(html).toContain('>開始檢測</span>');
  });

  it('has the PC poster from 576 px up and the phone poster below, both drawn inline', () => {
    expect(html).toMatch(/data-variant="pc" class="hidden h-auto w-full min-\[576px\]:block"/);
    expect(html).toMatch(/data-variant="mobile" class="block h-auto w-full min-\[576px\]:hidden"/);
    expect(html).toContain('viewBox="0 0 1600 900"');
    expect(html).toContain('viewBox="0 0 800 1000"');
    expect(html).not.toMatch(/https?:|<img|<video|<image/);
  });
});
