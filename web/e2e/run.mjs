// Runs the Playwright journeys in e2e/journeys/*.test.ts with node:test and Debian's Chromium.
//
//   EVA_E2E_BASE_URL     the web app to test (its /api must reach the Rust API). When unset, this
//                        script serves web/dist with `vite preview` on 127.0.0.1:4180, proxying
//                        /api to EVA_API_PROXY_TARGET (default http://127.0.0.1:8080).
//   EVA_E2E_MAILBOX_DIR  directory where the test SMTP server writes each email as a .eml file.
//   EVA_E2E_REQUIRE_BACKEND=1  fail (instead of skip) journeys whose API or inbox is missing.
//   EVA_E2E_JOURNEYS     comma-separated parts of journey file names to run (e.g. `subscriptions`);
//                        unset: every journey. Arguments to this script do the same
//                        (`npm run e2e -- subscriptions`); with-server.sh passes the variable on.
//
// Node 20 cannot run TypeScript, so the journeys are first transpiled (types are checked by
// `tsc -b`) into node_modules/.cache/eva-e2e.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const webDir = dirname(e2eDir);
const outDir = join(webDir, 'node_modules/.cache/eva-e2e');

/** Sorted: the directory's own order differs between checkouts, and the journeys run in order. */
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
  return sources(join(e2eDir, 'journeys')).map((source) =>
    join(outDir, relative(e2eDir, source)).replace(/\.ts$/, '.js'),
  );
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
  const preview = spawn(
    process.execPath,
    [join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'],
    { cwd: webDir, stdio: ['ignore', log, log] },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 20_000);
  return { url, stop: () => preview.kill('SIGTERM') };
}

/** The journeys asked for by name (arguments or EVA_E2E_JOURNEYS), or all of them. */
function selected(all) {
  const wanted = [...process.argv.slice(2), ...(process.env.EVA_E2E_JOURNEYS ?? '').split(',')]
    .map((part) => part.trim())
    .filter(Boolean);
  if (wanted.length === 0) return all;
  const chosen = all.filter((path) => wanted.some((part) => relative(join(outDir, 'journeys'), path).includes(part)));
  if (chosen.length === 0) throw new Error(`no journey matches ${wanted.join(', ')}`);
  return chosen;
}

const journeys = selected(transpile());
let preview = null;
let baseUrl = process.env.EVA_E2E_BASE_URL;
if (!baseUrl) {
  preview = await startPreview();
  baseUrl = preview.url;
}
console.log(`e2e: testing ${baseUrl}; mailbox ${process.env.EVA_E2E_MAILBOX_DIR ?? '(none)'}`);

const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', ...journeys],
  {
    stdio: 'inherit',
    env: { ...process.env, EVA_E2E_BASE_URL: baseUrl, EVA_E2E_SCREENSHOT_DIR: join(webDir, 'test-results/screens') },
  },
);
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
preview?.stop();
process.exit(code);
