import Chip from '@mui/material/Chip';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useTranslation } from 'react-i18next';

/** Says plainly that the prices on screen are generated, whenever the API flags them as demo. */
export function DemoBadge({ show }: { show: boolean }) {
  const { t } = useTranslation('market');
  if (!show) return null;
  return (
    <Chip
      data-testid="demo-badge"
      icon={<ScienceOutlinedIcon />}
      label={t('demoBadge')}
      title={t('demoHint')}
      aria-description={t('demoHint')}
      color="warning"
      size="small"
      sx={{ fontWeight: 700 }}
    />
  );
}
