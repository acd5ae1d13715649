import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';
import { formatMoment } from '../../lib/format';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../QueryStates';

/** What staff decide about a published item: hidden with the reason its author is told, or shown again. */
export type ModerationDecision = { kind: 'hide'; reason: string } | { kind: 'restore' };

/** One decision of an item's moderation log. */
export interface ModerationLogEntry {
  action: string;
  reason?: string | null;
  staff_name: string;
  at: string;
}

export interface DecisionLabels {
  title: string;
  text: string;
  reason: string;
  cancel: string;
  confirm: string;
}

/** Hiding asks for the reason the author is told; showing again asks to confirm. The server's field error shows under the reason. */
export function ModerationDecisionDialog({
  kind,
  subject,
  labels,
  mutation,
  testIdPrefix,
  onClose,
}: {
  kind: ModerationDecision['kind'];
  subject: ReactNode;
  labels: DecisionLabels;
  mutation: UseMutationResult<unknown, Error, ModerationDecision>;
  /** e.g. `staff-opinion`: gives `-decision`, `-reason` and `-confirm`. */
  testIdPrefix: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const reasonError = mutation.error && isApiError(mutation.error) ? mutation.error.fieldError('reason') : undefined;
  const submit = () => mutation.mutate(kind === 'hide' ? { kind, reason } : { kind }, { onSuccess: onClose });
  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={`${testIdPrefix}-decision`}>
      <DialogTitle id={`${testIdPrefix}-decision`}>{labels.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          <bdi>{subject}</bdi>
        </DialogContentText>
        <DialogContentText>{labels.text}</DialogContentText>
        {mutation.isError && !reasonError && (
          <Alert severity="error" role="alert">
            {mutation.error.message}
          </Alert>
        )}
        {kind === 'hide' && (
          <TextField
            label={labels.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            error={Boolean(reasonError)}
            helperText={reasonError}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': `${testIdPrefix}-reason` } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {labels.cancel}
        </Button>
        <Button
          variant="contained"
          color={kind === 'hide' ? 'warning' : 'primary'}
          onClick={submit}
          disabled={mutation.isPending}
          data-testid={`${testIdPrefix}-confirm`}
        >
          {labels.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** An item's moderation log, newest first: each decision, when, by whom and why. */
export function ModerationLogDialog({
  title,
  log,
  language,
  labels,
  testIdPrefix,
  onClose,
}: {
  title: ReactNode;
  log: UseQueryResult<ModerationLogEntry[]>;
  language: string;
  labels: { empty: string; hide: string; restore: string; by: (name: string) => string; close: string };
  testIdPrefix: string;
  onClose: () => void;
}) {
  let content;
  if (log.isPending) content = <LoadingBlock height={120} />;
  else if (log.isError) content = <ErrorBlock error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.length === 0) content = <EmptyBlock text={labels.empty} />;
  else
    content = (
      <List dense data-testid={`${testIdPrefix}-log`}>
        {log.data.map((entry, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={`${entry.action === 'hide' ? labels.hide : labels.restore} · ${formatMoment(entry.at, language)} · ${labels.by(entry.staff_name)}`}
              secondary={entry.reason ? <bdi>{entry.reason}</bdi> : null}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${testIdPrefix}-log-title`}>
      <DialogTitle id={`${testIdPrefix}-log-title`}>{title}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
