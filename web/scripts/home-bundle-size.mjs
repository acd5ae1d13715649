// Measures the JavaScript the home route needs, gzipped, and fails above the 200 kB budget:
//   - what index.html loads (its module script and everything that imports statically), and
//   - the chunks the home page always fetches right after: the footer and the page's language
//     (the larger of ar/en is counted).
// The widgets the home page loads lazily after its first paint (market overview, header search)
// and the list of screens (fetched once the home page has painted) are listed too, outside the budget.
// Run after `vite build`: node scripts/home-bundle-size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const BUDGET_BYTES = 200 * 1000;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A chunk and its static imports, as manifest keys. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const htmlScripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
const initial = closure(htmlScripts.map((file) => byFile.get(file)).filter(Boolean));
const footer = closure(['src/app/layout/Footer.tsx']);
const language =
  ['src/i18n/ar.ts', 'src/i18n/en.ts']
    .filter((key) => manifest[key])
    .map((key) => closure([key]))
    .sort((a, b) => [...b].reduce((s, k) => s + gz(manifest[k].file), 0) - [...a].reduce((s, k) => s + gz(manifest[k].file), 0))[0] ?? new Set();

const needed = new Set([...initial, ...footer, ...language]);
let total = 0;
const rows = [...needed].map((key) => {
  const size = gz(manifest[key].file);
  total += size;
  return { file: manifest[key].file, gzipKb: (size / 1000).toFixed(2) };
});
// Scripts named in index.html but missing from the manifest are still counted.
for (const file of htmlScripts.filter((f) => !byFile.has(f))) {
  const size = gz(file);
  total += size;
  rows.push({ file, gzipKb: (size / 1000).toFixed(2) });
}
rows.sort((a, b) => Number(b.gzipKb) - Number(a.gzipKb));
console.table(rows);
console.log(`home route JS (gzip): ${(total / 1000).toFixed(2)} kB of ${BUDGET_BYTES / 1000} kB budget`);

// For the record, not budgeted: what the home page fetches lazily after its first paint.
const later = {
  'market overview': 'src/features/market/components/MarketOverview.tsx',
  'header search': 'src/app/layout/StockSearch.tsx',
  'list of screens': 'src/app/router/screens.ts',
};
const lazyCounted = new Set(needed);
for (const [name, key] of Object.entries(later)) {
  if (!manifest[key]) continue;
  let size = 0;
  for (const chunk of closure([key])) {
    if (lazyCounted.has(chunk)) continue;
    lazyCounted.add(chunk);
    size += gz(manifest[chunk].file);
  }
  console.log(`  then, loaded after first paint: ${name} ${(size / 1000).toFixed(2)} kB`);
}
if (total > BUDGET_BYTES) {
  console.error('over budget');
  process.exit(1);
}
