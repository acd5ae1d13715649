import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatSar } from '../../../lib/format';
import { discountPercent, monthlyEquivalentHalalas, monthsOf } from '../lib/pricing';
import type { Package, Plan } from '../types';
import { Money } from './Money';

/** One plan of a package: its VAT-inclusive price, what that is a month, the saving, and the way to pay it. */
function PlanChoice({ pkg, plan }: { pkg: Package; plan: Plan }) {
  const { t, i18n } = useTranslation('subscriptions');
  const months = monthsOf(plan.plan_type);
  const perMonth = monthlyEquivalentHalalas(plan);
  const percent = discountPercent(plan.price);
  return (
    <Box
      component="li"
      data-testid={`plan-${plan.id}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
          {percent > 0 && <Chip size="small" color="success" label={t('plans.save', { percent })} data-testid="plan-discount" />}
        </Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }} data-testid="plan-price">
          <Money halalas={plan.price.total_halalas} />
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {months === null ? t('plans.oneOff') : t('plans.vatIncluded')}
        </Typography>
        {perMonth !== null && months !== null && months > 1 && (
          <Typography variant="body2" color="text.secondary" data-testid="plan-per-month">
            {t('plans.perMonth', { amount: formatSar(perMonth, i18n.language) })}
          </Typography>
        )}
        {plan.price.discount_halalas > 0 && (
          <Typography variant="body2" color="success.main">
            <s aria-hidden="true">
              <Money halalas={plan.price.list_halalas} />
            </s>{' '}
            {t('plans.savedAmount', { amount: formatSar(plan.price.discount_halalas, i18n.language) })}
          </Typography>
        )}
        {plan.bonus_reports_days > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('plans.bonusReports', { count: plan.bonus_reports_days })}
          </Typography>
        )}
      </Box>
      <Button variant="contained" component={RouterLink} to={plan.checkout_path} aria-label={t('plans.subscribeTo', { package: pkg.name, plan: plan.name })}>
        {t('plans.subscribe')}
      </Button>
    </Box>
  );
}

/** A package: what it is, what it gives, and each of its plans with a button to pay it. */
export function PackageCard({ pkg }: { pkg: Package }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`package-${pkg.id}-name`}
      data-testid={`package-${pkg.id}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography variant="h5" component="h2" id={`package-${pkg.id}-name`} sx={{ fontWeight: 700 }}>
          {pkg.name}
        </Typography>
        {pkg.description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {pkg.description}
          </Typography>
        )}
      </Box>
      {pkg.features.length > 0 && (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
          {pkg.features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckIcon fontSize="small" color="success" aria-hidden="true" sx={{ mt: 0.25 }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
      )}
      {pkg.stocks_count != null && (
        <Typography variant="body2" color="text.secondary">
          {t('plans.stocks', { count: pkg.stocks_count })}
        </Typography>
      )}
      <Box component="ul" aria-label={t('plans.choices', { name: pkg.name })} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1, mt: 'auto' }}>
        {pkg.plans.map((plan) => (
          <PlanChoice key={plan.id} pkg={pkg} plan={plan} />
        ))}
      </Box>
    </Paper>
  );
}
