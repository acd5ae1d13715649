import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/format';
import { RISK_SCORE_MAX } from '../lib/risk-profile';
import type { KycView, RiskProfile } from '../types';

const colours: Record<RiskProfile, 'success' | 'info' | 'warning'> = { conservative: 'success', moderate: 'info', aggressive: 'warning' };

/** The risk profile the answers gave: its name and what it means, the score and when it was assessed. */
export function RiskProfileSummary({ view }: { view: Pick<KycView, 'risk_profile' | 'risk_score' | 'profiled_at'> }) {
  const { t, i18n } = useTranslation('kyc');
  const profile = view.risk_profile;
  if (!profile) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} data-testid="kyc-risk-profile" data-profile={profile}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label={t(`profile.names.${profile}`)} color={colours[profile]} sx={{ fontWeight: 700 }} />
        {typeof view.risk_score === 'number' && (
          <Typography variant="body2" color="text.secondary" data-testid="kyc-risk-score">
            {t('profile.score', { score: view.risk_score, max: RISK_SCORE_MAX })}
          </Typography>
        )}
      </Box>
      <Typography>{t(`profile.explanations.${profile}`)}</Typography>
      {view.profiled_at && (
        <Typography variant="body2" color="text.secondary">
          {t('profile.assessedOn', { date: formatMoment(view.profiled_at, i18n.language) })}
        </Typography>
      )}
    </Box>
  );
}
