import { useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import type { Language } from '../../lib/language';
import { updateTexts } from './update-texts';

/**
 * Offered when a new build of Eva is installed and waiting: update now (the page reloads onto it)
 * or later (it starts on the next visit after every Eva tab is closed). It stays until answered.
 */
export function UpdatePrompt({ language, onUpdate }: { language: Language; onUpdate: () => void }) {
  const [open, setOpen] = useState(true);
  const [updating, setUpdating] = useState(false);
  const texts = updateTexts[language];
  return (
    <Snackbar
      open={open}
      data-testid="update-prompt"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={texts.message}
      action={
        <>
          <Button
            color="secondary"
            size="small"
            variant="contained"
            disabled={updating}
            data-testid="update-now"
            onClick={() => {
              setUpdating(true);
              onUpdate();
            }}
          >
            {updating ? texts.updating : texts.update}
          </Button>
          <Button color="inherit" size="small" disabled={updating} onClick={() => setOpen(false)}>
            {texts.later}
          </Button>
        </>
      }
    />
  );
}
