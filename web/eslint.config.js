import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // Built output, files written from the server's OpenAPI document, and test run artifacts.
  globalIgnores(['dist/', 'coverage/', 'src/generated/', 'test-results/', 'playwright-report/', 'blob-report/']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat.recommended],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    rules: {
      // A leading underscore marks a value left unused on purpose (as TypeScript's noUnusedParameters reads it).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // These effects reset state when a prop or the address changes, or keep what an outside system gave (storage, object URLs, pdf.js); no React Compiler here.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Node scripts (the API generator, the size check, the e2e runner) and the service worker's routes.
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node, ...globals.browser } },
  },
]);
