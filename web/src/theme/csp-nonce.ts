/**
 * The nonce the server put in this page's Content-Security-Policy (`style-src 'nonce-…'`), read
 * from the page's `<meta name="csp-nonce">`. Emotion stamps it on every `<style>` it inserts, so
 * MUI's styles apply under a policy that refuses any other inline style. Undefined when the page
 * was not served by Eva (the Vite dev server leaves the placeholder).
 */
export function cspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';
  return value !== '__EVA_CSP_NONCE__' && /^[A-Za-z0-9+/=_-]{16,}$/.test(value) ? value : undefined;
}
