import { fileURLToPath } from 'node:url';
import { defineConfig, runnerImport, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { pdfjsAssets } from './build/pdfjs-assets.ts';
import { precacheIgnores, precachePatterns, serverPathPatterns } from './src/app/pwa/service-worker-policy.ts';
import { iconSizes, manifestColours, webAppManifest } from './src/app/pwa/web-app-manifest.ts';

// The Rust host (`eva run`) listens here; the dev server and `vite preview` forward API calls so
// the browser sees one origin (cookies, XSRF-TOKEN and no CORS preflight).
const apiTarget = process.env.EVA_API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/sanctum': { target: apiTarget, changeOrigin: false },
};

/**
 * The MUI theme, loaded with Vite's module runner: importing it here would bundle the app's
 * extensionless imports into the config, which Vite warns about on every run.
 */
async function loadTheme() {
  const themeModule = fileURLToPath(new URL('./src/theme/theme.ts', import.meta.url));
  const { module } = await runnerImport<typeof import('./src/theme/theme.ts')>(themeModule, {
    configFile: false,
    logLevel: 'silent',
  });
  return module.createAppTheme('ar');
}

// The installable app (issue 21): manifest and icons from the theme and public/favicon.svg, and a
// workbox service worker that precaches only the built files. See src/app/pwa/.
const theme = await loadTheme();
const { theme_color: themeColour } = manifestColours(theme);
const pwa = VitePWA({
  strategies: 'generateSW',
  // The page registers /sw.js itself (src/app/pwa/service-worker.ts) and prompts for updates.
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: webAppManifest(theme),
  // PNG icons generated at build time from the SVG mark (sharp, through @vite-pwa/assets-generator):
  // transparent for launchers, maskable on the bar colour with the mark inside the 80 % safe
  // circle, the Apple touch icon, and favicon.ico; the head links are added to index.html.
  pwaAssets: {
    image: 'public/favicon.svg',
    htmlPreset: '2023',
    includeHtmlHeadLinks: true,
    overrideManifestIcons: false,
    injectThemeColor: true,
    preset: {
      transparent: { sizes: iconSizes('any'), favicons: [[48, 'favicon.ico']] },
      maskable: { sizes: iconSizes('maskable'), padding: 0.2, resizeOptions: { background: themeColour } },
      apple: { sizes: [180], padding: 0.2, resizeOptions: { background: themeColour } },
    },
  },
  workbox: {
    globPatterns: precachePatterns,
    globIgnores: precacheIgnores,
    // The fallback for app routes is the precached shell; server paths always reach the server.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: serverPathPatterns,
    // No runtimeCaching: nothing fetched at run time (API answers, private files) is ever stored.
    // Server paths bypass the worker entirely where the browser can say so (public/sw-network-routes.js);
    // Web Push notices are shown and opened by public/sw-push.js.
    importScripts: ['sw-network-routes.js', 'sw-push.js'],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (offline from the first visit); an update
    // waits for the user's yes (skipWaiting on message) so open pages keep a consistent build.
    clientsClaim: true,
    skipWaiting: false,
    // One file, served with Cache-Control: no-cache, so browsers see each deployment at once.
    inlineWorkboxRuntime: true,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [react(), pwa, pdfjsAssets()],
  // The Umm al-Qura tables are shared with the server (templates/calendars); the dev server may read them.
  server: { proxy, fs: { allow: [searchForWorkspaceRoot(process.cwd()), fileURLToPath(new URL('../templates/calendars', import.meta.url))] } },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The manifest lets scripts/home-bundle-size.mjs measure what the home route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page statically needs goes into one chunk: dozens of tiny shared
        // chunks would each pay a request and compress worse. Screens stay in their own chunks.
        // pdf.js is a chunk of its own (the research reader's), kept out of the service worker's
        // precache by name (service-worker-policy.ts).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
});
