import '../styles/games.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { BrandProvider } from './brand-provider.tsx';
import { AppRoutes } from './router.tsx';

/** Providers outside the router: server state and the brand's Mantine theme (translations need none: lib/translator.ts). */
export const App = () => (
  <QueryClientProvider client={queryClient}>
    <BrandProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </BrandProvider>
  </QueryClientProvider>
);
