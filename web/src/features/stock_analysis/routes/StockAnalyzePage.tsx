import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CandlestickChartOutlinedIcon from '@mui/icons-material/CandlestickChartOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { useDocumentTitle } from '../../../components/use-document-title';
import { PackageList } from '../components/PackageList';
import { myDocumentsPath } from '../lib/paths';
import type { AnalysisKind } from '../types';

const points: { key: 'document' | 'delivery' | 'position'; Icon: SvgIconComponent }[] = [
  { key: 'document', Icon: PictureAsPdfOutlinedIcon },
  { key: 'delivery', Icon: ScheduleIcon },
  { key: 'position', Icon: WorkOutlineIcon },
];

const kinds: { key: AnalysisKind; Icon: SvgIconComponent }[] = [
  { key: 'financial', Icon: AccountBalanceOutlinedIcon },
  { key: 'technical', Icon: CandlestickChartOutlinedIcon },
  { key: 'comprehensive', Icon: InsightsOutlinedIcon },
];

/** `/stock-analyze`: what the paid analysis gives, its three kinds, and the packages on sale. */
export function StockAnalyzePage() {
  const { t } = useTranslation('stock_analysis');
  useDocumentTitle(t('screens.stockAnalyze'));
  return (
    <Stack spacing={3} data-testid="stock-analyze-page">
      <PageHeader title={t('screens.stockAnalyze')} subtitle={t('intro.subtitle')}>
        <Button variant="outlined" component={RouterLink} to={myDocumentsPath} startIcon={<FolderOpenOutlinedIcon />} data-testid="my-documents-link">
          {t('intro.myDocuments')}
        </Button>
      </PageHeader>

      <SectionCard title={t('intro.whatTitle')}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {points.map(({ key, Icon }) => (
            <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <Icon color="primary" aria-hidden="true" />
              <Typography>{t(`intro.points.${key}`)}</Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title={t('intro.kindsTitle')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {kinds.map(({ key, Icon }) => (
            <Paper key={key} variant="outlined" sx={{ p: 2, bgcolor: 'background.default' }} data-testid={`analysis-kind-${key}`}>
              <Icon color="primary" aria-hidden="true" />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 0.5 }}>
                {t(`intro.kinds.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`intro.kinds.${key}.text`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </SectionCard>

      <SectionCard title={t('intro.packagesTitle')}>
        <PackageList />
      </SectionCard>
    </Stack>
  );
}
