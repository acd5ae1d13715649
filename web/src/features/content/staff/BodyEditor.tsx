import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { directionOf } from '../../../lib/language';

/** The editor (TipTap and ProseMirror) is fetched when a formatted text is first edited. */
const RichTextEditor = lazy(() => import('../components/RichTextEditor'));

interface BodyEditorProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  language: Language;
  error?: string;
  /** Formatted text gets the rich editor; a bare value (a phone number) a plain field. */
  rich: boolean;
  /** The editor's least height, in px. */
  minHeight?: number;
}

/** A body in one language: formatted text edited as it reads, or a plain value. */
export function BodyEditor({ name, label, value, onChange, language, error, rich, minHeight }: BodyEditorProps) {
  const { t } = useTranslation('content');
  if (!rich) {
    return (
      <TextField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { dir: directionOf(language), lang: language } }}
        fullWidth
      />
    );
  }
  return (
    <Suspense
      fallback={
        <Box role="status" aria-label={t('staff.editor.loadingEditor')}>
          <Skeleton variant="rounded" height={(minHeight ?? 220) + 64} />
        </Box>
      }
    >
      <RichTextEditor name={name} label={label} value={value} onChange={onChange} language={language} error={error} minHeight={minHeight} />
    </Suspense>
  );
}
