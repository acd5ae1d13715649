import Box from '@mui/material/Box';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import type { TypographyProps } from '@mui/material/Typography';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChange, formatChangePercent, trendOf } from '../lib/format';
import { trendColor } from '../theme/trend-color';

/**
 * A price change, green and pointing up or red and pointing down. The arrows are vertical, so
 * they read the same in both directions; the number sits in an LTR isolate so its sign stays in
 * front of it inside Arabic text, and the arrow comes first in the reading direction.
 */
export function ChangeText({
  value,
  percent,
  trendValue,
  variant = 'body2',
  showArrow = true,
  fontWeight = 600,
}: {
  /** An absolute change, shown first when given. */
  value?: number | null;
  /** A percent change, shown (in brackets after `value`, when both are given). */
  percent?: number | null;
  /** What decides the colour, when neither number should (defaults to percent, then value). */
  trendValue?: number | null;
  variant?: TypographyProps['variant'];
  showArrow?: boolean;
  fontWeight?: number;
}) {
  const { t, i18n } = useTranslation();
  const trend = trendOf(trendValue ?? percent ?? value);
  const parts: string[] = [];
  if (value !== undefined) parts.push(formatChange(value, i18n.language));
  if (percent !== undefined) {
    const text = formatChangePercent(percent, i18n.language);
    parts.push(value !== undefined ? `(${text})` : text);
  }
  return (
    <Typography
      component="span"
      variant={variant}
      sx={{ color: trendColor[trend], fontWeight, display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
    >
      {showArrow && trend !== 'flat' && (
        <Box
          component={trend === 'up' ? ArrowDropUpIcon : ArrowDropDownIcon}
          aria-label={t(`common.trend.${trend}`)}
          role="img"
          sx={{ fontSize: '1.4em', mx: -0.5 }}
        />
      )}
      <bdi dir="ltr">{parts.join(' ')}</bdi>
    </Typography>
  );
}
