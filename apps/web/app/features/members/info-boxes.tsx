// The four info boxes and the shortcut links of the member center (member-area §2.2).
import type { MemberBenefitsAnswer } from '@shop/contracts';
import {
  afterUpgradeBox,
  formatPrice,
  memberCenterMessages as t,
  unclaimedGiftBox,
  withThousands,
} from '@shop/core';
import { Link } from 'react-router';

function InfoBox({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface px-4 py-4 text-center" data-testid={testId}>
      <p className="text-xs text-ink-soft">{label}</p>
      <p className="mt-2 text-lg font-semibold text-ink">{value}</p>
    </div>
  );
}

export function InfoBoxes({
  benefits,
  pendingAmount,
}: {
  benefits: MemberBenefitsAnswer | null;
  pendingAmount: number;
}) {
  const tier = benefits?.member.member_nowtier2025 ?? 0;
  const nextIsHigher = benefits !== null && benefits.next_level.level_id !== benefits.now_level.level_id;
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <InfoBox label={t.pendingAppreciation} value={formatPrice(pendingAmount)} testId="info-pending" />
      <InfoBox
        label={t.points}
        value={`${withThousands(benefits?.current_point ?? 0)}${t.pointsUnit}`}
        testId="info-points"
      />
      <InfoBox
        label={t.unclaimedGifts}
        value={unclaimedGiftBox(benefits?.unclaimed_gift_word)}
        testId="info-unclaimed"
      />
      <InfoBox
        label={t.afterUpgrade}
        value={afterUpgradeBox(tier, nextIsHigher || tier === 3 ? benefits?.next_level : null)}
        testId="info-after-upgrade"
      />
    </div>
  );
}

const SHORTCUTS = [
  { to: '/pc-point', label: t.shortcuts.pcPoint },
  // Legacy addresses on purpose: they go through the redirect map (storefront.md §2.4).
  { to: '/gift3-5.php', label: t.shortcuts.gifts },
  { to: '/member_2025.php', label: t.shortcuts.benefits },
] as const;

export function ShortcutLinks() {
  return (
    <ul className="flex flex-wrap gap-3" data-testid="member-shortcuts">
      {SHORTCUTS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            reloadDocument={link.to.endsWith('.php')}
            className="inline-block rounded-full border border-ink px-4 py-2 text-sm text-ink hover:bg-sand"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
