import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { hasNeedKycFlag } from '../../../lib/session-flags';
import { takeReturnRoute } from '../lib/return-route';

/**
 * Once the user is verified, sends them back to where the server asked for KYC (code "22"), and
 * clears the flag. Says whether that is happening, so the screen can say so instead of offering home.
 */
export function useReturnWhenVerified(verified: boolean): boolean {
  const navigate = useNavigate();
  const [returning] = useState(hasNeedKycFlag);
  useEffect(() => {
    if (!verified) return;
    const target = takeReturnRoute();
    if (target) navigate(target, { replace: true });
  }, [verified, navigate]);
  return verified && returning;
}
