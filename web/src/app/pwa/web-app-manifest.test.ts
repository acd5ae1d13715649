import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../theme/theme';
import { iconSizes, manifestIcons, webAppManifest } from './web-app-manifest';

const arabicLetters = /[\u0600-\u06FF]/;

describe('web app manifest', () => {
  const theme = createAppTheme('ar');
  const manifest = webAppManifest(theme);

  it('is Arabic, right to left, standalone, starting at the home page', () => {
    expect(manifest.name).toMatch(arabicLetters);
    expect(manifest.short_name).toMatch(arabicLetters);
    // Launchers cut longer short names.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.lang).toBe('ar');
    expect(manifest.dir).toBe('rtl');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
  });

  it('takes its colours from the MUI theme', () => {
    expect(manifest.theme_color).toBe(theme.palette.primary.dark);
    expect(manifest.background_color).toBe(theme.palette.background.default);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The English theme has the same colours: one manifest serves both languages.
    expect(webAppManifest(createAppTheme('en')).theme_color).toBe(manifest.theme_color);
  });

  it('has 192 and 512 px icons and a maskable one, all PNG at the site root', () => {
    const sizes = (purpose: string) => manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/[a-z0-9-]+\.png$/);
      const [width] = icon.sizes.split('x');
      // The generator names its files after their size; a list that disagrees would 404.
      expect(icon.src).toContain(`${width}x${width}`);
    }
  });

  it('tells the icon generator exactly the sizes it lists', () => {
    expect(iconSizes('any')).toEqual(manifestIcons.filter((i) => i.purpose === 'any').map((i) => Number.parseInt(i.sizes, 10)));
    expect(iconSizes('maskable')).toEqual([192, 512]);
  });
});
