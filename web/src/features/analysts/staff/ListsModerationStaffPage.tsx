import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { isApiError } from '../../../lib/api-error';
import { formatMoment } from '../../../lib/format';
import { useListModerationLog, useModerateList, useStaffLists } from '../api/staff-lists-moderation';
import { listModerationStates, serviceTypes, type ServiceType, type StaffAnalystList } from '../types';

const PER_PAGE = 20;

type Dialogs = { kind: 'hide' | 'restore' | 'log'; row: StaffAnalystList } | null;

const isServiceType = (value: string): value is ServiceType => (serviceTypes as readonly string[]).includes(value);

/** Staff moderate analysts' whole lists (Eva lists and opinions lists): each hidden with a reason or shown again, with its log. */
export function ListsModerationStaffPage() {
  const { t } = useTranslation('analysts');
  useDocumentTitle(t('listsModeration.title'));
  const { page, filter, update } = useStaffListParams('state', 'list');
  const state = filter === 'hidden' ? 'hidden' : null;
  const queue = useStaffLists({ state, page, perPage: PER_PAGE });
  const [dialog, setDialog] = useState<Dialogs>(null);

  return (
    <StaffPage
      title={t('listsModeration.title')}
      subtitle={t('listsModeration.description')}
      toolbar={
        <Box>
          <FilterSelect
            name="state"
            label={t('listsModeration.filter')}
            value={state}
            values={listModerationStates}
            labelOf={() => t('listsModeration.hidden')}
            allLabel={t('listsModeration.all')}
            onChange={(value) => update({ filter: value })}
            testId="staff-lists-filter"
          />
        </Box>
      }
      after={
        <>
          {dialog && dialog.kind !== 'log' && <DecisionDialog kind={dialog.kind} row={dialog.row} onClose={() => setDialog(null)} />}
          {dialog?.kind === 'log' && <LogDialog row={dialog.row} onClose={() => setDialog(null)} />}
        </>
      }
    >
      {queue.data && queue.data.total > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('listsModeration.count', { count: queue.data.total })}
        </Typography>
      )}
      <StaffList
        query={queue}
        rowsOf={(data) => data.lists}
        columns={[
          t('listsModeration.created'),
          t('listsModeration.name'),
          t('listsModeration.kind'),
          t('listsModeration.analyst'),
          t('listsModeration.status'),
          t('listsModeration.actions'),
        ]}
        actionsColumn
        renderRow={(row) => <ListRow key={row.list.id} row={row} onAct={(kind) => setDialog({ kind, row })} />}
        empty={t('listsModeration.empty')}
        testId="staff-lists"
        paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
        keepRowsOnError
      />
    </StaffPage>
  );
}

function ListRow({ row, onAct }: { row: StaffAnalystList; onAct: (kind: 'hide' | 'restore' | 'log') => void }) {
  const { t, i18n } = useTranslation('analysts');
  const { list } = row;
  const hidden = Boolean(list.hidden_at);
  return (
    <TableRow hover data-testid={`staff-list-${list.id}`} data-hidden={hidden ? 'true' : 'false'}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(list.created_at, i18n.language)}</TableCell>
      <TableCell>
        <bdi>{list.name}</bdi>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{isServiceType(list.service_type) ? t(`myLists.services.${list.service_type}`) : list.service_type}</TableCell>
      <TableCell>
        <bdi>{row.analyst_name}</bdi>
      </TableCell>
      <TableCell>
        <Chip size="small" color={hidden ? 'warning' : 'default'} label={hidden ? t('listsModeration.hiddenChip') : t('listsModeration.shown')} />
        {hidden && list.hidden_reason && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 320 }}>
            <bdi>{list.hidden_reason}</bdi>
          </Typography>
        )}
      </TableCell>
      <StickyActionsCell>
        {hidden ? (
          <Button size="small" onClick={() => onAct('restore')} data-testid={`staff-list-restore-${list.id}`}>
            {t('listsModeration.restore')}
          </Button>
        ) : (
          <Button size="small" color="warning" onClick={() => onAct('hide')} data-testid={`staff-list-hide-${list.id}`}>
            {t('listsModeration.hide')}
          </Button>
        )}
        <Button size="small" onClick={() => onAct('log')} data-testid={`staff-list-log-${list.id}`}>
          {t('listsModeration.log')}
        </Button>
      </StickyActionsCell>
    </TableRow>
  );
}

/** Hiding asks for the reason the analyst is told; showing again asks to confirm. */
function DecisionDialog({ kind, row, onClose }: { kind: 'hide' | 'restore'; row: StaffAnalystList; onClose: () => void }) {
  const { t } = useTranslation('analysts');
  const moderate = useModerateList(row.list.id);
  const [reason, setReason] = useState('');
  const reasonError = moderate.error && isApiError(moderate.error) ? moderate.error.fieldError('reason') : undefined;
  const submit = () => moderate.mutate(kind === 'hide' ? { kind, reason } : { kind }, { onSuccess: onClose });
  return (
    <Dialog open onClose={moderate.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="staff-list-decision">
      <DialogTitle id="staff-list-decision">{kind === 'hide' ? t('listsModeration.hideTitle') : t('listsModeration.restoreTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          <bdi>
            {row.list.name} · {row.analyst_name}
          </bdi>
        </DialogContentText>
        <DialogContentText>{kind === 'hide' ? t('listsModeration.hideText') : t('listsModeration.restoreText')}</DialogContentText>
        {moderate.isError && !reasonError && (
          <Alert severity="error" role="alert">
            {moderate.error.message}
          </Alert>
        )}
        {kind === 'hide' && (
          <TextField
            label={t('listsModeration.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            error={Boolean(reasonError)}
            helperText={reasonError}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'staff-list-reason' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={moderate.isPending}>
          {t('listsModeration.cancel')}
        </Button>
        <Button variant="contained" color={kind === 'hide' ? 'warning' : 'primary'} onClick={submit} disabled={moderate.isPending} data-testid="staff-list-confirm">
          {kind === 'hide' ? t('listsModeration.confirmHide') : t('listsModeration.confirmRestore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function LogDialog({ row, onClose }: { row: StaffAnalystList; onClose: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  const log = useListModerationLog(row.list.id);
  let content;
  if (log.isPending) content = <LoadingBlock height={120} />;
  else if (log.isError) content = <ErrorBlock error={log.error} onRetry={() => void log.refetch()} />;
  else if (log.data.length === 0) content = <EmptyBlock text={t('listsModeration.logEmpty')} />;
  else
    content = (
      <List dense data-testid="staff-list-log">
        {log.data.map((entry, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={`${entry.action === 'hide' ? t('listsModeration.actionHide') : t('listsModeration.actionRestore')} · ${formatMoment(entry.at, i18n.language)} · ${t('listsModeration.by', { name: entry.staff_name })}`}
              secondary={entry.reason ? <bdi>{entry.reason}</bdi> : null}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="staff-list-log-title">
      <DialogTitle id="staff-list-log-title">
        {t('listsModeration.logTitle')} · <bdi>{row.list.name}</bdi>
      </DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('listsModeration.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default ListsModerationStaffPage;
