// The words a home banner shows as HTML text over its art (issue 10): the art carries no words, so
// the shop's Traditional Chinese reaches every screen without a CJK font in the image generator.
// A banner's title holds them one per line: headline, sub line, call to action. A one-line title is
// the headline alone, with the default call to action.

export interface BannerWords {
  headline: string;
  subline: string | null;
  callToAction: string;
}

export const DEFAULT_BANNER_CALL_TO_ACTION = '了解更多';

export function bannerWords(title: string): BannerWords {
  const [headline = '', subline, callToAction] = title
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return {
    headline,
    subline: subline ?? null,
    callToAction: callToAction ?? DEFAULT_BANNER_CALL_TO_ACTION,
  };
}
