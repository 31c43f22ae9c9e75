/** Where the storefront's calls live (storefront.md §7). */
export const API_BASE_PATH = '/front-stage/v1';
