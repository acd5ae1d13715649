/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Rust host (`eva run`) listens here; the dev server and `vite preview` forward API calls so
// the browser sees one origin (cookies, XSRF-TOKEN and no CORS preflight).
const apiTarget = process.env.EVA_API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/sanctum': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The manifest lets scripts/home-bundle-size.mjs measure what the home route loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page statically needs goes into one chunk: dozens of tiny shared
        // chunks would each pay a request and compress worse. Screens stay in their own chunks.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Whole-app renders with typing are slow on a busy 2-core machine; they are not hung.
    testTimeout: 30_000,
  },
});
