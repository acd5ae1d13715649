import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The operator's binary, as with-server.sh runs it (same data folder). */
export const evaBin = process.env.EVA_E2E_EVA_BIN ?? null;

/** Runs `eva market <command> FILE` with `csv` as the file, as an operator would. */
export async function marketImport(command: string, csv: string, flags: string[] = []): Promise<void> {
  if (!evaBin) throw new Error('EVA_E2E_EVA_BIN is not set: the journey imports prices with the eva binary');
  const dir = await mkdtemp(join(tmpdir(), 'eva-market-'));
  try {
    const file = join(dir, 'prices.csv');
    await writeFile(file, csv);
    await promisify(execFile)(evaBin, ['market', command, file, ...flags], { env: process.env });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `symbol` trading at `price` now (`eva market quotes`): the market's current price, so a market
 * order fills at once whatever the hour the journey runs at (outside a session it would wait for
 * the next price, as it should).
 */
export function tradesNow(symbol: string, price: number): Promise<void> {
  return marketImport('quotes', `Symbol,Price\n${symbol},${price.toFixed(2)}\n`);
}
