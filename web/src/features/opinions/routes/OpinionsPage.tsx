import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, QuerySection } from '../../../components/QueryStates';
import { ListSubscribeBanner } from '../../../components/lists/ListSubscribeBanner';
import { SuggestedLists } from '../../../components/lists/ListCardGrid';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMarketName } from '../../../components/use-market-name';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-context';
import { useFavouriteOpinionList, useOpinionList, useOpinionLists } from '../api/lists';
import { useOpinions } from '../api/opinions';
import { OpinionCard } from '../components/OpinionCard';
import { OpinionFormDialog } from '../components/OpinionFormDialog';
import { OpinionListCard } from '../components/OpinionListCard';
import { StatsSummary } from '../components/StatsSummary';
import { opinionStatuses, type Opinion, type OpinionList, type OpinionStatus } from '../types';

/** `/opinions/:id`: an opinions list — its record, its opinions for subscribers, publishing for its analyst. */
export function OpinionsPage() {
  const { id } = useParams();
  const listId = Number(id);
  const { isSignedIn } = useSession();
  const list = useOpinionList(listId, isSignedIn);
  if (!Number.isInteger(listId) || listId <= 0) return <NotFoundPage />;
  // A list Eva's staff withdrew answers 404 with its own word («سحب فريق إيفا هذه القائمة»): show it.
  if (isApiError(list.error) && list.error.status === 404) return <NotFoundPage message={list.error.message} />;
  return (
    <QuerySection query={list} loadingHeight={400}>
      {(data) => <ListView list={data} />}
    </QuerySection>
  );
}

type Dialog = { opinion: Opinion | null } | null;

function ListView({ list }: { list: OpinionList }) {
  const { t } = useTranslation('opinions');
  useDocumentTitle(list.name);
  const { isSignedIn, user } = useSession();
  const favourite = useFavouriteOpinionList();
  const isOwner = user?.id === list.analyst_id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const marketName = useMarketName('opinions');
  return (
    <Stack spacing={3} data-testid="opinions-page" data-list-id={list.id}>
      <PageHeader title={list.name} subtitle={`${t('list.analyst', { name: list.analyst_name })} · ${marketName(list.market_id)}`}>
        {isSignedIn && !isOwner && (
          <FavouriteButton
            favorite={list.favorite}
            disabled={favourite.isPending}
            onToggle={() => favourite.mutate(list.id)}
            testId="favourite-this-opinion-list"
          />
        )}
        {isOwner && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ opinion: null })} data-testid="new-opinion">
            {t('list.newOpinion')}
          </Button>
        )}
      </PageHeader>
      {list.about && <Typography sx={{ whiteSpace: 'pre-line' }}>{list.about}</Typography>}
      <SectionCard title={t('list.record')} testId="opinion-list-record">
        <StatsSummary stats={list.stats} />
      </SectionCard>
      {list.subscribed ? <OpinionsSection list={list} isOwner={isOwner} onEdit={(opinion) => setDialog({ opinion })} /> : <SubscribeBanner listId={list.id} />}
      <SuggestedOpinionLists list={list} />
      {dialog && (
        <OpinionFormDialog
          listId={list.id}
          marketId={list.market_id}
          minChangePercent={list.min_change_to_target_percent}
          opinion={dialog.opinion}
          onClose={() => setDialog(null)}
          onDone={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

function SubscribeBanner({ listId }: { listId: number }) {
  const { t } = useTranslation('opinions');
  const { isSignedIn } = useSession();
  return (
    <ListSubscribeBanner
      listType="opinion"
      listId={listId}
      enabled={isSignedIn}
      testId="opinion-list-subscribe"
      labels={{ hint: t('list.subscribeHint'), subscribe: t('list.subscribe') }}
    />
  );
}

function OpinionsSection({ list, isOwner, onEdit }: { list: OpinionList; isOwner: boolean; onEdit: (opinion: Opinion) => void }) {
  const { t } = useTranslation('opinions');
  const { isAnalyst } = useSession();
  const [status, setStatus] = useState<OpinionStatus | null>(null);
  const [page, setPage] = useState(1);
  const opinions = useOpinions(list.id, status, page, true);
  const pages = opinions.data ? Math.max(1, Math.ceil(opinions.data.total / 20)) : 1;
  return (
    <SectionCard title={t('list.opinions')} testId="opinion-list-opinions">
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('list.status')}
          value={status ?? ''}
          onChange={(event) => {
            setStatus((event.target.value || null) as OpinionStatus | null);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="opinions-status"
        >
          <MenuItem value="">{t('list.all')}</MenuItem>
          {opinionStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <QuerySection query={opinions} loadingHeight={240}>
        {(data) =>
          data.opinions.length === 0 ? (
            <EmptyBlock text={t('list.none')} />
          ) : (
            <Stack spacing={2}>
              {data.opinions.map((opinion) => (
                <OpinionCard key={opinion.id} opinion={opinion} canFavourite={!isAnalyst} onEdit={isOwner && !opinion.hidden_at ? onEdit : undefined} />
              ))}
              {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} />}
            </Stack>
          )
        }
      </QuerySection>
    </SectionCard>
  );
}

function SuggestedOpinionLists({ list }: { list: OpinionList }) {
  const { t } = useTranslation('opinions');
  const { isSignedIn, isAnalyst } = useSession();
  const lists = useOpinionLists({ search: '', marketId: list.market_id }, isSignedIn);
  const others = (lists.data ?? []).filter((l) => l.id !== list.id).slice(0, 3);
  return (
    <SuggestedLists
      title={t('list.suggested')}
      testId="suggested-opinion-lists"
      lists={others}
      renderCard={(other) => <OpinionListCard key={other.id} list={other} canFavourite={isSignedIn && !isAnalyst} />}
    />
  );
}

export default OpinionsPage;
