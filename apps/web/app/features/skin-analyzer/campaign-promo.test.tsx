// The campaign promo on the server: one button named for the campaign, the PC video shown from 576 px up
// and the phone video below, both our own files, muted and inline, poster first, nothing preloaded.
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CampaignPromo, promoVideoFiles } from './campaign-promo';

const PUBLIC = fileURLToPath(new URL('../../../public', import.meta.url));

describe('CampaignPromo', () => {
  const html = renderToStaticMarkup(<CampaignPromo />);

  it('is one button named for the campaign, saying 開始檢測', () => {
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('aria-label="AI 膚況檢測活動：自拍一張，三步驟找到適合你的保養"');
    expect(html).toContain('>開始檢測</span>');
  });

  it('has the PC video from 576 px up and the phone video below, muted, inline, poster first, no autoplay', () => {
    expect(html).toContain(
      '<video data-variant="pc" aria-hidden="true" muted="" playsInline="" preload="none" poster="/media/skin-campaign-pc.webp" width="1280" height="720" class="hidden h-auto w-full min-[576px]:block"><source src="/media/skin-campaign-pc.webm" type="video/webm"/><source src="/media/skin-campaign-pc.mp4" type="video/mp4"/></video>',
    );
    expect(html).toContain(
      '<video data-variant="mobile" aria-hidden="true" muted="" playsInline="" preload="none" poster="/media/skin-campaign-mobile.webp" width="640" height="800" class="block h-auto w-full min-[576px]:hidden">',
    );
    expect(html).not.toMatch(/autoplay|https?:/i);
  });

  it('serves files that exist and stay under 400 KB', () => {
    for (const variant of ['pc', 'mobile'] as const) {
      for (const file of Object.values(promoVideoFiles(variant))) {
        const onDisk = `${PUBLIC}${file}`;
        expect(existsSync(onDisk), file).toBe(true);
        expect(statSync(onDisk).size).toBeLessThan(400 * 1024);
      }
    }
  });
});
