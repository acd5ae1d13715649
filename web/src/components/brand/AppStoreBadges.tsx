import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../lib/site-config';

/**
 * Store badges drawn inline (no remote artwork); the caption follows the page language. The badge
 * is one image named by `label`: read as two SVG texts its words would run together.
 */
function Badge({ label, caption, store, glyph }: { label: string; caption: string; store: string; glyph: 'apple' | 'play' }) {
  return (
    <svg direction="ltr" viewBox="0 0 150 44" width="150" height="44" role="img" aria-label={label}>
      <rect width="150" height="44" rx="8" fill="#111" />
      {glyph === 'apple' ? (
        <path
          d="M27.6 22.2c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-1.9-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.1 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.3-2.7 1.4-2.8-.1 0-2.7-1-2.7-4.2zm-2.5-7.4c.7-.8 1.1-1.9 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
          fill="#fff"
        />
      ) : (
        <g>
          <path d="M13 11l15 11-15 11z" fill="#34a853" />
          <path d="M13 11l10 11-10 11z" fill="#4285f4" />
          <path d="M23 22l5-3.7 4.5 2.6c1 .6 1 1.6 0 2.2L28 25.7z" fill="#fbbc04" />
          <path d="M13 33l10-11 5 3.7z" fill="#ea4335" />
        </g>
      )}
      <text x="44" y="18" fontSize="9" fill="#ddd">
        {caption}
      </text>
      <text x="44" y="33" fontSize="15" fontWeight="700" fill="#fff">
        {store}
      </text>
    </svg>
  );
}

export function AppStoreBadges() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      <Link href={siteConfig.appStoreUrl} target="_blank" rel="noopener noreferrer">
        <Badge label={t('footer.appStore')} caption={t('footer.appStoreCaption')} store="App Store" glyph="apple" />
      </Link>
      <Link href={siteConfig.googlePlayUrl} target="_blank" rel="noopener noreferrer">
        <Badge label={t('footer.googlePlay')} caption={t('footer.googlePlayCaption')} store="Google Play" glyph="play" />
      </Link>
    </Stack>
  );
}
