// The skin analyzer's and its campaign's constants (member-area-and-tools.md §3, §5, §9).

/** Skin types of the widget's selections (§3 "Widget selections"). */
export const WIDGET_SKIN_TYPES = ['dry', 'sensitive', 'oily', 'combination', 'normal'] as const;
export type WidgetSkinType = (typeof WIDGET_SKIN_TYPES)[number];

/** The letter sent as skin_type with a campaign record (§7 "save record (campaign)"). */
export const SKIN_TYPE_LETTER: Readonly<Record<WidgetSkinType, SkinTypeLetter>> = {
  dry: 'A',
  sensitive: 'B',
  oily: 'C',
  combination: 'D',
  normal: 'E',
};
export const SKIN_TYPE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type SkinTypeLetter = (typeof SKIN_TYPE_LETTERS)[number];

/** Concern numbers of a campaign record (§7); concerns without one are dropped (§5 "Concern selection"). */
export const CONCERN_NUMBER = {
  dryness: 1,
  proneToRedness: 2,
  wrinkles: 3,
  enlargedPores: 4,
  dullness: 5,
  darkSpots: 6,
  lossOfFirmness: 7,
} as const;
export type WidgetConcern = keyof typeof CONCERN_NUMBER;
export const CONCERN_NUMBER_MAX = 7;

/** Where the widget's selections came from (§3). */
export const SELFIE_SOURCES = ['questions', 'skip', 'others'] as const;
export type SelfieSource = (typeof SELFIE_SOURCES)[number];

/** The findings of an analysis and their labels (§3 "Analysis result"); overall is not drawn as a bar. */
export const FINDING_LABELS = {
  skinAge: '肌膚年齡',
  redness: '乾燥泛紅',
  acne: '痘痘',
  darkcircles: '黑眼圈',
  skinShine: '油光',
  dullSkin: '暗沉粗糙',
  unevenSkinTone: '膚色不均',
  wrinkles: '皺紋',
  pore: '毛孔',
  skinFirmness: '緊緻度',
  smoothness: '光滑度',
  melasma: '斑點',
  poreDilation: '毛孔粗大',
} as const;
export const FINDING_NAMES = [
  ...(Object.keys(FINDING_LABELS) as (keyof typeof FINDING_LABELS)[]),
  'overall',
] as const;
export type FindingName = (typeof FINDING_NAMES)[number];
/** Score levels: the third dot-separated segment of a finding's feedback (§3). */
export const SCORE_LEVELS = ['excellent', 'good', 'ok'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];
/** findings[0].value when the analysis gave none (§9). */
export const DEFAULT_OVERALL_SCORE = 100;

/** The campaign's free trial kit (§9). */
export const TRIAL_PRODUCT_ID = 5686;
/** The trial's handling fee, waived when a full-price item is bought in the same order (§9). */
export const TRIAL_HANDLING_FEE = 65;
/** Once per account, on the first website skin test: $150 off an order of $650 or more (§9). */
export const SKIN_TEST_COUPON_VALUE = 150;
export const SKIN_TEST_COUPON_MIN_SPEND = 650;
/** How long the skin-test coupon stays usable; the spec gives none (docs/decisions/065). */
export const SKIN_TEST_COUPON_VALID_DAYS = 90;

/** Face-test records a page of get-face-test-play-records holds. */
export const FACE_TEST_RECORDS_PER_PAGE = 10;
/** A kept analysis photo is stored at most this many pixels on its long side. */
export const FACE_TEST_IMAGE_MAX_SIDE = 1024;
/** Largest analysis photo accepted, in bytes. */
export const FACE_TEST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The 2025-09 campaign ends here (member-area §4, §9); `?test=1` forces standard mode before it. */
export const SKIN_CAMPAIGN_ENDS_AT = '2025-10-31T15:00:00+08:00';
/** The dated shop activity (is-activity-open) that opens campaign mode again after the spec's date. */
export const SKIN_CAMPAIGN_ACTIVITY = 'skin_analyzer_campaign';
/** Units of one product the cart may hold after a campaign bulk add (§5, §9). */
export const CAMPAIGN_MAX_UNITS_PER_PRODUCT = 4;
/** Products that start at 0 in a section tagged 2選1; all others start at 1 (§9). */
export const CHOOSE_ONE_PRODUCT_IDS: readonly number[] = [341, 2677];
