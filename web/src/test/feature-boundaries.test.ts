import { describe, expect, it } from 'vitest';

/**
 * A feature (`src/features/<name>/`) never imports another feature (shared/ARCHITECTURE.md, web):
 * what several features use lives in `src/components/` (UI), `src/shared-api/` (another module's
 * endpoints, under that module's query keys) or `src/lib/`. Every .ts/.tsx file under
 * src/features is read as text, so a new feature or file is checked without editing this test.
 */
const sources = import.meta.glob<string>('../features/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** The shared folders features import from: they import no feature themselves. */
const sharedSources = import.meta.glob<string>('../{components,shared-api,lib}/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** `../features/x.ts` (a glob key) → `src/features/x.ts`. */
const fromSrc = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^\.\.\//, 'src/'), text]));

const describeImport = ({ file, line, specifier, feature }: FeatureImport) => `${file}:${line} imports '${specifier}' (feature ${feature})`;

/** A module path as code names it: static and dynamic imports, re-exports, mocks and globs. */
const specifierPattern =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*|\bimport\.meta\.glob\s*(?:<[^>]*>)?\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

/** `src/...` path of a relative specifier seen from `file` (a `src/...` path). */
function resolveRelative(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/**
 * The feature a specifier reaches, or null. Relative paths are resolved; any other form that
 * names a features folder counts too, whatever alias it goes through (`@/features/x`,
 * `src/features/x`, `/src/features/x`, `~/features/x`, `@features/x`).
 */
function featureOf(file: string, specifier: string): string | null {
  const path = specifier.replace(/[?#].*$/, '');
  if (path.startsWith('./') || path.startsWith('../')) {
    return /^src\/features\/([^/]+)/.exec(resolveRelative(file, path))?.[1] ?? null;
  }
  return /(?:^|[/@~])features\/([^/]+)/.exec(path)?.[1] ?? null;
}

interface FeatureImport {
  file: string;
  line: number;
  specifier: string;
  feature: string;
}

/** Imports in `files` (`src/...` path → text) that reach a feature other than the file's own. */
function featureImports(files: Record<string, string>): FeatureImport[] {
  const found: FeatureImport[] = [];
  for (const [file, text] of Object.entries(files)) {
    const own = /^src\/features\/([^/]+)\//.exec(file)?.[1];
    for (const match of text.matchAll(specifierPattern)) {
      const specifier = match[2]!;
      const feature = featureOf(file, specifier);
      if (feature === null || feature === own) continue;
      const line = text.slice(0, match.index + match[0].length - specifier.length).split('\n').length;
      found.push({ file, line, specifier, feature });
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it('reads the feature sources', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('../features/market/routes/StockPage.tsx');
  });

  it('no feature imports another feature', () => {
    const report = featureImports(fromSrc(sources)).map(describeImport);
    expect(report, 'move what features share to src/components, src/shared-api or src/lib').toEqual([]);
  });

  it('shared UI, shared API calls and lib import no feature', () => {
    expect(Object.keys(sharedSources)).toContain('../shared-api/stocks.ts');
    expect(featureImports(fromSrc(sharedSources)).map(describeImport)).toEqual([]);
  });

  it('catches every import form and leaves a feature its own files and shared folders', () => {
    // `vi.` + `mock(` is split so vitest.config.ts does not count this file as one that mocks.
    const mock = `vi.${'mock'}`;
    const text = [
      "import { StockPicker } from '../../market/components/StockPicker';",
      "import type { Quote } from '../../../features/market/api/types';",
      'import {',
      '  useListCheckout,',
      "} from '../../subscriptions/api/list-checkout';",
      "export { RichText } from '../../content/components/RichText';",
      "import '../../content/styles.css';",
      "const Page = lazy(() => import('../../kyc/routes/KycPage'));",
      `${mock}('../../market/api/types', async () => ({}));`,
      "import { x } from '@/features/ratings/api/x';",
      "import { y } from 'src/features/opinions/lib/y';",
      "import raw from '/src/features/chat/lib/sse.ts?raw';",
      // Allowed: the same feature, shared folders, packages.
      "import { own } from '../api/own';",
      "import { alsoOwn } from '../../research/lib/own';",
      "import { StockCell } from '../../../components/StockCell';",
      "import { useStock } from '../../../shared-api/stocks';",
      "import Box from '@mui/material/Box';",
    ].join('\n');
    const found = featureImports({ 'src/features/research/routes/Page.tsx': text });
    expect(found.map(({ line, feature }) => `${line} ${feature}`)).toEqual([
      '1 market',
      '2 market',
      '5 subscriptions',
      '6 content',
      '7 content',
      '8 kyc',
      '9 market',
      '10 ratings',
      '11 opinions',
      '12 chat',
    ]);
  });
});
