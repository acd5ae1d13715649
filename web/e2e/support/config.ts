/** Where the journeys run, from the environment (see e2e/run.mjs). */
export const baseUrl = (process.env.EVA_E2E_BASE_URL ?? 'http://127.0.0.1:4180').replace(/\/+$/, '');
export const mailboxDir = process.env.EVA_E2E_MAILBOX_DIR ?? null;
/** Set to 1 where a server must be there (CI): then missing prerequisites fail instead of skip. */
export const requireBackend = process.env.EVA_E2E_REQUIRE_BACKEND === '1';
/** web/test-results/screens/ (run.mjs sets it; the journeys run from a transpiled copy elsewhere). */
export const screenshotDir = `${(process.env.EVA_E2E_SCREENSHOT_DIR ?? `${process.cwd()}/test-results/screens`).replace(/\/+$/, '')}/`;
/** The fake model's own address (with-server.sh), whose holds make a streamed answer wait. */
export const modelUrl = process.env.EVA_E2E_MODEL_URL?.replace(/\/+$/, '') ?? null;
