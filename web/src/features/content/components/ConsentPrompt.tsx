import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { useAcceptDocument, useMyConsents } from '../api/my-consents';

/**
 * Under a legal document, for a signed-in user: when the document changed materially since
 * they accepted it (or they never did), the new version's checkbox; otherwise which version
 * they accepted and when.
 */
export function ConsentPrompt({ documentKey }: { documentKey: string }) {
  const { t, i18n } = useTranslation('content');
  const consents = useMyConsents();
  const accept = useAcceptDocument();
  const [checked, setChecked] = useState(false);
  const [notTicked, setNotTicked] = useState(false);
  const standing = consents.data?.documents.find((d) => d.key === documentKey);
  if (!standing) return null;

  if (!standing.needs_acceptance) {
    return (
      <Alert severity="success" sx={{ mt: 3 }} data-testid="consent-accepted">
        {t('consent.accepted', { version: standing.accepted_version ?? standing.current_version, date: formatMoment(standing.accepted_at, i18n.language) })}
      </Alert>
    );
  }

  const submit = () => {
    if (!checked) {
      setNotTicked(true);
      return;
    }
    accept.mutate(documentKey);
  };

  return (
    <Box sx={{ mt: 4, p: 2, border: 1, borderColor: 'warning.main', borderRadius: 2 }} data-testid="consent-prompt">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>
        {standing.accepted_version === null
          ? t('consent.firstTime', { version: standing.current_version })
          : t('consent.changed', { version: standing.current_version, accepted: standing.accepted_version })}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              setNotTicked(false);
            }}
            slotProps={{ input: { 'aria-label': t('consent.checkbox', { version: standing.current_version }) } }}
            data-testid="consent-checkbox"
          />
        }
        label={t('consent.checkbox', { version: standing.current_version })}
      />
      {notTicked && (
        <Typography color="error" variant="body2" role="alert">
          {t('consent.mustTick')}
        </Typography>
      )}
      {accept.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {accept.error.message}
        </Alert>
      )}
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" onClick={submit} disabled={accept.isPending} data-testid="consent-accept">
          {t('consent.accept')}
        </Button>
      </Box>
    </Box>
  );
}
