import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator } from '../../lib/navigation';

/** Lets the API client redirect on body codes (spec §8) through the router, without a reload. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}
