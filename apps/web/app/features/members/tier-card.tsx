// The tier card of the member center (member-area §2.2): card image, avatar, name, level, expiry, progress.
import type { Member, MemberBenefitsAnswer } from '@shop/contracts';
import {
  cardAccountName,
  cardImageName,
  cardNameColour,
  spendProgressPercent,
  spendToGoSentence,
  memberCenterMessages as t,
  tierWord,
  withThousands,
} from '@shop/core';
import { UserRound } from 'lucide-react';
import { useViewport } from './use-viewport';

const CARD_IMAGE_DIR = '/images/member';

export function TierCard({ member, benefits }: { member: Member; benefits: MemberBenefitsAnswer | null }) {
  const viewport = useViewport();
  const tier = member.member_nowtier2025;
  const buytotal = benefits?.member.buytotal2025 ?? member.buytotal2025;
  const next = benefits?.next_level ?? null;
  const percent = next ? spendProgressPercent(buytotal, next.min_cash) : 0;
  // '$buytotal2025 / $next_level.min_cash' as member-area §2.2 writes it (the spec's own price format).
  const progress = next ? t.spendProgress(withThousands(buytotal), withThousands(next.min_cash)) : '';
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr] md:items-center">
      <div
        className="relative aspect-[8/5] w-full overflow-hidden rounded-2xl shadow-md"
        data-testid="tier-card"
      >
        <img
          src={`${CARD_IMAGE_DIR}/${cardImageName(tier)}`}
          alt=""
          data-testid="tier-card-image"
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-x-5 bottom-5 flex items-center gap-3">
          {member.picture_url ? (
            <img
              src={member.picture_url}
              alt=""
              data-testid="member-avatar"
              className="size-12 rounded-full border-2 border-white/70 object-cover"
            />
          ) : (
            <span className="grid size-12 place-items-center rounded-full border-2 border-white/70 bg-white/20">
              <UserRound aria-hidden className="size-6 text-white" />
            </span>
          )}
          <div className="min-w-0">
            <p
              data-testid="member-name"
              data-colour={cardNameColour(tier)}
              className={`truncate text-lg font-semibold ${cardNameColour(tier) === 'gold' ? 'text-gold' : 'text-white'}`}
            >
              {cardAccountName(member.member_name, viewport)}
            </p>
            {benefits && (
              <p data-testid="level-name" className="text-sm text-white/90">
                {benefits.now_level.level_name}
              </p>
            )}
          </div>
        </div>
      </div>
      {benefits && next && (
        <div className="grid gap-3">
          <p data-testid="tier-expiry" className="text-sm text-ink">
            {t.expiry(benefits.end_date)}
          </p>
          <div>
            <p id="spend-progress" data-testid="spend-progress" className="text-sm text-ink">
              {progress}
            </p>
            <div
              role="progressbar"
              aria-label={t.spendProgressLabel(tierWord(tier), next.level_name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              aria-valuetext={progress}
              className="mt-1 h-2 overflow-hidden rounded-full bg-sand"
            >
              <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
            </div>
          </div>
          <p data-testid="spend-to-go" className="text-sm text-ink">
            {spendToGoSentence({
              tier,
              buytotal,
              nextLevel: next,
              endDateBefore30Days: benefits.end_date_before_30_days,
            })}
          </p>
          <p className="text-xs text-ink-soft">{t.cutoffHint}</p>
        </div>
      )}
    </div>
  );
}
