import type { Theme } from '@mui/material/styles';

/**
 * The installable app's web manifest, built from the MUI theme so its colours cannot drift from
 * the screens. vite.config.ts writes it to dist/manifest.webmanifest (vite-plugin-pwa), and the
 * build links it from index.html.
 *
 * The manifest is one document for every visitor, so it speaks the product's first language:
 * Arabic, right to left (spec §4). What a user sees inside the app follows their language choice.
 */
export interface WebAppManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'ar';
  dir: 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'any';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: WebAppManifestIcon[];
}

/**
 * The PNG icons. vite.config.ts generates them at build time from public/favicon.svg
 * (@vite-pwa/assets-generator, through vite-plugin-pwa's `pwaAssets`) under these names, its
 * default `pwa-WxH.png` and `maskable-icon-WxH.png`; `iconPreset` there lists the same sizes.
 */
export const manifestIcons: readonly WebAppManifestIcon[] = [
  { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png', purpose: 'any' },
  { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/maskable-icon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The sizes of each kind of icon, for the generator (kept equal to `manifestIcons`). */
export function iconSizes(purpose: 'any' | 'maskable'): number[] {
  return manifestIcons.filter((icon) => icon.purpose === purpose).map((icon) => Number.parseInt(icon.sizes, 10));
}

/**
 * The bar and splash colours: the app bar's dark green (`primary.dark`, also the page's
 * `<meta name="theme-color">`) and the page background behind every screen.
 */
export function manifestColours(theme: Theme): { theme_color: string; background_color: string } {
  return { theme_color: theme.palette.primary.dark, background_color: theme.palette.background.default };
}

export function webAppManifest(theme: Theme): WebAppManifest {
  return {
    id: '/',
    name: 'إيفا — أبحاث الأسهم السعودية والأمريكية',
    short_name: 'إيفا',
    description: 'إيفا — منصة أبحاث وتحليل الأسهم السعودية والأمريكية',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    ...manifestColours(theme),
    categories: ['finance', 'business'],
    icons: [...manifestIcons],
  };
}
