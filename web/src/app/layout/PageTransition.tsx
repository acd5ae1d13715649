import type { ReactElement } from 'react';
import Fade from '@mui/material/Fade';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from 'react-router';

/**
 * Fades each new page in (spec §2); keyed by path so a query change does not replay it. Not for
 * people who asked their system for less motion.
 */
export function PageTransition({ children }: { children: ReactElement }) {
  const { pathname } = useLocation();
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Fade key={pathname} in appear timeout={lessMotion ? 0 : 250}>
      {children}
    </Fade>
  );
}
