/** Stars a rating is drawn with. */
export const MAX_STARS = 5;

/** Average stars to one decimal, or null before the first comment. */
export function ratingOf(ratingSum: number, commentsTotal: number): number | null {
  if (commentsTotal <= 0) return null;
  return Math.round((ratingSum / commentsTotal) * 10) / 10;
}

/** How a rating is drawn: full stars (star1), a half star (star2) and empty stars (star3). */
export interface StarCounts {
  star1: number;
  star2: number;
  star3: number;
}

/** Stars to draw for a rating, rounded to the nearest half. */
export function starsOf(rating: number | null): StarCounts {
  const halves = Math.round(Math.min(Math.max(rating ?? 0, 0), MAX_STARS) * 2);
  const star1 = Math.floor(halves / 2);
  const star2 = halves % 2;
  return { star1, star2, star3: MAX_STARS - star1 - star2 };
}
