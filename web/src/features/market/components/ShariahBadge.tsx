import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useTranslation } from 'react-i18next';

/** Shariah compliance: compliant, not compliant, or not assessed (null). */
export function ShariahBadge({ compliant }: { compliant: boolean | null }) {
  const { t } = useTranslation('market');
  if (compliant === true)
    return <Chip data-testid="shariah-badge" data-state="compliant" size="small" color="success" variant="outlined" icon={<CheckCircleOutlineIcon />} label={t('stock.shariah.compliant')} />;
  if (compliant === false)
    return <Chip data-testid="shariah-badge" data-state="not-compliant" size="small" color="error" variant="outlined" icon={<HighlightOffIcon />} label={t('stock.shariah.notCompliant')} />;
  return <Chip data-testid="shariah-badge" data-state="not-assessed" size="small" variant="outlined" icon={<HelpOutlineIcon />} label={t('stock.shariah.notAssessed')} />;
}
