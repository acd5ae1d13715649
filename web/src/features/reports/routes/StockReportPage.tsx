import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShariahBadge } from '../../../components/ShariahBadge';
import { KeyFigure } from '../../../components/KeyFigure';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-error';
import { formatDay, formatInteger, formatPercent } from '../../../lib/format';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { useSession } from '../../../lib/session-context';
import { stockPath } from '../../../lib/stock-path';
import { useAssistance } from '../api/get-assistance';
import { useGuestStockReport, useStockReport } from '../api/get-stock-report';
import { ScoreBar } from '../components/ScoreBar';
import { reportsPaths } from '../lib/paths';
import { isStrategy, rankingSearch, reportPath } from '../lib/ranking-query';
import { formatContribution, formatFactorValue, formatScore } from '../lib/score';
import type { FactorView, StockReport, Strategy } from '../types';

function FactorRow({ factor }: { factor: FactorView }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const weighed = factor.weight > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, opacity: weighed ? 1 : 0.75 }} data-testid={`factor-${factor.factor}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{factor.name}</Typography>
        <Typography component="bdi" dir="ltr" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="factor-value">
          {formatFactorValue(factor, language, (value) => t('report.points', { value }))}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {factor.explanation}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, mt: 1.5, alignItems: 'center' }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('report.percentile')}
          </Typography>
          <ScoreBar
            valueX100={factor.percentile_x100}
            text={formatScore(factor.percentile_x100, language)}
            label={t('report.percentileValue', { value: formatPercent(factor.percentile_x100 / 100, language, 0) })}
          />
        </Box>
        {weighed ? (
          <>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('report.weight')}
              </Typography>
              <bdi dir="ltr" data-testid="factor-weight">
                {formatPercent(factor.weight, language, 0)}
              </bdi>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('report.contribution')}
              </Typography>
              <bdi dir="ltr" data-testid="factor-contribution">
                {formatContribution(factor.contribution_x100, language)}
              </bdi>
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ gridColumn: { sm: 'span 2' } }}>
            {t('report.notWeighed')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The stock's score, rank and Shariah verdict: what guests see of the report too. */
function ReportSummary({ report }: { report: StockReport }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="report-summary">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2, alignItems: 'center' }}>
        <Box data-testid="report-score">
          <Typography variant="overline" color="text.secondary">
            {t('report.score')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
            <bdi dir="ltr">{formatScore(report.score_x100, language)}</bdi>{' '}
            <Typography component="span" color="text.secondary">
              {t('report.of100')}
            </Typography>
          </Typography>
          <ScoreBar valueX100={report.score_x100} text="" label={t('report.score')} />
        </Box>
        <KeyFigure label={t('report.rank')} testId="report-rank">
          {t('report.rankOf', { rank: formatInteger(report.rank, language), ranked: formatInteger(report.ranked, language) })}
        </KeyFigure>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('report.asOf', { date: formatDay(report.as_of, language) })}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <ShariahBadge compliant={report.shariah_compliant} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

function ReportBody({ report }: { report: StockReport }) {
  const { t } = useTranslation('reports');
  return (
    <Stack spacing={3} data-testid="stock-report">
      <ReportSummary report={report} />
      <Typography variant="h6" component="h2">
        {t('report.factors')}
      </Typography>
      <Stack spacing={1.5}>
        {report.factors.map((factor) => (
          <FactorRow key={factor.factor} factor={factor} />
        ))}
      </Stack>
    </Stack>
  );
}

/** ReportsStock (spec §2): a stock's score in a strategy, explained factor by factor (reports subscribers). */
export function StockReportPage() {
  const { t } = useTranslation('reports');
  const { stock = '', strategy: strategyParam } = useParams();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const assistance = useAssistance();
  const strategy: Strategy | null = isStrategy(strategyParam) ? strategyParam : (assistance.data?.current ?? (assistance.isError ? 'growth' : null));
  const report = useStockReport(stock, isSignedIn ? strategy : null);
  // A guest sees the stock's place in the ranking (DECISIONS 3), and is asked to sign in for the rest.
  const guest = useGuestStockReport(stock, strategy ?? 'growth', !isSignedIn);
  const shown = isSignedIn ? report.data : guest.data;
  const notInPlan = report.error instanceof ApiError && report.error.code === '999';
  const notRanked = report.error instanceof ApiError && report.error.status === 404;
  useDocumentTitle(shown ? `${shown.name} · ${t('screens.reportsStock')}` : t('screens.reportsStock'));

  const signIn = () => {
    rememberIntendedRoute(reportPath(stock, strategy ?? 'growth'));
    navigate(reportsPaths.login);
  };

  return (
    <Stack spacing={3} data-testid="stock-report-page">
      <PageHeader
        title={shown ? shown.name : t('screens.reportsStock')}
        // "Factor by factor": the full report only.
        subtitle={report.data ? t('report.subtitle', { name: report.data.name, strategy: report.data.strategy.name }) : undefined}
      >
        {strategy && (assistance.data?.strategies.length ?? 0) > 0 && (
          <TextField
            select
            size="small"
            label={t('rankings.strategy')}
            value={strategy}
            onChange={(event) => navigate(reportPath(stock, event.target.value as Strategy))}
            sx={{ minWidth: 200 }}
            data-testid="report-strategy"
          >
            {assistance.data?.strategies.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          component={RouterLink}
          to={`${reportsPaths.rankings}?${rankingSearch({ strategy: strategy ?? 'growth', marketId: 1, shariah: false, page: 1 })}`}
        >
          {t('report.backToRankings')}
        </Button>
        {shown && (
          <Button component={RouterLink} to={stockPath(shown.stock_id)}>
            {t('report.stockPage')}
          </Button>
        )}
      </PageHeader>

      {!isSignedIn ? (
        <>
          {guest.data && <ReportSummary report={guest.data} />}
          {guest.isPending && <LoadingBlock height={160} />}
          {guest.isError && (
            <Alert severity="warning" data-testid="report-not-ranked">
              {guest.error.message || t('report.notRanked')}
            </Alert>
          )}
          <Alert
            severity="info"
            data-testid="report-sign-in"
            action={
              <Button color="inherit" size="small" onClick={signIn}>
                {t('report.signIn')}
              </Button>
            }
          >
            {t('report.guestNote')}
          </Alert>
        </>
      ) : notInPlan ? (
        <Alert
          severity="info"
          data-testid="report-subscribe"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={reportsPaths.subscription}>
              {t('report.subscribe')}
            </Button>
          }
        >
          {t('report.upsell')}
        </Alert>
      ) : notRanked ? (
        <Alert severity="warning" data-testid="report-not-ranked">
          {report.error?.message || t('report.notRanked')}
        </Alert>
      ) : report.isPending ? (
        <LoadingBlock height={400} />
      ) : report.isError ? (
        <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportBody report={report.data} />
      )}
    </Stack>
  );
}
