import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../lib/language';
import { cspNonce } from './csp-nonce';

/**
 * Arabic styles are flipped at insertion time (left↔right, margins, paddings) by stylis-plugin-rtl.
 * Every inserted `<style>` carries the page's CSP nonce.
 */
export function createEmotionCache(direction: Direction): EmotionCache {
  const nonce = cspNonce();
  return direction === 'rtl' ? createCache({ key: 'muirtl', nonce, stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui', nonce });
}
