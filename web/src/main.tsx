import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerAppServiceWorker } from './app/pwa/service-worker';
import { initI18n } from './i18n';
import { applyLanguage, resolveStartupLanguage } from './lib/language';

// Start-up (spec §4): the language and direction are settled before the first paint.
const language = resolveStartupLanguage();
applyLanguage(language);
await initI18n(language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App language={language} />
  </StrictMode>,
);

// The installable app: the service worker keeps the shell for offline starts and offers updates.
registerAppServiceWorker(language);
