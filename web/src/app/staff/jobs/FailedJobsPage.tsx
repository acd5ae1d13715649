import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatInteger } from '../../../lib/format';
import { useFailedJobs } from './get-failed-jobs';

/** Jobs that ran out of attempts, with the error they last failed with. */
export function FailedJobsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('staff.jobs.title'));
  const jobs = useFailedJobs();

  let body;
  if (jobs.isPending) body = <LoadingBlock height={240} />;
  else if (jobs.isError) body = <ErrorBlock error={jobs.error} onRetry={() => void jobs.refetch()} />;
  else if (jobs.data.length === 0) body = <EmptyBlock text={t('staff.jobs.empty')} />;
  else
    body = (
      <TableContainer>
        <Table size="small" data-testid="staff-failed-jobs">
          <TableHead>
            <TableRow>
              <TableCell>{t('staff.jobs.id')}</TableCell>
              <TableCell>{t('staff.jobs.queue')}</TableCell>
              <TableCell align="center">{t('staff.jobs.attempts')}</TableCell>
              <TableCell>{t('staff.jobs.lastError')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.data.map((job) => (
              <TableRow key={job.id}>
                <TableCell>
                  <bdi dir="ltr">{job.id}</bdi>
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{job.queue}</bdi>
                </TableCell>
                <TableCell align="center">{formatInteger(job.attempts, i18n.language)}</TableCell>
                {/* Errors are the worker's own (English) text: keep them left to right. */}
                <TableCell dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', textAlign: 'start' }}>
                  {job.last_error ?? '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <StaffPage title={t('staff.jobs.title')} subtitle={t('staff.jobs.description')}>
      {body}
    </StaffPage>
  );
}

export default FailedJobsPage;
