import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from 'react-i18next';

/** The favourite star of a list, a rating or an opinion; the label says what a press will do. */
export function FavouriteButton({ favorite, onToggle, disabled, testId }: { favorite: boolean; onToggle: () => void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  const label = favorite ? t('common.favourite.remove') : t('common.favourite.add');
  return (
    <IconButton
      size="small"
      onClick={onToggle}
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-pressed={favorite}
      data-testid={testId}
      data-state={favorite ? 'on' : 'off'}
      sx={{ color: favorite ? 'warning.main' : 'text.secondary' }}
    >
      {favorite ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
    </IconButton>
  );
}
