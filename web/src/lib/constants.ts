/** Business constants of spec §9 that the web app uses. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULT_LIMIT = 45;
export const TOAST_DURATION_MS = 6000;
export const MOBILE_BREAKPOINT_PX = 768;
export const TICKER_INTERVAL_MS = 3000;
export const PASSWORD_MIN_LENGTH = 8;
export const VERIFICATION_CODE_LENGTH = 6;
export const CSRF_COOKIE_NAME = 'XSRF-TOKEN';
/** Opinion list type that the spec names "Eva opinions". */
export const EVA_OPINIONS_LIST_TYPE = '3';
