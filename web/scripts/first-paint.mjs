// First contentful paint of a page, read from the browser's own performance entries, in
// Debian's headless Chromium. Loads the page RUNS times with a fresh profile (cold cache) and
// prints each value and the median.
//   node scripts/first-paint.mjs http://127.0.0.1:8080/ [RUNS]
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const runs = Number(process.argv[3] ?? 5);
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const browser = await chromium.launch({ executablePath: process.env.EVA_E2E_CHROMIUM ?? '/usr/bin/chromium', args });
const values = [];
for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  values.push(fcp);
  console.log(`run ${i + 1}: first contentful paint ${fcp.toFixed(0)} ms`);
  await context.close();
}
await browser.close();
values.sort((a, b) => a - b);
console.log(`median first contentful paint: ${values[Math.floor(values.length / 2)].toFixed(0)} ms over ${runs} cold loads of ${url}`);
