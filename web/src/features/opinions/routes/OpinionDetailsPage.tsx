import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { ProtectedImage } from '../../../components/ProtectedImage';
import { PageHeader } from '../../../components/PageHeader';
import { QuerySection } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-context';
import { useOpinionList } from '../api/lists';
import { useOpinion, useOpinionHistory } from '../api/opinions';
import { CommentsPanel } from '../components/CommentsPanel';
import { OpinionCard } from '../components/OpinionCard';
import { OpinionFormDialog } from '../components/OpinionFormDialog';
import { VersionsTable } from '../components/VersionsTable';
import type { OpinionDetails } from '../types';

/** `/opinion/:id`: an opinion with its comments and its previous versions (the list's readers). */
export function OpinionDetailsPage() {
  const { id } = useParams();
  const opinionId = Number(id);
  const details = useOpinion(opinionId);
  if (!Number.isInteger(opinionId) || opinionId <= 0) return <NotFoundPage />;
  // A hidden opinion answers 404 with its own word («سحب فريق إيفا هذا الرأي»): show it.
  if (isApiError(details.error) && details.error.status === 404) return <NotFoundPage message={details.error.message} />;
  return (
    <QuerySection query={details} loadingHeight={400}>
      {(data) => <DetailsView details={data} />}
    </QuerySection>
  );
}

function DetailsView({ details }: { details: OpinionDetails }) {
  const { t } = useTranslation('opinions');
  const { opinion } = details;
  useDocumentTitle(`${opinion.symbol} · ${details.list_name}`);
  const { user, isAnalyst } = useSession();
  const isOwner = user?.id === opinion.analyst_id;
  const history = useOpinionHistory(opinion.id, true);
  const list = useOpinionList(opinion.opinion_list_id, true);
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={3} data-testid="opinion-details-page" data-opinion-id={opinion.id}>
      <PageHeader title={`${opinion.symbol} · ${opinion.company}`} subtitle={details.list_name}>
        <Button variant="outlined" size="small" component={RouterLink} to={`/opinions/${opinion.opinion_list_id}`}>
          {details.list_name}
        </Button>
      </PageHeader>
      <OpinionCard opinion={opinion} canFavourite={!isAnalyst} onEdit={isOwner && list.data && !opinion.hidden_at ? () => setEditing(true) : undefined} />
      {opinion.images.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {opinion.images.map((path, index) => (
            <ProtectedImage key={path} path={path} alt={`${opinion.symbol} ${index + 1}`} />
          ))}
        </Box>
      )}
      <SectionCard title={t('opinion.comments')} testId="opinion-comments-section">
        <CommentsPanel opinionId={opinion.id} />
      </SectionCard>
      <SectionCard title={t('opinion.history')} testId="opinion-history">
        <QuerySection query={history} loadingHeight={120} retry={false}>
          {(data) => <VersionsTable versions={data} />}
        </QuerySection>
      </SectionCard>
      {editing && list.data && (
        <OpinionFormDialog
          listId={list.data.id}
          marketId={list.data.market_id}
          minChangePercent={list.data.min_change_to_target_percent}
          opinion={opinion}
          onClose={() => setEditing(false)}
          onDone={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

export default OpinionDetailsPage;
