import Alert from '@mui/material/Alert';

/** The form-level error (or success) line above a form's submit button. */
export function FormAlert({ message, severity = 'error' }: { message: string | null; severity?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mb: 2 }} role={severity === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
