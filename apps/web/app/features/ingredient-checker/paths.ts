export const CHECKER_PATH = '/beautypedia-ingredient-checker';
export const CHECKER_ONLYBODY_PATH = '/beautypedia-ingredient-checker-onlybody';
export const SHARE_PATH = '/share';

/** The /share address of a saved report. */
export function sharePath(code: string): string {
  return `${SHARE_PATH}?code=${encodeURIComponent(code)}`;
}
