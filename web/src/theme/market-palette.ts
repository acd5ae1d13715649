import type { PaletteColor, PaletteColorOptions } from '@mui/material/styles';

// Gains and losses get palette entries of their own rather than reusing success/error: an alert's
// green is not a price going up, and the two may need to differ (e.g. markets that show red for up).
declare module '@mui/material/styles' {
  interface Palette {
    gain: PaletteColor;
    loss: PaletteColor;
    /** No change, and the neutral end of the heatmap scale. */
    unchanged: PaletteColor;
  }
  interface PaletteOptions {
    gain?: PaletteColorOptions;
    loss?: PaletteColorOptions;
    unchanged?: PaletteColorOptions;
  }
}

/**
 * Both are used as text on white and on the page background (#f5f7f6), and as tiles under white
 * text: each keeps at least 4.5:1 against those (WCAG AA for body text). #1b8a4b, the former
 * green, was 4.39:1 on white.
 */
export const marketPalette = {
  gain: { main: '#157a43', contrastText: '#ffffff' },
  loss: { main: '#c62828', contrastText: '#ffffff' },
  unchanged: { main: '#5b6570', contrastText: '#ffffff' },
} as const;
