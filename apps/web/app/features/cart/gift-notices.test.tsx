import { type CartSummary, pricingMessages } from '@shop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftNotices } from './offer-blocks';

const summaryWith = (giftNotices: CartSummary['giftNotices']) => ({ giftNotices }) as CartSummary;

describe('GiftNotices', () => {
  it('says which earned gift the shop has run out of, in the summary’s words', () => {
    const message = pricingMessages.giftSoldOut('旅行組');
    const html = renderToStaticMarkup(
      <GiftNotices summary={summaryWith([{ activity_id: 5, p_id: 26, p_name: '旅行組', message }])} />,
    );
    expect(html).toContain('data-testid="gift-notices"');
    expect(html).toContain(message);
    expect(html).toContain('role="status"');
  });

  it('shows nothing without notices (an older answer has none at all)', () => {
    expect(renderToStaticMarkup(<GiftNotices summary={summaryWith([])} />)).toBe('');
    expect(renderToStaticMarkup(<GiftNotices summary={summaryWith(undefined)} />)).toBe('');
  });
});
