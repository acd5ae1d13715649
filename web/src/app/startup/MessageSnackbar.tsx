import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '../../lib/constants';

/** A 6-second toast at the top-end corner (spec §4, §9). */
export function MessageSnackbar({ text, onClosed }: { text: string; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      slotProps={{ transition: { onExited: onClosed } }}
      // Snackbar places itself with CSS, which the RTL cache mirrors: 'right' lands at the end side.
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Alert severity="info" variant="filled" onClose={() => setOpen(false)} data-testid="one-time-message" sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}
