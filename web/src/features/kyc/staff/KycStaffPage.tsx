import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { StaffList } from '../../../components/StaffList';
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

  const body = (
    <StaffList
      query={list}
      rowsOf={(data) => data.rows}
      empty={t('staff.empty')}
      summary={(data) => (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('staff.count', { count: data.total })}
        </Typography>
      )}
      testId="staff-kyc-list"
      columns={[t('staff.id'), t('staff.submitted'), t('staff.user'), t('staff.path'), t('staff.nationality'), t('staff.status')]}
      renderRow={(row) => <KycRow key={row.id} row={row} onOpen={() => update({ open: row.id })} />}
      paging={{ of: (data) => ({ page: data.page, per_page: data.perPage, total: data.total }), onChange: (next) => update({ page: next }) }}
    />
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
