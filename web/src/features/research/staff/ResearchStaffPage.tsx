import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StaffList, StaffNotice } from '../../../components/StaffList';
import { StickyActionsCell } from '../../../components/StickyActionsCell';
import { StaffPage } from '../../../components/StaffPage';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useStaffListParams } from '../../../components/use-staff-list-params';
import { useDeleteResearch } from '../api/delete-research';
import { useResearch } from '../api/get-research';
import { readerPath } from '../lib/paths';
import { languagesOf, pagesOf } from '../lib/research-view';
import type { ResearchView } from '../types';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ResearchUploadDialog } from './ResearchUploadDialog';
import { formatMoment } from '../../../lib/format';

/** `/staff/research`: the published research, newest first; upload a document or withdraw one. */
export function ResearchStaffPage() {
  const { t, i18n } = useTranslation('research');
  useDocumentTitle(t('staff.research.title'));
  const { page, update } = useStaffListParams('q', 'document');
  const research = useResearch('all', page);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<ResearchView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useDeleteResearch();
  const pageCount = (pages: number | null) => (pages === null ? '—' : t('list.pages', { count: pages }));

  const body = (
    <StaffList
      query={research}
      keepRowsOnError
      rowsOf={(data) => data.rows}
      paging={{ of: (data) => data.meta, onChange: (next) => update({ page: next }) }}
      empty={t('staff.research.empty')}
      testId="staff-research-list"
      columns={[t('staff.research.headline'), t('staff.research.languages'), t('staff.research.published'), t('staff.actions')]}
      actionsColumn
      renderRow={(row) => (
        <TableRow key={row.id} data-testid={`staff-research-${row.id}`}>
          <TableCell sx={{ minWidth: 240 }}>
            <Typography variant="body2" lang="ar" dir="rtl" sx={{ fontWeight: 600 }}>
              {row.title_ar}
            </Typography>
            <Typography variant="body2" lang="en" dir="ltr" color="text.secondary">
              {row.title_en}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {languagesOf(row).map((language) => (
              <Box key={language}>
                <Link component={RouterLink} to={readerPath(row.id, language)} underline="hover">
                  {t(`languages.${language}`)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({pageCount(pagesOf(row, language))})
                </Typography>
              </Box>
            ))}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(row.published_at, i18n.language)}</TableCell>
          <StickyActionsCell>
            <Button
              size="small"
              color="error"
              onClick={() => {
                remove.reset();
                setDeleting(row);
              }}
              data-testid={`staff-research-delete-${row.id}`}
            >
              {t('staff.delete')}
            </Button>
          </StickyActionsCell>
        </TableRow>
      )}
    />
  );

  return (
    <StaffPage
      title={t('staff.research.title')}
      subtitle={t('staff.research.description')}
      toolbar={
        <Box>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)} data-testid="staff-research-add">
            {t('staff.research.add')}
          </Button>
        </Box>
      }
      after={
        <>
          {uploading && (
            <ResearchUploadDialog
              onClose={() => setUploading(false)}
              onSaved={(message) => {
                setUploading(false);
                setNotice(message);
              }}
            />
          )}
          {deleting !== null && (
            <ConfirmDeleteDialog
              title={t('staff.research.deleteTitle')}
              text={t('staff.research.deleteText', { title: i18n.language === 'ar' ? deleting.title_ar : deleting.title_en })}
              pending={remove.isPending}
              error={remove.error}
              onClose={() => setDeleting(null)}
              onConfirm={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    setDeleting(null);
                    setNotice(t('staff.research.deleted'));
                  },
                })
              }
            />
          )}
        </>
      }
    >
      <StaffNotice notice={notice} onClose={() => setNotice(null)} role="status" testId="staff-research-notice" />
      {body}
    </StaffPage>
  );
}

export default ResearchStaffPage;
