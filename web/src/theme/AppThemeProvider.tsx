import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { directionOf, type Language } from '../lib/language';
import { createEmotionCache } from './emotion-cache';
import { createAppTheme } from './theme';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';

/**
 * RTL in MUI takes three things together: `dir` on <html> (set at start-up), the theme direction
 * and the RTL emotion cache. The language is fixed for a page load (the toggle reloads), so both
 * are built once.
 */
export function AppThemeProvider({ language, children }: { language: Language; children: ReactNode }) {
  const cache = useMemo(() => createEmotionCache(directionOf(language)), [language]);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
