import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { Pager } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { formatMoment } from '../../../lib/format';
import { useStaffKyc } from '../api/staff-list';
import { nationalityName } from '../lib/nationalities';
import { paramFromChoice, statusFromParam } from '../lib/staff-filter';
import { staffStatuses, type StaffKycRow } from '../types';
import { KycDetailDialog } from './KycDetailDialog';
import { StatusChip } from './StatusChip';

const PER_PAGE = 30;

/** `/staff/kyc`: verifications by status (in review first), each opened to read and, in review, to decide. */
export function KycStaffPage() {
  const { t } = useTranslation('kyc');
  useDocumentTitle(t('staff.title'));
  const { page, filter, openId, update } = useStaffListParams('status', 'verification');
  const status = statusFromParam(filter);
  const list = useStaffKyc({ status, page, perPage: PER_PAGE });

  let body;
  if (list.isPending) body = <LoadingBlock height={320} />;
  else if (list.isError) body = <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.rows.length === 0) body = <EmptyBlock text={t('staff.empty')} />;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staff.count', { count: list.data.total })}
        </Typography>
        <TableContainer>
          <Table size="small" data-testid="staff-kyc-list">
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.id')}</TableCell>
                <TableCell>{t('staff.submitted')}</TableCell>
                <TableCell>{t('staff.user')}</TableCell>
                <TableCell>{t('staff.path')}</TableCell>
                <TableCell>{t('staff.nationality')}</TableCell>
                <TableCell>{t('staff.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.rows.map((row) => (
                <KycRow key={row.id} row={row} onOpen={() => update({ open: row.id })} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager page={list.data.page} perPage={list.data.perPage} total={list.data.total} onChange={(next) => update({ page: next })} />
      </>
    );

  return (
    <StaffPage
      title={t('staff.title')}
      subtitle={t('staff.description')}
      toolbar={
        <Box>
          <FilterSelect
            name="status"
            label={t('staff.filter')}
            value={status}
            values={staffStatuses}
            labelOf={(value) => t(`statuses.${value}`)}
            allLabel={t('staff.all')}
            onChange={(choice) => update({ filter: paramFromChoice(choice) })}
            testId="staff-kyc-filter"
          />
        </Box>
      }
      after={openId !== null && <KycDetailDialog key={openId} id={openId} onClose={() => update({ open: null })} />}
    >
      {body}
    </StaffPage>
  );
}

function KycRow({ row, onOpen }: { row: StaffKycRow; onOpen: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const path = row.path === 'saudi' || row.path === 'foreign' ? t(`paths.${row.path}`) : row.path;
  return (
    <TableRow hover onClick={onOpen} sx={{ cursor: 'pointer' }} data-testid={`staff-kyc-${row.id}`}>
      <TableCell>
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          aria-label={t('staff.open', { id: row.id })}
          sx={{ minWidth: 0 }}
        >
          <bdi>{row.id}</bdi>
        </Button>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.submitted_at, i18n.language)}</TableCell>
      <TableCell>
        <Typography variant="body2">{row.user_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi dir="ltr">{row.user_email}</bdi>
        </Typography>
      </TableCell>
      <TableCell>{path}</TableCell>
      <TableCell>{row.nationality ? nationalityName(row.nationality, i18n.language) : '—'}</TableCell>
      <TableCell>
        <StatusChip status={row.status} />
      </TableCell>
    </TableRow>
  );
}

export default KycStaffPage;
