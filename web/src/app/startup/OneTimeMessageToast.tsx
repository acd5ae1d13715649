import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localKeys } from '../../lib/storage-keys';

// The snackbar's code is fetched only when there is a message to show.
const MessageSnackbar = lazy(() => import('./MessageSnackbar').then((m) => ({ default: m.MessageSnackbar })));

/**
 * Shows the one-time message kept in localStorage ('msg') and removes it at once so it never
 * shows twice. Checked at start-up and after every navigation, so a screen can leave a message
 * for the next one.
 */
export function OneTimeMessageToast() {
  const location = useLocation();
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);

  useEffect(() => {
    const stored = localStorage.getItem(localKeys.oneTimeMessage);
    if (!stored) return;
    localStorage.removeItem(localKeys.oneTimeMessage);
    setMessage({ text: stored, id: Date.now() });
  }, [location.key]);

  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <MessageSnackbar key={message.id} text={message.text} onClosed={() => setMessage(null)} />
    </Suspense>
  );
}
