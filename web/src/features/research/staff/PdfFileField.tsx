import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { fileSize, RESEARCH_PDF_ACCEPT } from '../lib/research-file';

/** A PDF picker: a button that opens the file chooser, the chosen file's name and size, and its message. */
export function PdfFileField({
  name,
  label,
  file,
  error,
  disabled,
  onChange,
}: {
  name: 'file_ar' | 'file_en';
  label: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('research');
  const inputId = useId();
  const helpId = useId();
  const size = file ? fileSize(file.size) : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid={`research-form-${name}`}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" component="label" startIcon={<PictureAsPdfOutlinedIcon />} disabled={disabled} color={error ? 'error' : 'primary'}>
          {file ? t('staff.research.change') : t('staff.research.choose')}
          <input
            id={inputId}
            name={name}
            type="file"
            accept={RESEARCH_PDF_ACCEPT}
            hidden
            aria-describedby={helpId}
            aria-invalid={Boolean(error)}
            data-testid={`research-form-${name}-input`}
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              // Choosing the same file again after removing it must still count as a change.
              event.target.value = '';
            }}
          />
        </Button>
        {file && (
          <>
            <Typography variant="body2" component="bdi" sx={{ overflowWrap: 'anywhere' }}>
              {file.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {size && t(size.unit === 'kb' ? 'staff.research.fileSizeKb' : 'staff.research.fileSizeMb', { size: size.size })}
            </Typography>
            <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
              {t('staff.research.remove')}
            </Button>
          </>
        )}
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? t('staff.research.fileHint')}
      </FormHelperText>
    </Box>
  );
}
