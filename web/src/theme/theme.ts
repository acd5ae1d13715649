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
        secondary: { main: '#c8962e', contrastText: '#1c1c1c' },
        background: { default: '#f5f7f6', paper: '#ffffff' },
        success: { main: '#1b8a4b' },
        error: { main: '#c62828' },
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
        MuiButton: { defaultProps: { disableElevation: true } },
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
