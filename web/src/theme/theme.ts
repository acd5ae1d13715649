import { createTheme, type Theme } from '@mui/material/styles';
import { arSA, enUS } from '@mui/material/locale';
import { directionOf, type Language } from '../lib/language';
import { marketPalette } from './market-palette';

/** IBM Plex Sans Arabic covers Arabic and Latin, so one bundled font serves both languages. */
const fontFamily = '"IBM Plex Sans Arabic", "Segoe UI", Tahoma, sans-serif';

export function createAppTheme(language: Language): Theme {
  const theme = createTheme(
    {
      direction: directionOf(language),
      palette: {
        primary: { main: '#0b5c4d', light: '#2f8f7b', dark: '#063d33', contrastText: '#ffffff' },
        // The brand's gold fills (under dark text); as text on white it is too light (2.7:1), so
        // text and outlined buttons and chips in this colour use `dark` (5.4:1).
        secondary: { main: '#c8962e', dark: '#8a6416', contrastText: '#1c1c1c' },
        background: { default: '#f5f7f6', paper: '#ffffff' },
        // Each keeps at least 4.5:1 against white and the page background, as text and under white
        // text (WCAG AA): MUI's own warning and info, and the former #1b8a4b, fell short.
        success: { main: '#157a43', contrastText: '#ffffff' },
        warning: { main: '#a65400', contrastText: '#ffffff' },
        info: { main: '#0170a8', contrastText: '#ffffff' },
        error: { main: '#c62828', contrastText: '#ffffff' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily,
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontWeight: 700 },
        h2: { fontWeight: 700 },
        h3: { fontWeight: 700 },
        h4: { fontWeight: 700 },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600 },
      },
      components: {
        // MUI marks a keyboard focus only with a faint ripple: every button, link-button, chip,
        // tab, radio and checkbox gets a ring instead, a white gap then the primary colour, seen on
        // light and on dark surfaces alike.
        MuiButtonBase: {
          styleOverrides: {
            root: { '&.Mui-focusVisible': { outline: '2px solid #0b5c4d', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: {
            root: {
              variants: [
                { props: { color: 'secondary', variant: 'outlined' }, style: { color: '#8a6416', borderColor: '#8a6416' } },
                { props: { color: 'secondary', variant: 'text' }, style: { color: '#8a6416' } },
              ],
            },
          },
        },
        MuiChip: {
          styleOverrides: {
            root: { variants: [{ props: { color: 'secondary', variant: 'outlined' }, style: { color: '#8a6416', borderColor: '#8a6416' } }] },
          },
        },
        // Unselected, MUI draws them in action.active (4.48:1 on the page background): a shade darker.
        MuiToggleButton: { styleOverrides: { root: { color: 'rgba(0, 0, 0, 0.64)' } } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
      },
    },
    language === 'ar' ? arSA : enUS,
  );
  // createTheme derives light/dark only for its own intents; custom entries go through augmentColor
  // (the pattern MUI documents), so `gain.light` etc. exist like `success.light`.
  return createTheme(theme, {
    palette: {
      gain: theme.palette.augmentColor({ color: marketPalette.gain, name: 'gain' }),
      loss: theme.palette.augmentColor({ color: marketPalette.loss, name: 'loss' }),
      unchanged: theme.palette.augmentColor({ color: marketPalette.unchanged, name: 'unchanged' }),
    },
  });
}
