import { catalogueMessages } from '@shop/core';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `value` filled (half stars round to the nearest whole). */
export function Stars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={catalogueMessages.comments.stars(filled)} className="inline-flex text-blush">
      {STARS.map((n) => (
        <Star key={n} aria-hidden className={`${className} ${n <= filled ? 'fill-current' : 'opacity-30'}`} />
      ))}
    </span>
  );
}
