import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { QuerySection } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMyDocuments } from '../api/my-documents';
import { MyRequestCard } from '../components/MyRequestCard';
import { stockAnalyzePath } from '../lib/paths';
import { newestFirst } from '../lib/request-status';

/** `/analysis/my-documents`: the client's analysis requests, newest first, and their documents. */
export function MyDocumentsPage() {
  const { t } = useTranslation('stock_analysis');
  useDocumentTitle(t('screens.myDocuments'));
  const documents = useMyDocuments();
  return (
    <Stack spacing={3} data-testid="my-documents-page">
      <PageHeader title={t('screens.myDocuments')} subtitle={t('documents.subtitle')}>
        <Button variant="outlined" component={RouterLink} to={stockAnalyzePath} startIcon={<AddIcon />}>
          {t('documents.newRequest')}
        </Button>
      </PageHeader>
      <QuerySection query={documents} loadingHeight={320}>
        {(requests) =>
          requests.length === 0 ? (
            <Box data-testid="my-documents-empty">
              <EmptyState icon={<FolderOpenOutlinedIcon />} title={t('documents.emptyTitle')} description={t('documents.emptyText')} />
              <Box sx={{ textAlign: 'center' }}>
                <Button variant="contained" component={RouterLink} to={stockAnalyzePath}>
                  {t('documents.emptyAction')}
                </Button>
              </Box>
            </Box>
          ) : (
            <Stack spacing={2}>
              {newestFirst(requests).map((request) => (
                <MyRequestCard key={request.id} request={request} />
              ))}
            </Stack>
          )
        }
      </QuerySection>
    </Stack>
  );
}
