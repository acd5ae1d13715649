import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('gain and loss colours', () => {
  const theme = createAppTheme('ar');
  const { gain, loss, unchanged, background } = theme.palette;

  it('come from the theme with derived shades', () => {
    for (const color of [gain, loss, unchanged]) {
      expect(color.light).toMatch(/^(#|rgb)/);
      expect(color.dark).toMatch(/^(#|rgb)/);
    }
  });

  it('are readable as text on white and on the page background, and under white text (WCAG AA)', () => {
    for (const color of [gain.main, loss.main, unchanged.main]) {
      expect(getContrastRatio(color, background.paper), color).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color, background.default), color).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
