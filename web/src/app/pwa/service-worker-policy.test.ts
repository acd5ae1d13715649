import { describe, expect, it } from 'vitest';
import networkRoutes from '../../../public/sw-network-routes.js?raw';
import { isServerPath, precacheIgnores, precachePatterns } from './service-worker-policy';

describe('service worker policy', () => {
  it('never answers a navigation to the server’s own paths with the cached app', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api?x=1',
      '/api/modules',
      '/api/openapi.json',
      '/api/profile/avatar?size=2',
      '/sanctum/csrf-cookie',
      '/health',
      '/ready',
      '/ready?probe=1',
      '/.well-known/security.txt',
    ]) {
      expect(isServerPath(path), path).toBe(true);
    }
  });

  it('answers the app’s own routes with the shell, offline too', () => {
    for (const path of ['/', '/faq', '/stock/42', '/my_profile', '/reset_password?token=abc', '/staff/modules', '/apis', '/healthcare', '/readyness']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });

  it('precaches only static build files', () => {
    expect(precachePatterns).toEqual(['**/*.{js,css,html,woff2,svg,png,ico}']);
    expect(precachePatterns.join()).not.toMatch(/json|api|\*\*\/\*['"]?$/);
  });

  it('leaves out pdf.js, which only the research reader uses, online', () => {
    expect(precacheIgnores).toEqual(['**/pdfjs-*.js']);
    expect(precachePatterns.join()).not.toMatch(/mjs/);
  });

  it('lets the browser skip the worker for exactly the server’s paths (static routes)', () => {
    const list = /\[([^\]]*)\]\.map\(\(pathname\)/.exec(networkRoutes)?.[1] ?? '';
    const pathnames = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(pathnames).toEqual(['/api', '/api/*', '/sanctum/*', '/health', '/ready']);
    for (const pathname of pathnames) {
      expect(isServerPath(pathname.replace('*', 'x')), pathname).toBe(true);
    }
    expect(networkRoutes).toContain("source: 'network'");
  });
});
