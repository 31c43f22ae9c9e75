// Business constants, limits and timings of storefront.md §9 shared by the web and the API.
// Header, menu and drawer constants live with the shell in ./shell/.

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

export const SHOP_LOCALE = 'zh-TW';
export const SHOP_TIME_ZONE = 'Asia/Taipei';

// Cart
export const MAIN_CART_MAX_UNITS_PER_PRODUCT = 4;
export const ADD_TO_CART_TOAST_MS = 1500;
export const FLY_TO_CART_DURATION_MS = 2000;
export const FLY_TO_CART_IMAGE_SIZE_PX = 150;
export const CAMPAIGN_GIFT_QUANTITY = 1;
/** Server temporary cart (storefront.md §7.5): lines per update, units per line, longest path kept. */
export const TEMP_CART_MAX_ITEMS_PER_UPDATE = 50;
export const TEMP_CART_MAX_QUANTITY = 99;
export const TEMP_CART_PATH_MAX_LENGTH = 2048;
/** Most entries one cart may hand to the cart-summary call. */
export const CART_SUMMARY_MAX_LINES = 100;
/** The largest value a PostgreSQL integer column (ids, counts) holds: ids and counts past it are refused. */
export const DATABASE_INT_MAX = 2_147_483_647;

// Search (the keyword rules are shared by the header, the search page and the API)
export const SEARCH_KEYWORD_MAX_LENGTH = 19;
export const SEARCH_SUGGESTION_LIMIT = 5;

// Session
export const LOGOUT_TOAST_MS = 1500;

// Page-wide behaviour
export const PAGE_VIEW_LOG_DELAY_MS = 1000;
export const MARKETING_SCRIPT_DELAY_MS = 3000;
export const CONTENT_INJECTION_DELAY_MS = 3000;
export const SCROLL_TO_HASH_MAX_TRIES = 20;
export const SCROLL_TO_HASH_RETRY_INTERVAL_MS = 100;
export const CHUNK_ERROR_RELOAD_GUARD_MS = 10 * SECOND_MS;
/** Share of an image that must be visible before it counts as seen. */
export const IMAGE_SEEN_VISIBLE_RATIO = 0.5;
export const IMAGE_MODAL_DEFAULT_WIDTH_PX = 630;
export const DEFAULT_LIST_PAGE = 1;

// Dialogs (storefront.md §8)
export const DIALOG_NOTICE_ICON_COLOR = '#38b2ac';
export const DIALOG_CONFIRM_BUTTON_COLOR = '#333133';

// Shopping-referral program (storefront.md §4.8)
export const REFERRAL_COOKIE_NAME = 'lineshipping';
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 86_400;
export const REFERRAL_TIMESTAMP_OFFSET_MS = 8 * HOUR_MS;
export const REFERRAL_EXPIRY_MS = 24 * HOUR_MS;
export const REFERRAL_BROWSE_THRESHOLD_MS = 3000;

// Lifetimes of cached GET answers
export const SHORT_ANSWER_CACHE_MS = 10 * SECOND_MS;
export const REFERENCE_LIST_CACHE_MS = 60 * SECOND_MS;
export const COMMENTS_CACHE_MS = 600 * SECOND_MS;
/** How long one API process reuses a product page answer; a new comment on the page drops it at once. */
export const SELL_PAGE_KEEP_MS = 5 * SECOND_MS;
/**
 * How long one API process keeps the results of a keyword. Browsers never keep them (storefront.md §9); the
 * server may for a few seconds, as for the product page: an edited product shows up in search that late.
 */
export const SEARCH_KEEP_MS = 10 * SECOND_MS;
/** The common per-service cache ({service}_cache). */
export const SERVICE_CACHE_MS = 5 * 60 * SECOND_MS;

// Orders and members (storefront.md §9 shop promises)
export const SATISFACTION_GUARANTEE_DAYS = 14;
export const APPRECIATION_DAYS_HOME_DELIVERY = 14;
export const APPRECIATION_DAYS_STORE_PICKUP = 21;

export const DEVICE_WALLET_SCRIPT_VERSION = '1.1.0';
