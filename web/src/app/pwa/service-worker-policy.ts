/**
 * What the service worker may keep, as data for vite.config.ts (workbox `generateSW`) and tests.
 *
 * It keeps the app shell and the static build: index.html, the hashed scripts, styles and fonts
 * under /assets, the icons and the manifest, each listed with its revision at build time. It has
 * no runtime caching at all, so API answers (/api, personal data, tokens) and private files never
 * enter Cache Storage: they always go to the network.
 */

/**
 * Files of dist/ to precache (the manifest and its icons are added by vite-plugin-pwa itself).
 * woff fonts are left out: every browser with service workers reads woff2, and the CSS lists
 * woff2 first, so the older copies would only double the download.
 */
export const precachePatterns = ['**/*.{js,css,html,woff2,svg,png,ico}'];

/**
 * Built files left out of the precache: pdf.js (the research reader's library, its own chunk,
 * vite.config.ts). The reader reads PDFs from the server, so it is of no use offline, and every
 * visitor would otherwise download it when the worker installs. Its worker (`.mjs`) is not
 * matched by the patterns above either.
 */
export const precacheIgnores = ['**/pdfjs-*.js'];

/**
 * Paths the server answers itself, never with the app: a navigation to one of them (an emailed
 * link to a file, the OpenAPI document, a health probe opened in a tab) must reach the server
 * instead of getting the cached index.html. Workbox tests these against path + query.
 */
export const serverPathPatterns: RegExp[] = [/^\/api(?:[/?#]|$)/, /^\/sanctum(?:[/?#]|$)/, /^\/(?:health|ready)(?:[?#]|$)/, /^\/\.well-known\//];

/** Whether a navigation to this path (with its query) is the server's, not the app's. */
export function isServerPath(pathAndQuery: string): boolean {
  return serverPathPatterns.some((pattern) => pattern.test(pathAndQuery));
}
