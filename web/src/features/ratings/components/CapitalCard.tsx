import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { isApiError } from '../../../lib/api-error';
import { useSetCapital } from '../api/capital';
import { readDecimal } from '../../../lib/decimal-text';

/** The reader's own capital for a list (DECISIONS 6): their quantities follow it. */
export function CapitalCard({ listId }: { listId: number }) {
  const { t } = useTranslation('ratings');
  const setCapital = useSetCapital();
  const [capital, setCapitalText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const decimal = readDecimal(capital);
    if (decimal === null) {
      setInvalid(true);
      return;
    }
    await setCapital.mutateAsync({ listId, capital: decimal }).catch(() => undefined);
  };
  const serverError = setCapital.error
    ? isApiError(setCapital.error)
      ? (setCapital.error.fieldError('capital') ?? setCapital.error.message)
      : t('errors.unknown', { ns: 'translation' })
    : null;
  return (
    <SectionCard title={t('capital.title')} subtitle={t('capital.hint')} testId="rating-capital">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('capital.field')}
          value={capital}
          onChange={(event) => {
            setCapitalText(event.target.value);
            setInvalid(false);
          }}
          error={invalid || Boolean(serverError)}
          helperText={invalid ? t('form.errors.price') : serverError}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'capital-input' } }}
        />
        <Button type="submit" variant="outlined" disabled={setCapital.isPending} data-testid="capital-save">
          {t('capital.save')}
        </Button>
      </Box>
      {setCapital.isSuccess && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {t('capital.saved')}
        </Alert>
      )}
    </SectionCard>
  );
}
