import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { Language } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers/AppProviders';
import { AppRoutes } from './router/app-routes';
import { NavigatorBridge } from './router/NavigatorBridge';
import { addFeatureSignOutSteps } from './session/sign-out-steps';

addFeatureSignOutSteps();

export function App({ language }: { language: Language }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders language={language} queryClient={queryClient}>
      <BrowserRouter>
        <NavigatorBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
