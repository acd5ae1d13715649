import type { ReactElement } from 'react';
import Fade from '@mui/material/Fade';
import { useLocation } from 'react-router';

/** Fades each new page in (spec §2); keyed by path so a query change does not replay it. */
export function PageTransition({ children }: { children: ReactElement }) {
  const { pathname } = useLocation();
  return (
    <Fade key={pathname} in appear timeout={250}>
      {children}
    </Fade>
  );
}
