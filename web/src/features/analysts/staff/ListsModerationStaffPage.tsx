import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ModerationDecisionDialog, ModerationLogDialog } from '../../../components/moderation/ModerationDialogs';
import { FilterSelect } from '../../../components/FilterSelect';
import { StaffList } from '../../../components/StaffList';
import { StaffPage } from '../../../components/StaffPage';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
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
  const hide = kind === 'hide';
  return (
    <ModerationDecisionDialog
      kind={kind}
      subject={`${row.list.name} · ${row.analyst_name}`}
      labels={{
        title: hide ? t('listsModeration.hideTitle') : t('listsModeration.restoreTitle'),
        text: hide ? t('listsModeration.hideText') : t('listsModeration.restoreText'),
        reason: t('listsModeration.reason'),
        cancel: t('listsModeration.cancel'),
        confirm: hide ? t('listsModeration.confirmHide') : t('listsModeration.confirmRestore'),
      }}
      mutation={moderate}
      testIdPrefix="staff-list"
      onClose={onClose}
    />
  );
}

function LogDialog({ row, onClose }: { row: StaffAnalystList; onClose: () => void }) {
  const { t, i18n } = useTranslation('analysts');
  return (
    <ModerationLogDialog
      title={
        <>
          {t('listsModeration.logTitle')} · <bdi>{row.list.name}</bdi>
        </>
      }
      log={useListModerationLog(row.list.id)}
      language={i18n.language}
      labels={{
        empty: t('listsModeration.logEmpty'),
        hide: t('listsModeration.actionHide'),
        restore: t('listsModeration.actionRestore'),
        by: (name) => t('listsModeration.by', { name }),
        close: t('listsModeration.cancel'),
      }}
      testIdPrefix="staff-list"
      onClose={onClose}
    />
  );
}

export default ListsModerationStaffPage;
