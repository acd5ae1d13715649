import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorBlock, LoadingBlock } from '../../../components/QueryStates';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { PurchaseCard } from '../components/PurchaseCard';
import { SubscriptionCard } from '../components/SubscriptionCard';
import type { Subscription } from '../types';

function Section({ id, title, subscriptions, children }: { id: string; title: string; subscriptions: Subscription[]; children?: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Typography variant="h5" component="h2" id={`${id}-title`} sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
      {subscriptions.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.id} subscription={subscription} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** `/my_subscriptions`: what the user has now, what has ended, and the way to renew either. */
export function MySubscriptionsPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('screens.mySubscriptions'));
  const mine = useMySubscriptions();
  const purchases = mine.data?.purchases ?? [];
  const viewPlans = (
    <Button variant="contained" component={RouterLink} to="/subscription">
      {t('mine.viewPlans')}
    </Button>
  );

  let body: ReactNode;
  if (mine.isPending) body = <LoadingBlock height={320} />;
  else if (mine.isError) body = <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (mine.data.active.length === 0 && mine.data.expired.length === 0 && purchases.length === 0) {
    body = (
      <Box data-testid="subscriptions-empty" sx={{ textAlign: 'center' }}>
        <EmptyState icon={<CardMembershipIcon />} title={t('mine.empty.title')} description={t('mine.empty.description')} />
        {viewPlans}
      </Box>
    );
  } else {
    body = (
      <>
        <Section id="subscriptions-active" title={t('mine.active')} subscriptions={mine.data.active}>
          {mine.data.active.length === 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Typography color="text.secondary">{t('mine.noActive')}</Typography>
              {viewPlans}
            </Box>
          )}
        </Section>
        {mine.data.expired.length > 0 && <Section id="subscriptions-expired" title={t('mine.expired')} subscriptions={mine.data.expired} />}
        {purchases.length > 0 && (
          <Box component="section" aria-labelledby="subscriptions-purchases-title" data-testid="subscriptions-purchases">
            <Typography variant="h5" component="h2" id="subscriptions-purchases-title" sx={{ mb: 1.5 }}>
              {t('mine.purchases')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {purchases.map((purchase) => (
                <PurchaseCard key={purchase.id} purchase={purchase} />
              ))}
            </Box>
          </Box>
        )}
      </>
    );
  }

  return (
    <Stack spacing={3} data-testid="my-subscriptions-page">
      <PageHeader title={t('screens.mySubscriptions')} />
      {body}
    </Stack>
  );
}
