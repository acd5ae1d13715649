import { readdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and =XX escapes (UTF-8 aware). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The readable text of an .eml: headers plus every part, base64 and quoted-printable decoded. */
export function readableText(raw: string): string {
  const pieces = [raw];
  const partPattern = /content-transfer-encoding:\s*(base64|quoted-printable)\s*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const match of raw.matchAll(partPattern)) {
    const [, encoding, body = ''] = match;
    pieces.push(encoding?.toLowerCase() === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decodeQuotedPrintable(body));
  }
  // A single-part message may declare its encoding in the top headers only.
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(raw)) pieces.push(decodeQuotedPrintable(raw));
  return pieces.join('\n');
}

/** The 6-digit code of a confirmation email: from its link (code=…) or the first 6-digit number. */
export function verificationCodeOf(text: string): string | null {
  return text.match(/code=(\d{6})\b/)?.[1] ?? text.match(/(?<!\d)(\d{6})(?!\d)/)?.[1] ?? null;
}

/**
 * Waits for the newest .eml in the test SMTP inbox written after `since` and addressed to
 * `recipient`, and returns its readable text. The inbox is looked at again whenever a file in it
 * changes (fs.watch).
 */
export async function waitForEmail(dir: string, recipient: string, since: number, timeoutMs = 30_000): Promise<string> {
  const find = (): string | null => {
    const candidates = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
      .filter((file) => file.mtime >= since - 1000)
      .sort((a, b) => b.mtime - a.mtime);
    for (const file of candidates) {
      const text = readableText(readFileSync(file.path, 'utf8'));
      if (text.toLowerCase().includes(recipient.toLowerCase())) return text;
    }
    return null;
  };
  return new Promise((resolve, reject) => {
    let watcher: FSWatcher | null = null;
    const finish = (text: string | null) => {
      watcher?.close();
      clearTimeout(timer);
      if (text !== null) resolve(text);
      else reject(new Error(`no email to ${recipient} arrived in ${dir} within ${timeoutMs / 1000}s`));
    };
    const timer = setTimeout(() => finish(find()), timeoutMs);
    watcher = watch(dir, () => {
      try {
        const text = find();
        if (text !== null) finish(text);
      } catch {
        // A file half written: the next change looks again.
      }
    });
    // An email written before the watch began.
    const text = find();
    if (text !== null) finish(text);
  });
}
