import { useEffect, useEffectEvent, useState } from 'react';
import { msUntil } from '../lib/countdown';

/** Milliseconds left until `iso`, updated every second; `onEnd` runs once when it reaches zero. */
export function useCountdown(iso: string | null | undefined, onEnd?: () => void): number {
  const [left, setLeft] = useState(() => msUntil(iso, Date.now()));
  // The latest `onEnd`: a new function is not a reason to restart the clock.
  const ended = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    setLeft(msUntil(iso, Date.now()));
    if (!iso) return undefined;
    let fired = false;
    const timer = window.setInterval(() => {
      const next = msUntil(iso, Date.now());
      setLeft(next);
      if (next <= 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        ended();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return left;
}
