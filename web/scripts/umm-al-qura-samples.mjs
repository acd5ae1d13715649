// Writes modules/kyc/tests/fixtures/umm-al-qura-van-gent.json: Hijri dates and their Gregorian
// days by `hijri-converter` (npm, R. H. van Gent's compilation of the published Umm al-Qura
// tables), an implementation independent of the table the server reads. The server's unit tests
// compare with it. Run from web/: node scripts/umm-al-qura-samples.mjs
import { writeFileSync } from 'node:fs';
import { toGregorian } from 'hijri-converter';

// The compilations disagree on these months (see src/features/kyc/lib/umm-al-qura.test.ts).
const disputed = new Set(['1427-6', '1446-6', '1485-10']);
const samples = [];
for (let year = 1356; year <= 1500; year += 1) {
  const month = ((year * 7) % 12) + 1;
  const day = ((year * 11) % 29) + 1;
  if (disputed.has(`${year}-${month}`)) continue;
  const { gy, gm, gd } = toGregorian(year, month, day);
  samples.push([year, month, day, `${gy}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`]);
}
const file = new URL('../../modules/kyc/tests/fixtures/umm-al-qura-van-gent.json', import.meta.url);
writeFileSync(file, `${JSON.stringify({ source: 'hijri-converter 1.1.1 (npm), R. H. van Gent', samples })}\n`);
console.log(`wrote ${samples.length} samples to ${file.pathname}`);
