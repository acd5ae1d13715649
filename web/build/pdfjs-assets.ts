import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the reader finds pdf.js' data files, under the app's base (src/features/research/lib/pdf-document.ts). */
export const PDFJS_ASSETS_PATH = 'pdfjs';

/** The folders of pdfjs-dist the reader needs: character maps (CJK, and encodings of older PDFs) and the 14 standard fonts. */
const FOLDERS = ['cmaps', 'standard_fonts'] as const;

function pdfjsRoot(): string {
  return dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
}

/**
 * pdf.js' character maps and standard fonts served from this app, never from a CDN: copied into
 * the build under /pdfjs/ (their names must stay as pdf.js asks for them, so they are files of
 * their own, not hashed assets), and served from node_modules by the dev server.
 */
export function pdfjsAssets(): Plugin {
  const root = pdfjsRoot();
  // Their licence files go along with them.
  return {
    name: 'eva-pdfjs-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/pdfjs\/(cmaps|standard_fonts)\/([\w.-]+)$/.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          response.setHeader('Content-Type', 'application/octet-stream');
          response.end(readFileSync(join(root, match[1] as string, match[2] as string)));
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of readdirSync(join(root, folder))) {
          this.emitFile({ type: 'asset', fileName: `${PDFJS_ASSETS_PATH}/${folder}/${name}`, source: readFileSync(join(root, folder, name)) });
        }
      }
    },
  };
}
