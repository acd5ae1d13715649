import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { directionOf } from '../../../lib/language';

interface BodyEditorProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  language: Language;
  error?: string;
  /** Rich text gets the formatting buttons; a bare value (a phone number) does not. */
  rich: boolean;
  rows?: number;
}

type Wrap = { before: string; after: string; placeholder: string };

/**
 * A body's source with buttons that wrap the selection in the tags the server keeps (headings,
 * bold, lists, links). What is typed is never rendered here: the preview shows the server's
 * cleaned version of it.
 */
export function BodyEditor({ name, label, value, onChange, language, error, rich, rows = 12 }: BodyEditorProps) {
  const { t } = useTranslation('content');
  const input = useRef<HTMLTextAreaElement | null>(null);

  const wrap = ({ before, after, placeholder }: Wrap) => {
    const el = input.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const selected = value.slice(start, end) || placeholder;
    onChange(`${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + before.length, start + before.length + selected.length);
    });
  };

  const link = () => {
    const url = window.prompt(t('staff.editor.linkPrompt'), 'https://');
    if (!url) return;
    const safe = url.replace(/"/g, '%22');
    wrap({ before: `<a href="${safe}">`, after: '</a>', placeholder: t('staff.editor.linkText') });
  };

  const buttons: { label: string; action: () => void }[] = [
    { label: t('staff.editor.heading'), action: () => wrap({ before: '<h2>', after: '</h2>', placeholder: t('staff.editor.headingText') }) },
    { label: t('staff.editor.subheading'), action: () => wrap({ before: '<h3>', after: '</h3>', placeholder: t('staff.editor.headingText') }) },
    { label: t('staff.editor.paragraph'), action: () => wrap({ before: '<p>', after: '</p>', placeholder: t('staff.editor.paragraphText') }) },
    { label: t('staff.editor.bold'), action: () => wrap({ before: '<strong>', after: '</strong>', placeholder: t('staff.editor.boldText') }) },
    { label: t('staff.editor.bullets'), action: () => wrap({ before: '<ul>\n<li>', after: '</li>\n</ul>', placeholder: t('staff.editor.itemText') }) },
    { label: t('staff.editor.numbers'), action: () => wrap({ before: '<ol>\n<li>', after: '</li>\n</ol>', placeholder: t('staff.editor.itemText') }) },
    { label: t('staff.editor.link'), action: link },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {rich && (
        <ButtonGroup size="small" variant="outlined" sx={{ flexWrap: 'wrap' }} aria-label={t('staff.editor.toolbar')}>
          {buttons.map((b) => (
            <Button key={b.label} onClick={b.action}>
              {b.label}
            </Button>
          ))}
        </ButtonGroup>
      )}
      <TextField
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline={rich}
        minRows={rich ? rows : undefined}
        error={Boolean(error)}
        helperText={error}
        inputRef={input}
        slotProps={{ htmlInput: { dir: directionOf(language), lang: language, style: rich ? { fontFamily: 'monospace', fontSize: 14 } : undefined } }}
        fullWidth
      />
    </Box>
  );
}
