import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { Pager, readPage } from '../../../components/Pager';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useSession } from '../../../lib/session-context';
import { useResearch } from '../api/get-research';
import type { ResearchScope } from '../api/keys';
import { ResearchCard } from '../components/ResearchCard';

/** `?weekly=1` shows this week's and last week's research (DECISIONS 15); otherwise all of it. */
function scopeOf(params: URLSearchParams): ResearchScope {
  return params.get('weekly') === '1' ? 'weekly' : 'all';
}

/**
 * `/financial-research` (spec §2, open): the research library, newest first, a page at a time,
 * or this week's only; each document opens in the reader in the languages it has.
 */
export function FinancialResearchPage() {
  const { t } = useTranslation('research');
  useDocumentTitle(t('screens.financialResearch'));
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const page = readPage(params.get('page'));
  const research = useResearch(scope, page);

  const show = (next: { scope?: ResearchScope; page?: number }) =>
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.scope !== undefined) {
          if (next.scope === 'weekly') result.set('weekly', '1');
          else result.delete('weekly');
          result.delete('page');
        }
        if (next.page !== undefined) {
          if (next.page > 1) result.set('page', String(next.page));
          else result.delete('page');
        }
        return result;
      },
      { replace: true },
    );

  let content;
  if (research.isPending) content = <LoadingBlock height={360} />;
  else if (research.isError && !research.data) content = <ErrorBlock error={research.error} onRetry={() => void research.refetch()} />;
  else if (!research.data || research.data.rows.length === 0)
    content =
      scope === 'weekly' ? (
        <EmptyBlock text={t('list.weeklyEmpty')} hint={t('list.weeklyEmptyHint')} />
      ) : (
        <EmptyBlock text={t('list.empty')} hint={t('list.emptyHint')} />
      );
  else
    content = (
      <>
        <Box
          data-testid="research-list"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            opacity: research.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {research.data.rows.map((row) => (
            <ResearchCard key={row.id} research={row} />
          ))}
        </Box>
        <Pager
          page={research.data.meta.page}
          perPage={research.data.meta.per_page}
          total={research.data.meta.total}
          onChange={(next) => show({ page: next })}
        />
      </>
    );

  return (
    <Stack spacing={{ xs: 2, md: 3 }} data-testid="financial-research-page">
      <PageHeader title={t('screens.financialResearch')} subtitle={t('list.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={scope}
          onChange={(_event, next: ResearchScope) => show({ scope: next })}
          aria-label={t('list.scope')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="all" label={t('list.all')} data-testid="research-tab-all" />
          <Tab value="weekly" label={t('list.weekly')} data-testid="research-tab-weekly" />
        </Tabs>
      </Box>
      {scope === 'weekly' && (
        <Typography variant="body2" color="text.secondary">
          {t('list.weeklyHint')}
        </Typography>
      )}
      {!session.isSignedIn && (
        <Typography variant="body2" color="text.secondary" data-testid="research-sign-in-hint">
          {t('list.signInHint')}
        </Typography>
      )}
      <Box aria-live="polite" aria-busy={research.isFetching}>
        {content}
      </Box>
    </Stack>
  );
}
