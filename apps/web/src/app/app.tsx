import '../styles/games.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { BrandProvider } from './brand-provider.tsx';
import { router } from './router.tsx';

/** Providers outside the router: server state, translations, the brand's Mantine theme. */
export const App = () => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <BrandProvider>
        <RouterProvider router={router} />
      </BrandProvider>
    </I18nextProvider>
  </QueryClientProvider>
);
