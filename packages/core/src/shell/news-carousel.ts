// News carousel positions of the desktop news panel (storefront.md §2.7) and the drawer's latest news.
import { MOBILE_LATEST_NEWS } from './constants.ts';

export interface NewsLike {
  news_id: number;
}

/** News sorted by news_id, newest (highest id) first; the input is left as it was. */
export function sortNewsDesc<T extends NewsLike>(news: readonly T[]): T[] {
  return [...news].sort((a, b) => b.news_id - a.news_id);
}

/** The drawer's 最新消息: the 5 newest items. */
export function latestNews<T extends NewsLike>(news: readonly T[], count = MOBILE_LATEST_NEWS): T[] {
  return sortNewsDesc(news).slice(0, count);
}

/** The last position the carousel may rest on: item count minus visible slots (never below 0). */
export function lastPosition(count: number, visible: number): number {
  return Math.max(0, count - visible);
}

/** One step forward; past the last position it wraps to the first. */
export function nextPosition(position: number, count: number, visible: number): number {
  return position >= lastPosition(count, visible) ? 0 : position + 1;
}

/** One step back; before the first position it wraps to the last. */
export function prevPosition(position: number, count: number, visible: number): number {
  return position <= 0 ? lastPosition(count, visible) : position - 1;
}

/** Autoplay runs only when there are more items than visible slots and the pointer is not over the carousel. */
export function shouldAutoplay(count: number, visible: number, hovered: boolean): boolean {
  return count > visible && !hovered;
}
