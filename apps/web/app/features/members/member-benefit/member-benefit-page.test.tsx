import type { MemberLevelsAnswer } from '@shop/contracts';
import { memberBenefitMessages as t } from '@shop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemberBenefitPage } from './member-benefit-page';

function rendered(levels: MemberLevelsAnswer['levels'] | null): string {
  const Stub = createRoutesStub([
    { path: '/member-benefit', Component: () => <MemberBenefitPage levels={levels} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/member-benefit']} />);
}

const PLATINUM: MemberLevelsAnswer['levels'][number] = {
  level_id: 1,
  level_name: '白金卡',
  min_cash: 3000,
  card_image: '/images/member/card1.png',
  point_rate: 2,
  renew_cash: 3000,
  gifts: { birthday: ['白金卡生日禮'], upgrade: [], renewal: ['白金卡續會禮'], monthly: [] },
};

describe('MemberBenefitPage', () => {
  it('keeps the explanation, FAQ and the join call when the tier list cannot be read, and says so', () => {
    const html = rendered(null);
    expect(html).toContain(t.loadFailed);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('data-testid="tier-comparison"');
    expect(html).toContain(t.countingHeading);
    expect(html).toContain('href="/register"');
  });

  it('fills the table from the levels: thresholds, rate, gift titles, — for none and the renewal term', () => {
    const html = rendered([PLATINUM]);
    expect(html).toContain('年度消費滿NT$3,000');
    expect(html).toContain('每消費NT$100回饋2點');
    expect(html).toContain('白金卡續會禮');
    expect(html).toContain('<td class="p-3 text-center text-ink-soft ">—</td>');
    expect(html).toContain('12個月，效期內消費滿NT$3,000續等');
    expect(html).toContain(t.heroBody(2));
  });
});
