import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import type { HeatColors } from './heatmap-layout';

/** The heatmap's scale from the theme's unchanged, gain and loss colours. */
export function useHeatColors(): HeatColors {
  const { palette } = useTheme();
  return useMemo(
    () => ({ neutral: palette.unchanged.main, gain: palette.gain.main, loss: palette.loss.main }),
    [palette.unchanged.main, palette.gain.main, palette.loss.main],
  );
}
