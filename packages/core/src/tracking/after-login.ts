/**
 * What the after-login queue attaches to a member (storefront.md §4.6): a routine-finder code, a
 * 2025-09 routine record, a UTM record. The API keeps one row per member and thing.
 */
export const AFTER_LOGIN_RECORD_KINDS = ['routine_finder', 'routine_202509', 'utm'] as const;
export type AfterLoginRecordKind = (typeof AFTER_LOGIN_RECORD_KINDS)[number];
/** Longest routine-finder code accepted; the finder's own codes are far shorter. */
export const ROUTINE_FINDER_CODE_MAX_LENGTH = 64;
