// Runs the Playwright journeys in e2e/journeys/*.test.ts with node:test, side by side, in one
// Chromium (Debian's) that every journey file connects to.
//
//   EVA_E2E_BASE_URL     the web app to test (its /api must reach the Rust API). When unset, this
//                        script serves web/dist with `vite preview` on 127.0.0.1:4180, proxying
//                        /api to EVA_API_PROXY_TARGET (default http://127.0.0.1:8080).
//   EVA_E2E_MAILBOX_DIR  directory where the test SMTP server writes each email as a .eml file.
//   EVA_E2E_REQUIRE_BACKEND=1  fail (instead of skip) journeys whose API or inbox is missing.
//   EVA_E2E_JOURNEYS     comma-separated parts of journey file names to run (e.g. `subscriptions`);
//                        unset: every journey. Arguments to this script do the same
//                        (`npm run e2e -- subscriptions`); with-server.sh passes the variable on.
//   EVA_E2E_CONCURRENCY  journey files run at once (default 2: this machine's cores; see below).
//   EVA_E2E_LOG_DIR      where each journey file's report is kept (default target/test-logs/e2e).
//
// Each journey file is a node:test process of its own; up to EVA_E2E_CONCURRENCY of them run at
// once, the longest first, except where one journey changes what another one sees (`changes`
// below): those two never overlap. Each file's report is printed whole when it ends, and the end
// of the output lists every failed test with its file.
//
// Node 20 cannot run TypeScript, so the journeys are first transpiled (types are checked by
// `tsc -b`) into node_modules/.cache/eva-e2e.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import ts from 'typescript';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const webDir = dirname(e2eDir);
const repoDir = dirname(webDir);
const outDir = join(webDir, 'node_modules/.cache/eva-e2e');
const logDir = process.env.EVA_E2E_LOG_DIR ?? join(repoDir, 'target/test-logs/e2e');
const concurrency = Math.max(1, Number(process.env.EVA_E2E_CONCURRENCY ?? 2));
/** A journey file still running after this long is stopped and reported (none comes close). */
const fileTimeoutMs = Number(process.env.EVA_E2E_FILE_TIMEOUT_S ?? 600) * 1000;

/**
 * How long each journey file takes, in seconds, on a busy 2-core machine with two at a time: the
 * longest start first, so that the last ones to end are short. A new file counts as 30 s.
 */
const expectedSeconds = {
  'accessibility-subscriber': 120,
  'accessibility-guest': 90,
  'installable-app': 80,
  market: 75,
  subscriptions: 60,
  'accessibility-staff': 55,
  'staff-tables': 60,
  analysts: 50,
  shell: 35,
  workshops: 30,
  'accessibility-keyboard': 28,
  kyc: 28,
  'stock-analysis': 25,
  notifications: 24,
  opinions: 24,
  'content-consent': 23,
  ratings: 20,
  alerts: 30,
  screens: 18,
  chat: 18,
  'chat-free-question': 40,
  account: 17,
  research: 16,
  'stock-search': 10,
};

/**
 * What a journey changes that other journeys see, and which journeys see it: while it runs, those
 * wait (and it waits for them). Everything else a journey changes belongs to its own new users
 * (newSubscriber), or adds rows that other journeys only render, the same screens with one more
 * row: the demo analyst's lists, the staff console's queues, the demo subscriber's notices (the
 * notifications journey's own client turns off the research notices every investor gets).
 * Service workers are blocked outside the installable-app journey (newContext), so the new
 * `sw.js` it deploys is offered to its own pages only. No journey counts on the sign-in and
 * email throttles, which with-server.sh raises for the fuzzer.
 */
const changes = {
  // `eva market import`: a stock's demo history is replaced and the market's analytics (movers,
  // breadth, signals, the rankings' risk figures) are computed again.
  opinions: {
    what: 'the market data',
    seenBy: [
      'accessibility-guest',
      'accessibility-subscriber',
      'accessibility-keyboard',
      'market',
      'screens',
      'shell',
      'stock-search',
      'chat',
      'chat-free-question',
      'workshops',
      'subscriptions',
      'stock-analysis',
      'ratings',
      'alerts',
    ],
  },
  // `eva market quotes`: one stock trades now at its last price (its day's change reads from
  // that close), so the journey's market orders fill whatever the hour.
  ratings: {
    what: "a stock's current price",
    seenBy: [
      'accessibility-guest',
      'accessibility-subscriber',
      'accessibility-keyboard',
      'market',
      'screens',
      'shell',
      'stock-search',
      'chat',
      'chat-free-question',
      'workshops',
      'subscriptions',
      'stock-analysis',
      'alerts',
    ],
  },
  // `eva market quotes`: one stock trades 1% above an alert's level until the alert has fired, then
  // at its last price again; the ratings journey's price must not come back between the two.
  alerts: {
    what: "a stock's current price",
    seenBy: [
      'accessibility-guest',
      'accessibility-subscriber',
      'accessibility-keyboard',
      'market',
      'screens',
      'shell',
      'stock-search',
      'chat',
      'chat-free-question',
      'workshops',
      'subscriptions',
      'stock-analysis',
      'ratings',
    ],
  },
  // Staff change the terms and the payment terms materially: every signed-in user is asked to
  // accept them again (the terms page, the profile, a checkout after an earlier acceptance); the
  // demo subscriber accepts them.
  'content-consent': {
    what: 'the site texts',
    seenBy: ['accessibility-guest', 'accessibility-subscriber', 'screens', 'subscriptions', 'kyc', 'chat-free-question'],
  },
};

/** The server's own first work on the demo market: the journeys that read market data wait for it. */
const startupAnalytics = { name: 'the first market analytics', seenBy: changes.opinions.seenBy };

/** Sorted: the directory's own order differs between checkouts. */
function sources(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function transpile() {
  rmSync(outDir, { recursive: true, force: true });
  for (const source of sources(e2eDir)) {
    const target = join(outDir, relative(e2eDir, source)).replace(/\.ts$/, '.js');
    const { outputText } = ts.transpileModule(readFileSync(source, 'utf8'), {
      fileName: source,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        rewriteRelativeImportExtensions: true,
        verbatimModuleSyntax: true,
      },
    });
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  writeFileSync(join(outDir, 'package.json'), JSON.stringify({ type: 'module' }));
  return sources(join(e2eDir, 'journeys')).map((source) => join(outDir, relative(e2eDir, source)).replace(/\.ts$/, '.js'));
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

async function startPreview() {
  if (!existsSync(join(webDir, 'dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first, or set EVA_E2E_BASE_URL');
  }
  const port = process.env.EVA_E2E_PREVIEW_PORT ?? '4180';
  // Proxy errors (no API running) would drown the test report: they go to a log file instead.
  mkdirSync(join(webDir, 'test-results'), { recursive: true });
  const log = openSync(join(webDir, 'test-results/preview.log'), 'w');
  const preview = spawn(process.execPath, [join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
    cwd: webDir,
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 20_000);
  return { url, stop: () => preview.kill('SIGTERM') };
}

/** The journeys asked for by name (arguments or EVA_E2E_JOURNEYS), or all of them. */
function selected(all) {
  const wanted = [...process.argv.slice(2), ...(process.env.EVA_E2E_JOURNEYS ?? '').split(',')].map((part) => part.trim()).filter(Boolean);
  if (wanted.length === 0) return all;
  const chosen = all.filter((path) => wanted.some((part) => relative(join(outDir, 'journeys'), path).includes(part)));
  if (chosen.length === 0) throw new Error(`no journey matches ${wanted.join(', ')}`);
  return chosen;
}

const nameOf = (path) => basename(path).replace(/\.test\.js$/, '');

/** True when `a` and `b` must not run at the same time (one changes what the other sees). */
function conflict(a, b) {
  return Boolean(changes[a]?.seenBy.includes(b) || changes[b]?.seenBy.includes(a) || (changes[a] && a === b));
}

/**
 * Resolves when the demo market's analytics and rankings are computed (a fresh `eva run` does that
 * in the background for up to a minute), or at once when there is no API to ask.
 */
async function marketAnalyticsReady(baseUrl, timeoutMs = 240_000) {
  const json = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/json' } });
    return response.ok ? response.json() : null;
  };
  try {
    const modules = await json('/api/modules');
    if (!Array.isArray(modules?.data)) return;
    const enabled = new Set(modules.data.map((module) => module.id));
    if (!enabled.has('market')) return;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const markets = await Promise.all([1, 2].map((id) => json(`/api/market-indicators?market_id=${id}`)));
      const marketsReady = markets.every((body) => body?.data?.breadth && (body.data.movers?.gainers?.length ?? 0) > 0);
      let rankingsReady = true;
      if (marketsReady && enabled.has('reports')) {
        for (const strategy of ['growth', 'value', 'dividend_income', 'momentum', 'low_volatility']) {
          const top = await json(`/api/evareport/guest/stocks/rankings?strategy=${strategy}`);
          if ((top?.data?.length ?? 0) < 10) rankingsReady = false;
        }
      }
      if (marketsReady && rankingsReady) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`e2e: the market analytics were not ready within ${timeoutMs / 1000}s; the market journeys run anyway`);
  } catch (error) {
    console.log(`e2e: could not ask for the market analytics (${error.message}); the market journeys run anyway`);
  }
}

/** Runs one journey file in a node:test process; its report goes to the log directory. */
function runFile(path, env) {
  const name = nameOf(path);
  const reportFile = join(logDir, 'journeys', `${name}.log`);
  const failuresFile = join(logDir, 'journeys', `${name}.failures.jsonl`);
  rmSync(failuresFile, { force: true });
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(e2eDir, 'failures-reporter.mjs')}`,
      `--test-reporter-destination=${failuresFile}`,
      path,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, fileTimeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      writeFileSync(reportFile, output);
      const failures = existsSync(failuresFile)
        ? readFileSync(failuresFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [];
      if (timedOut) failures.push({ name: `the whole file (stopped after ${fileTimeoutMs / 1000} s)`, suite: true, failureType: 'timeout', message: '' });
      else if (code !== 0 && failures.length === 0) failures.push({ name: 'the whole file', suite: true, failureType: 'exit', message: `exit code ${code}` });
      resolve({ name, path, seconds, ok: code === 0 && !timedOut, failures, output });
    });
  });
}

/**
 * Runs the files up to `concurrency` at a time, longest first; a file waits while one it conflicts
 * with runs, and the ones reading market data wait for the server's first analytics.
 */
async function schedule(paths, env, baseUrl) {
  const pending = [...paths].sort((a, b) => (expectedSeconds[nameOf(b)] ?? 30) - (expectedSeconds[nameOf(a)] ?? 30));
  const running = new Map();
  const results = [];
  let analyticsReady = false;
  const analytics = marketAnalyticsReady(baseUrl).then(() => {
    analyticsReady = true;
  });
  let wake;
  const woken = () => new Promise((resolve) => (wake = resolve));
  const startable = (name) => (analyticsReady || !startupAnalytics.seenBy.includes(name)) && [...running.keys()].every((other) => !conflict(name, other));
  void analytics.then(() => wake?.());
  while (pending.length > 0 || running.size > 0) {
    while (running.size < concurrency) {
      const index = pending.findIndex((path) => startable(nameOf(path)));
      if (index < 0) break;
      const [path] = pending.splice(index, 1);
      const name = nameOf(path);
      running.set(
        name,
        runFile(path, env).then((result) => {
          running.delete(name);
          results.push(result);
          const mark = result.ok ? '✔' : '✖';
          console.log(`\n${mark} ── ${relative(outDir, path).replace(/\.js$/, '.ts')} (${result.seconds.toFixed(0)} s) ──`);
          process.stdout.write(result.output);
          wake?.();
        }),
      );
    }
    if (running.size === 0 && pending.length > 0) {
      // Only journeys waiting for the analytics are left.
      await analytics;
      continue;
    }
    await woken();
  }
  return results;
}

const journeys = selected(transpile());
let preview = null;
let baseUrl = process.env.EVA_E2E_BASE_URL;
if (!baseUrl) {
  preview = await startPreview();
  baseUrl = preview.url;
}
mkdirSync(join(logDir, 'journeys'), { recursive: true });

// The one browser: each journey file connects to it (support/browser.ts) and makes its own
// contexts. The same executable and arguments as a file run on its own.
const { chromiumArgs, chromiumExecutable } = await import(join(outDir, 'support/chromium.js'));
const browserServer = await chromium.launchServer({ executablePath: chromiumExecutable, args: chromiumArgs });
const startedAt = Date.now();
console.log(
  `e2e: testing ${baseUrl}; mailbox ${process.env.EVA_E2E_MAILBOX_DIR ?? '(none)'}; ` +
    `${journeys.length} journey file(s), ${concurrency} at a time, in one Chromium; reports in ${relative(repoDir, logDir)}/journeys`,
);

const env = {
  ...process.env,
  EVA_E2E_BASE_URL: baseUrl,
  EVA_E2E_SCREENSHOT_DIR: join(webDir, 'test-results/screens'),
  EVA_E2E_BROWSER_WS: browserServer.wsEndpoint(),
};
let results;
try {
  results = await schedule(journeys, env, baseUrl);
} finally {
  await browserServer.close();
  preview?.stop();
}

const total = (Date.now() - startedAt) / 1000;
console.log(`\ne2e: ${results.length} journey file(s) in ${total.toFixed(0)} s, ${concurrency} at a time:`);
for (const result of [...results].sort((a, b) => b.seconds - a.seconds)) {
  console.log(`  ${result.ok ? '✔' : '✖'} ${result.name.padEnd(26)} ${result.seconds.toFixed(0).padStart(4)} s`);
}
const failed = results.filter((result) => !result.ok);
if (failed.length > 0) {
  // Last, where a truncated CI log still shows them: each failed test and its file. The same
  // lines go to FAILURES.txt beside the logs, for make test's summary.
  console.log('\n✖ failing journeys:');
  const summary = [];
  for (const result of failed) {
    const file = relative(webDir, join(e2eDir, relative(outDir, result.path))).replace(/\.js$/, '.ts');
    const report = relative(repoDir, join(logDir, 'journeys', `${result.name}.log`));
    // Tests that failed on their own; a suite only when it failed for itself (a hook, a timeout).
    const shown = result.failures.filter((f) => !['subtestsFailed', 'cancelledByParent'].includes(f.failureType ?? ''));
    for (const failure of shown.length > 0 ? shown : result.failures) {
      console.log(`  ✖ ${failure.name}\n      in ${file} (report: ${report})`);
      if (failure.message)
        console.log(
          failure.message
            .split('\n')
            .map((line) => `      ${line}`)
            .join('\n'),
        );
      summary.push(`web/${file} :: ${failure.name} (report: ${report}; server log: ${relative(repoDir, join(logDir, 'eva.log'))})`);
    }
  }
  writeFileSync(join(logDir, 'FAILURES.txt'), `${summary.join('\n')}\n`);
}
process.exit(failed.length > 0 ? 1 : 0);
