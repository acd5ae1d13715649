import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { readPage } from '../../../components/Pager';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePostStateComment, useStateComments } from '../api/comments';
import { useRatingList } from '../api/rating-lists';
import { CommentThread } from '../components/CommentThread';
import { links } from '../../../app/router/paths';

/** `/rating-state-comments/:id`: the analyst's and subscribers' posts on the state of the market. */
export function RatingStatePage() {
  const { t } = useTranslation('ratings');
  useDocumentTitle(t('state.title'));
  const listId = Number(useParams().id);
  const list = useRatingList(listId, true);
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const posts = useStateComments(listId, page);
  const post = usePostStateComment();
  return (
    <Stack spacing={3} data-testid="rating-state-page">
      <PageHeader title={t('state.title')} subtitle={list.data ? t('state.subtitle', { name: list.data.name }) : undefined}>
        <Button variant="outlined" component={RouterLink} to={links.ratings(listId)}>
          {t('history.back')}
        </Button>
      </PageHeader>
      <SectionCard title={t('state.title')}>
        <CommentThread
          comments={posts}
          page={page}
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          onPost={(comment) => post.mutateAsync({ listId, comment })}
          sending={post.isPending}
          placeholder={t('state.placeholder')}
          sendLabel={t('state.post')}
          emptyMessage={t('state.errors.details')}
          noneText={t('state.none')}
          testIds={{ input: 'state-comment-input', send: 'state-comment-send', item: (id) => `state-post-${id}` }}
        />
      </SectionCard>
    </Stack>
  );
}

export default RatingStatePage;
