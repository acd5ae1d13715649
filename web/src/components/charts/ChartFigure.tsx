import { useId, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/**
 * A canvas chart as a figure: named by `label`, described for screen readers by `description`
 * (what the picture shows, in words). The canvas itself has no role: the chart library puts its
 * attribution link in it, and an image may not hold a link.
 */
export function ChartFigure({
  label,
  description,
  canvasRef,
  height,
  testId,
  before,
  after,
}: {
  label: string;
  description: string;
  canvasRef: Ref<HTMLDivElement>;
  height: number | Record<string, number>;
  testId?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Box component="figure" aria-label={label} aria-describedby={descriptionId} sx={{ m: 0 }}>
      {before}
      <Box ref={canvasRef} dir="ltr" data-testid={testId} sx={{ width: '100%', height, position: 'relative' }} />
      <Box component="p" id={descriptionId} sx={visuallyHidden}>
        {description}
      </Box>
      {after}
    </Box>
  );
}
