import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { cspNonce } from '../../theme/csp-nonce';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionOf, type Language } from '../../lib/language';
import { createAppTheme } from '../../theme/theme';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Shows the update prompt in a root of its own, beside the app: it appears only when a new build
 * waits, and needs nothing of the app's state. Same theme and direction as the app; its own
 * emotion cache key, so its styles never mix with the app's sheet (the page's global styles are
 * already the app's).
 */
export function mountUpdatePrompt(language: Language, apply: () => void): void {
  const host = document.createElement('div');
  host.id = 'eva-update-prompt';
  document.body.appendChild(host);
  const rtl = directionOf(language) === 'rtl';
  const nonce = cspNonce();
  const cache = rtl ? createCache({ key: 'evaupdatertl', nonce, stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'evaupdate', nonce });
  createRoot(host).render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createAppTheme(language)}>
        <UpdatePrompt language={language} onUpdate={apply} />
      </ThemeProvider>
    </CacheProvider>,
  );
}
