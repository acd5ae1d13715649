import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import { useTranslation } from 'react-i18next';

/**
 * A stock's Shariah verdict, one of three: compliant, not compliant, or not assessed (null). A
 * stock nobody assessed is never shown as not compliant. `short`: the words alone, for a table
 * column already headed "Shariah".
 */
export function ShariahBadge({ compliant, short = false }: { compliant: boolean | null | undefined; short?: boolean }) {
  const { t } = useTranslation();
  const words = short ? 'shariah.short' : 'shariah';
  if (compliant === true)
    return (
      <Chip
        data-testid="shariah-badge"
        data-state="compliant"
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleOutlineIcon />}
        label={t(`${words}.compliant`)}
      />
    );
  if (compliant === false)
    return (
      <Chip
        data-testid="shariah-badge"
        data-state="not-compliant"
        size="small"
        color="error"
        variant="outlined"
        icon={<HighlightOffIcon />}
        label={t(`${words}.notCompliant`)}
      />
    );
  return (
    <Chip data-testid="shariah-badge" data-state="not-assessed" size="small" variant="outlined" icon={<HelpOutlineIcon />} label={t(`${words}.notAssessed`)} />
  );
}
