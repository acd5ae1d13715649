import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '../../lib/constants';

/** Widths up to 768 px use the overlay sidebar and the hamburger (spec §2, §9). */
export function useMobileLayout(): boolean {
  return useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX}px)`, { noSsr: true });
}
