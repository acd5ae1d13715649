import { initI18n } from '../i18n';
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Before every pointer action user-event reads `pointer-events` through getComputedStyle on each
// ancestor; in jsdom, under MUI's hundreds of emotion rules, that check is most of a click's time.
// Disabled controls are still refused (they carry the `disabled` attribute), so tests skip it.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@testing-library/user-event')>();
  const setup: typeof actual.userEvent.setup = (options) =>
    actual.userEvent.setup({ pointerEventsCheck: actual.PointerEventsCheckLevel.Never, ...options });
  const userEvent = { ...actual.userEvent, setup };
  return { ...actual, default: userEvent, userEvent };
});

// Screens are lazy chunks that vite transforms on first use: give the first render time.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Each render builds its own emotion cache, which inserts every rule again: left in <head>, the
  // rules of all earlier tests pile up, and jsdom's getComputedStyle (asked by every role query)
  // matches each element against all of them. The unmounted renders' styles go with them.
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Tests read English texts; the page language under test is set per test where it matters.
await initI18n('en');

// jsdom has no matchMedia; MUI's useMediaQuery needs one. Desktop width unless a test says otherwise.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;
