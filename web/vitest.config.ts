import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Test files that replace a module (vi.mock, vi.doMock): they run isolated (`projects` below).
const sourceDirectory = fileURLToPath(new URL('./src', import.meta.url));
const moduleMockingTests = readdirSync(sourceDirectory, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${sourceDirectory}/${file}`, 'utf8')))
  .map((file) => `src/${file.split(sep).join('/')}`);

/** `npm test`: vite.config.ts (the React plugin…) and what vitest adds. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // happy-dom: two thirds of jsdom's CPU time for the same tests (setup.ts adds what it lacks).
      environment: 'happy-dom',
      environmentOptions: {
        happyDOM: {
          // Leaving the page (location.assign, a new tab's address) only sets the address: no
          // request goes to the test origin and the document under test stays.
          settings: {
            navigation: { disableMainFrameNavigation: true, disableChildPageNavigation: true, disableChildFrameNavigation: true },
            disableIframePageLoading: true,
          },
        },
      },
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Whole-app renders with typing are slow on a busy 2-core machine (CI's run twice as long as
      // a quiet one here); they are not hung.
      testTimeout: 60_000,
      // Vitest's default outside watch mode is one core fewer than the machine has: one worker on
      // CI's 2 cores, with the main process idle. The files are CPU-bound DOM renders: use both.
      maxWorkers: '100%',
      pool: 'threads',
      // A worker imports React, MUI and the app once for all its files, and V8 keeps the code it
      // has optimised, instead of loading and warming up everything again for each of 110 files.
      // What a test leaves behind is reset by setup.ts (DOM, storage, language, address, timers)
      // and by vitest (mocks, stubbed globals). Files that replace a module keep a module graph
      // of their own, so the stand-in reaches no other file.
      projects: [
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: moduleMockingTests, isolate: false } },
        { extends: true, test: { name: 'isolated', include: moduleMockingTests } },
      ],
    },
  }),
);
