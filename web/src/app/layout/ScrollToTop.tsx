import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page (spec §2). */
export function ScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
