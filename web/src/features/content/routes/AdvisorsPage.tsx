import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { formatDay } from '../../../lib/format';
import { useAdvisors } from '../api/get-advisors';
import type { AdvisorView } from '../types';

function AdvisorCard({ advisor }: { advisor: AdvisorView }) {
  const { t, i18n } = useTranslation('content');
  return (
    <Card variant="outlined" data-testid={`advisor-${advisor.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
            {advisor.name.trim().charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {advisor.name}
            </Typography>
            <Typography color="text.secondary">{advisor.title}</Typography>
          </Box>
        </Box>
        <Typography variant="body2">{advisor.bio}</Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }} data-testid="advisor-licence">
          <VerifiedOutlinedIcon color="success" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {advisor.licence_type_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('advisors.licenceNumber', { number: advisor.licence_number })}
              {advisor.licence_expires_on ? ` · ${t('advisors.expires', { date: formatDay(advisor.licence_expires_on, i18n.language) })}` : ''}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Advisors (spec §2, /advisors): the licensed advisors with their licences. */
export function AdvisorsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('screens.advisors'));
  const advisors = useAdvisors();
  return (
    <Stack spacing={3} data-testid="advisors-page">
      <PageHeader title={t('screens.advisors')} subtitle={t('advisors.subtitle')} />
      {advisors.isPending ? (
        <LoadingBlock height={240} />
      ) : advisors.isError ? (
        <ErrorBlock error={advisors.error} onRetry={() => void advisors.refetch()} />
      ) : advisors.data.length === 0 ? (
        <EmptyBlock text={t('advisors.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>
          {advisors.data.map((advisor) => (
            <AdvisorCard key={advisor.id} advisor={advisor} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
