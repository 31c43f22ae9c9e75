import { catalogueMessages, MAX_STARS, type StarCounts, starsOf } from '@shop/core';
import { Star, StarHalf } from 'lucide-react';

/** Where each of the five stars sits, its key. */
const POSITIONS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/**
 * Five stars for a rating, to the nearest half (the API's star1/star2/star3 rule): full stars, then a
 * half-filled one when the rating is a half, then empty ones.
 */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  return <StarCountsRow counts={starsOf(value)} className={className} />;
}

/**
 * Stars drawn from the API's counts as they come (member-area §3 'Product': star1 full, star2 half, star3
 * empty), each clamped so a bad answer never draws more than five.
 */
export function StarCountsRow({ counts, className = 'size-4' }: { counts: StarCounts; className?: string }) {
  const clamp = (n: number, max: number) => Math.min(Math.max(Math.trunc(n) || 0, 0), max);
  const star1 = clamp(counts.star1, MAX_STARS);
  const star2 = clamp(counts.star2, MAX_STARS - star1 > 0 ? 1 : 0);
  const star3 = clamp(counts.star3, MAX_STARS - star1 - star2);
  const shown = star1 + star2 / 2;
  return (
    <span role="img" aria-label={catalogueMessages.comments.stars(shown)} className="inline-flex text-blush">
      {POSITIONS.slice(0, star1).map((position) => (
        <Star key={position} data-star="full" aria-hidden className={`${className} fill-current`} />
      ))}
      {star2 > 0 && (
        <span data-star="half" className={`relative ${className}`}>
          <Star aria-hidden className={`absolute inset-0 ${className} opacity-30`} />
          <StarHalf aria-hidden className={`absolute inset-0 ${className} fill-current`} />
        </span>
      )}
      {POSITIONS.slice(MAX_STARS - star3).map((position) => (
        <Star key={position} data-star="empty" aria-hidden className={`${className} opacity-30`} />
      ))}
    </span>
  );
}
