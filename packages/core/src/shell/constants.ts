// Header, mega-menu, drawer, search-dropdown and footer constants (storefront.md §2.5–2.10, §9).
export { SEARCH_KEYWORD_MAX_LENGTH, SEARCH_SUGGESTION_LIMIT } from '../constants.ts';

/** Pause after the last keystroke before the suggestion call starts. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Placeholder rows per dropdown column while suggestions load. */
export const SEARCH_SKELETON_ROWS = 3;
/** Side of the product thumbnail in the dropdown. */
export const SEARCH_PRODUCT_IMAGE_PX = 90;

export const MEGA_MENU_CLOSE_DELAY_MS = 150;
export const CART_PREVIEW_CLOSE_DELAY_MS = 1000;
export const SUBMENU_COLUMN_SIZE = 6;
/** Promo images shown beside a menu panel when the item carries image data. */
export const PROMO_IMAGE_COUNT = 2;
/** Image slots a main menu item carries (mainmenu_image1 … mainmenu_image6). */
export const MENU_IMAGE_SLOTS = 6;

export const NEWS_CAROUSEL_INTERVAL_MS = 3000;
export const NEWS_CAROUSEL_START_DELAY_MS = 1000;
/** News cards visible at once in the desktop news panel. */
export const NEWS_CAROUSEL_VISIBLE_SLOTS = 4;
export const NEWS_CARD_TITLE_CHARS = 8;

export const MESSAGE_PREVIEW_CHARS_DESKTOP = 18;
export const MESSAGE_PREVIEW_CHARS_MOBILE = 15;

/** A left swipe longer than this closes the mobile drawer. */
export const SWIPE_CLOSE_PX = 50;
export const MOBILE_LATEST_NEWS = 5;
/** Below this width the footer columns collapse (Tailwind's `lg` breakpoint is the same 64rem). */
export const FOOTER_COLLAPSE_BELOW_PX = 1024;

/** Text appended to a clipped title or preview. */
export const CLIP_ELLIPSIS = '...';

/** The brand's global site, linked from the desktop header. */
export const GLOBAL_SITE_URL = 'https://global.mireva-lab.example';
/** Footer contact numbers (the spec leaves them open: the demo shop's, as its settings hold them). */
export const SERVICE_PHONE = '02-2700-1234';
export const TOLL_FREE_PHONE = '0800-222-518';
