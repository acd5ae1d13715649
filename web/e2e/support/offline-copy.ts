import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { evaBin } from './operator.ts';

/**
 * A copy of the journeys' server whose Eva Chat has no model, so the offline analyst answers (as
 * `make run` does): with-server.sh gives the journeys' server a fake model, whose one-sentence
 * replies say nothing of the analyst's paragraphs and tables. The copy is the server's own data
 * (`eva backup` while it runs: the demo users, the market's prices), served by the same binary on
 * a port of its own with the same web app; its schedules are off and its emails stay in its own
 * folder. `paragraphMs` spaces the analyst's paragraphs (250 ms by default) so that a journey sees
 * an answer half-written however busy the machine is.
 */
export interface OfflineCopy {
  url: string;
  stop: () => Promise<void>;
}

/** Why there can be no copy here, or null: it needs the binary and the data folder with-server.sh names. */
export function offlineCopyMissing(): string | null {
  if (!evaBin) return 'EVA_E2E_EVA_BIN is not set: the journey copies the server with the eva binary (with-server.sh sets it)';
  if (!process.env.EVA_DATA_DIR) return 'EVA_DATA_DIR is not set: the journey copies the server’s data folder (with-server.sh sets it)';
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function ready(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the copy of the server stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the copy of the server was not ready within ${timeoutMs / 1000} s`);
}

export async function startOfflineCopy({ name, paragraphMs }: { name: string; paragraphMs: number }): Promise<OfflineCopy> {
  const missing = offlineCopyMissing();
  if (missing || !evaBin) throw new Error(missing ?? 'no eva binary');
  const folder = await mkdtemp(join(tmpdir(), `eva-${name}-`));
  const data = join(folder, 'data');
  await promisify(execFile)(evaBin, ['backup', data], { env: process.env });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // No model (the offline analyst answers) and no SMTP server (its emails go to its folder).
    if (key.startsWith('EVA_MODULE__CHAT__MODEL__') || key === 'EVA_SMTP_URL') continue;
    env[key] = value;
  }
  Object.assign(env, {
    EVA_DATA_DIR: data,
    EVA_BIND: `127.0.0.1:${port}`,
    EVA_PUBLIC_URL: url,
    // The app with-server.sh serves (the journeys run from web/, where `dist` is without it).
    EVA_WEB_DIR: process.env.EVA_E2E_WEB_DIST ?? join(process.cwd(), 'dist'),
    EVA_JOBS__RUN_SCHEDULES: 'false',
    EVA_MODULE__CHAT__PARAGRAPH_MS: String(paragraphMs),
  });
  const logDir = process.env.EVA_E2E_LOG_DIR;
  const child = spawn(evaBin, ['run'], { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (logDir) {
    const log = createWriteStream(join(logDir, `${name}-eva.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await ready(url, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
