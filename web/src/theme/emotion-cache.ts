import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../lib/language';

/** Arabic styles are flipped at insertion time (left↔right, margins, paddings) by stylis-plugin-rtl. */
export function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui' });
}
