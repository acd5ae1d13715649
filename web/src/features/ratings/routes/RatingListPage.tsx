import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { ListSubscribeBanner } from '../../../components/lists/ListSubscribeBanner';
import { SuggestedLists } from '../../../components/lists/ListCardGrid';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { formatPercent } from '../../../lib/format';
import { useSession } from '../../../lib/session-context';
import { useOrders } from '../api/orders';
import { useStockPerformance } from '../api/performance';
import { useFavouriteList, useRatingList, useRatingLists } from '../api/rating-lists';
import { useFavouriteRating, useRatings } from '../api/ratings';
import { CapitalCard } from '../components/CapitalCard';
import { FavouriteButton } from '../../../components/FavouriteButton';
import { ListCard } from '../components/ListCard';
import { CancelOrderDialog, EditOrderDialog } from '../components/OrderDialogs';
import { OrdersTable } from '../components/OrdersTable';
import { PerformanceCard } from '../components/PerformanceCard';
import { RatingActionsMenu, type RatingAction } from '../components/RatingActionsMenu';
import { RatingFormDialog } from '../components/RatingFormDialog';
import { RatingsTable, type TableVariant } from '../components/RatingsTable';
import { SellDialog } from '../components/SellDialog';
import { StockResultsTable } from '../components/StockResultsTable';
import { useMarketName } from '../../../components/use-market-name';
import { VerifyBadge } from '../components/VerifyBadge';
import { isOfList, ratingSorts, ratingStatuses, type Rating, type RatingList } from '../types';

type Dialog = { action: 'new' } | { action: RatingAction; rating: Rating } | null;

/** `/ratings/:id`: an Eva list — its performance, ratings, orders and, for its analyst, publishing. */
export function RatingListPage() {
  const { id } = useParams();
  const listId = Number(id);
  const { isSignedIn } = useSession();
  const list = useRatingList(listId, isSignedIn);
  if (!Number.isInteger(listId) || listId <= 0) return <NotFoundPage />;
  if (list.isPending) return <LoadingBlock height={400} />;
  // A list Eva's staff withdrew answers 404 with its own word («سحب فريق إيفا هذه القائمة»): show it.
  if (isApiError(list.error) && list.error.status === 404) return <NotFoundPage message={list.error.message} />;
  if (list.isError) return <ErrorBlock error={list.error} onRetry={() => void list.refetch()} />;
  return <ListView list={list.data} />;
}

function ListView({ list }: { list: RatingList }) {
  const { t } = useTranslation('ratings');
  useDocumentTitle(list.name);
  const { isSignedIn, user } = useSession();
  const market = useMarketName('ratings');
  const favourite = useFavouriteList();
  const isOwner = user?.id === list.analyst_id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setDialog(null);
  // A market order placed while the market has no current price waits for its next one: say so.
  const done = (saved?: Rating) => {
    setDialog(null);
    setNotice(t(saved?.waiting_for === 'next_price' ? 'list.savedWaiting' : 'list.saved'));
  };

  return (
    <Stack spacing={3} data-testid="rating-list-page" data-list-id={list.id}>
      <PageHeader
        title={list.name}
        subtitle={`${t('list.analyst', { name: list.analyst_name })} · ${market(list.market_id)}`}
        badge={<VerifyBadge listId={list.id} />}
      >
        {isSignedIn && (
          <FavouriteButton favorite={list.favorite} disabled={favourite.isPending} onToggle={() => favourite.mutate(list.id)} testId="favourite-this-list" />
        )}
        {isSignedIn && (
          <>
            <Button variant="outlined" size="small" component={RouterLink} to={`/rating-list-history/${list.id}`} data-testid="open-history">
              {t('list.history')}
            </Button>
            <Button variant="outlined" size="small" component={RouterLink} to={`/rating-state-comments/${list.id}`} data-testid="open-state-posts">
              {t('list.statePosts')}
            </Button>
          </>
        )}
        {isOwner && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ action: 'new' })} data-testid="new-rating">
            {t('actions.newRating')}
          </Button>
        )}
      </PageHeader>
      {list.about && <Typography sx={{ whiteSpace: 'pre-line' }}>{list.about}</Typography>}
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} data-testid="rating-saved">
          {notice}
        </Alert>
      )}
      {!list.subscribed && <SubscribeBanner listId={list.id} />}
      <PerformanceCard listId={list.id} />
      <RatingsSection list={list} isOwner={isOwner} onAction={(action, rating) => setDialog({ action, rating })} />
      {list.subscribed && <HoldingsSections listId={list.id} />}
      {list.subscribed && isSignedIn && !isOwner && <CapitalCard listId={list.id} />}
      <SuggestedRatingLists list={list} />

      {dialog?.action === 'new' && (
        <RatingFormDialog mode="new" listId={list.id} rating={null} cashPercentage={list.available_cash_percentage} onClose={close} onDone={done} />
      )}
      {dialog && dialog.action !== 'new' && (dialog.action === 'increase' || dialog.action === 'edit') && (
        <RatingFormDialog
          mode={dialog.action}
          listId={list.id}
          rating={dialog.rating}
          cashPercentage={list.available_cash_percentage}
          onClose={close}
          onDone={done}
        />
      )}
      {dialog && dialog.action !== 'new' && (dialog.action === 'sell' || dialog.action === 'partialSell') && (
        <SellDialog rating={dialog.rating} partial={dialog.action === 'partialSell'} onClose={close} onDone={done} />
      )}
      {dialog && dialog.action === 'cancelOrder' && <CancelOrderDialog rating={dialog.rating} onClose={close} onDone={done} />}
      {dialog && dialog.action === 'editOrder' && <EditOrderDialog rating={dialog.rating} onClose={close} onDone={done} />}
    </Stack>
  );
}

function SubscribeBanner({ listId }: { listId: number }) {
  const { t } = useTranslation('ratings');
  return (
    <ListSubscribeBanner
      listType="rating"
      listId={listId}
      enabled
      testId="rating-list-subscribe"
      labels={{ hint: t('list.subscribeHint'), subscribe: t('list.subscribe') }}
    />
  );
}

function RatingsSection({ list, isOwner, onAction }: { list: RatingList; isOwner: boolean; onAction: (action: RatingAction, rating: Rating) => void }) {
  const { t, i18n } = useTranslation('ratings');
  const { isSignedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const status = isOfList(ratingStatuses, params.get('status')) ? params.get('status')! : 'current';
  const sort = isOfList(ratingSorts, params.get('sort')) ? params.get('sort')! : 'newest';
  // Phones start on the simple table; the data table's 17 columns scroll sideways there. Read at
  // the first render (noSsr): otherwise a phone drew the full table for a moment, and a tap on
  // "full" in that moment (already chosen) was lost when the simple table came.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const chosen = params.get('table');
  const variant: TableVariant = chosen === 'simple' || chosen === 'full' ? chosen : phone ? 'simple' : 'full';
  const holdings = list.subscribed;
  const ratings = useRatings(list.id, { status: status as (typeof ratingStatuses)[number], sort: sort as (typeof ratingSorts)[number], holdings });
  const favourite = useFavouriteRating();
  const setParam = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(key, value);
      return next;
    });

  return (
    <SectionCard
      title={t('list.ratings')}
      subtitle={t('list.cash', { percent: formatPercent(list.available_cash_percentage, i18n.language, 2) })}
      testId="rating-list-ratings"
      actions={
        <>
          <ToggleButtonGroup size="small" exclusive value={variant} onChange={(_e, value: TableVariant | null) => value && setParam('table', value)}>
            <ToggleButton value="full" data-testid="table-full">
              {t('list.full')}
            </ToggleButton>
            <ToggleButton value="simple" data-testid="table-simple">
              {t('list.simple')}
            </ToggleButton>
          </ToggleButtonGroup>
          {holdings && (
            <TextField
              select
              size="small"
              label={t('list.status')}
              value={status}
              onChange={(e) => setParam('status', e.target.value)}
              sx={{ width: 170 }}
              data-testid="ratings-status"
            >
              {ratingStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`statuses.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('list.sort')}
            value={sort}
            onChange={(e) => setParam('sort', e.target.value)}
            sx={{ width: 210 }}
            data-testid="ratings-sort"
          >
            {ratingSorts.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`sorts.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      {!holdings && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('statuses.closed')}
        </Typography>
      )}
      {ratings.isPending ? (
        <LoadingBlock height={240} />
      ) : ratings.isError ? (
        <ErrorBlock error={ratings.error} onRetry={() => void ratings.refetch()} />
      ) : ratings.data.length === 0 ? (
        <EmptyBlock text={t('list.none')} />
      ) : (
        <>
          <RatingsTable
            ratings={ratings.data}
            variant={variant}
            onFavourite={isSignedIn && holdings ? (rating) => favourite.mutate(rating.id) : undefined}
            actions={isOwner ? (rating) => <RatingActionsMenu rating={rating} onAction={onAction} /> : undefined}
          />
          {ratings.data[0]?.price_delay_minutes ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('list.delayed', { count: ratings.data[0].price_delay_minutes })}
            </Typography>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}

function HoldingsSections({ listId }: { listId: number }) {
  const { t } = useTranslation('ratings');
  const orders = useOrders(listId, true);
  const stocks = useStockPerformance(listId, true);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <SectionCard title={t('list.profile')} testId="rating-list-profile">
        {stocks.isPending ? (
          <LoadingBlock height={160} />
        ) : stocks.isError ? (
          <ErrorBlock error={stocks.error} />
        ) : stocks.data.length === 0 ? (
          <EmptyBlock text={t('list.noProfile')} />
        ) : (
          <StockResultsTable stocks={stocks.data} />
        )}
      </SectionCard>
      <SectionCard title={t('list.orders')} testId="rating-list-orders">
        {orders.isPending ? (
          <LoadingBlock height={160} />
        ) : orders.isError ? (
          <ErrorBlock error={orders.error} />
        ) : orders.data.length === 0 ? (
          <EmptyBlock text={t('list.noOrders')} />
        ) : (
          <OrdersTable orders={orders.data} />
        )}
      </SectionCard>
    </Box>
  );
}

function SuggestedRatingLists({ list }: { list: RatingList }) {
  const { t } = useTranslation('ratings');
  const { isSignedIn, isAnalyst } = useSession();
  const lists = useRatingLists({ search: '', marketId: list.market_id }, isSignedIn);
  const others = (lists.data ?? []).filter((l) => l.id !== list.id).slice(0, 3);
  return (
    <SuggestedLists
      title={t('list.suggested')}
      testId="suggested-lists"
      lists={others}
      renderCard={(other) => <ListCard key={other.id} list={other} canFavourite={isSignedIn && !isAnalyst} />}
    />
  );
}

export default RatingListPage;
