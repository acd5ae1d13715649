/**
 * Debian's Chromium (Playwright cannot download its own browser on these machines), and how it is
 * started. run.mjs starts one for all the journey files; a file run on its own starts its own.
 */
export const chromiumExecutable = process.env.EVA_E2E_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** run.mjs sets it: the journeys' shared browser (`chromium.launchServer`) to connect to. */
export const sharedBrowserEndpoint = process.env.EVA_E2E_BROWSER_WS ?? null;
