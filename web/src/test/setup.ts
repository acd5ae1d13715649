import i18n, { initI18n } from '../i18n';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Before every pointer action user-event reads `pointer-events` through getComputedStyle on each
// ancestor; in a test DOM, under MUI's hundreds of emotion rules, that check is most of a click's time.
// Disabled controls are still refused (they carry the `disabled` attribute), so tests skip it.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/user-event')>();
  const setup: typeof actual.userEvent.setup = (options) => actual.userEvent.setup({ pointerEventsCheck: actual.PointerEventsCheckLevel.Never, ...options });
  const userEvent = { ...actual.userEvent, setup };
  return { ...actual, default: userEvent, userEvent };
});

// No test reaches a network: a request that no fake answers (installFakeApi stubs fetch, and
// unstubbing brings this back) fails at once, as an unreachable server would.
globalThis.fetch = async (input: RequestInfo | URL) => {
  throw new TypeError(`Failed to fetch ${input instanceof Request ? input.url : String(input)}: no network in unit tests`);
};

/** The test origin (vitest's happy-dom default), and happy-dom's own controls of its window. */
const testOrigin = 'http://localhost:3000/';
const testWindow = window as unknown as { happyDOM: { setURL(url: string): void } };

// Screens are lazy chunks that vite transforms on first use: give the first render time.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  // Each render builds its own emotion cache, which inserts every rule again: left in <head>, the
  // rules of all earlier tests pile up, and the DOM's getComputedStyle (asked by every role query)
  // matches each element against all of them. The unmounted renders' styles go with them.
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  // Files share a worker's modules and window (vitest.config.ts): the next test starts at the
  // test origin's root, in English, with real timers, whatever this one did.
  vi.useRealTimers();
  testWindow.happyDOM.setURL(testOrigin);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Files that stand in for object URLs (downloads, previews) replace URL's functions for all
// their tests: the next file in the worker gets the real ones back.
const { createObjectURL, revokeObjectURL } = URL;
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

// Tests read English texts; the page language under test is set per test where it matters.
// i18next is set up once per worker: the files after the first share it.
if (i18n.isInitialized) await i18n.changeLanguage('en');
else await initI18n('en');

// Two rules of a browser's own style sheet that happy-dom's computed styles lack: phrasing
// elements are inline (an accessible name joins their text without spaces, "Bank (1120)" and not
// "Bank ( 1120 )"), and `dir` sets `direction`. First in <head>, so the app's styles override them.
const userAgentStyles = document.getElementById('user-agent-styles') ?? document.createElement('style');
userAgentStyles.id = 'user-agent-styles';
userAgentStyles.textContent = [
  'a, abbr, b, bdi, bdo, br, canvas, cite, code, data, del, dfn, em, i, iframe, img, ins, kbd, label,',
  'mark, q, s, samp, small, span, strong, sub, sup, svg, time, u, var, wbr { display: inline }',
  '[dir="rtl"] { direction: rtl }',
  '[dir="ltr"] { direction: ltr }',
].join('\n');
document.head.prepend(userAgentStyles);

// MUI's useMediaQuery: happy-dom evaluates media queries against its 1024 × 768 window, so the
// desktop layout unless a test says otherwise.
window.scrollTo = () => undefined;

// A browser fires `selectionchange` as a task of its own once the selection moved; happy-dom
// fires it at once, inside the call that moved it. ProseMirror (the staff rich-text editor) moves
// the selection when told it moved, so at once it goes round until the stack overflows.
// (On the page document's own prototype, happy-dom's HTMLDocument, not the window's `Document`. Patched
// once per worker, the files after the first share it.)
const documentClass = Object.getPrototypeOf(document) as Document & { evaDeferredSelectionChange?: true };
if (!documentClass.evaDeferredSelectionChange) {
  const dispatchOnDocument = documentClass.dispatchEvent;
  const deferred = new WeakSet<Event>();
  documentClass.evaDeferredSelectionChange = true;
  documentClass.dispatchEvent = function dispatchEvent(this: Document, event: Event) {
    // (happy-dom calls dispatchEvent again for each phase of the same event: those go through.)
    if (event.type !== 'selectionchange' || deferred.has(event)) return dispatchOnDocument.call(this, event);
    deferred.add(event);
    setTimeout(() => dispatchOnDocument.call(this, event), 0);
    return true;
  };
}
