import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { PASSPORT_ACCEPT } from '../lib/passport-file';

interface PassportFieldProps {
  file: File | null;
  onChoose: (file: File | null) => void;
  error?: string;
}

/** The passport photo: a button opening the file picker (PNG or JPEG), and the chosen file's name. */
export function PassportField({ file, onChoose, error }: PassportFieldProps) {
  const { t } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChoose(event.target.files?.[0] ?? null);
    // The same file can be picked again after a fix elsewhere.
    event.target.value = '';
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="kyc-passport-label">
        {t('nonSaudi.passport')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('nonSaudi.passportHint')}
      </Typography>
      <input ref={input} type="file" accept={PASSPORT_ACCEPT} hidden onChange={choose} aria-labelledby="kyc-passport-label" data-testid="kyc-passport" />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          variant="outlined"
          color={error ? 'error' : 'primary'}
          startIcon={<UploadFileOutlinedIcon />}
          onClick={() => input.current?.click()}
          sx={{ flexShrink: 0 }}
        >
          {file ? t('nonSaudi.changePassport') : t('nonSaudi.choosePassport')}
        </Button>
        {file && (
          <Typography variant="body2" noWrap sx={{ minWidth: 0 }} data-testid="kyc-passport-name">
            <bdi>{file.name}</bdi>
          </Typography>
        )}
      </Stack>
      {error && (
        <FormHelperText error data-testid="kyc-passport-error">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
