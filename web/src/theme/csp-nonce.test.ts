import { describe, expect, it } from 'vitest';
import { cspNonce } from './csp-nonce';

function pageWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('cspNonce', () => {
  it('reads the nonce the server wrote into the page', () => {
    expect(cspNonce(pageWith('q0Xb9Zk3VnR2mT8wLp4sYa'))).toBe('q0Xb9Zk3VnR2mT8wLp4sYa');
  });

  it('is undefined for the placeholder of an unserved page, or no meta at all', () => {
    expect(cspNonce(pageWith('__EVA_CSP_NONCE__'))).toBeUndefined();
    expect(cspNonce(pageWith(null))).toBeUndefined();
  });
});
