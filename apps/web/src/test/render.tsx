import './jsdom.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { setRequestToken } from '../lib/request-context.ts';

// Importing this file unmounts what a test rendered and lifts its stubs (fetch) after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRequestToken(null);
});

/** A query cache like the app's, except that nothing retries (a failed call shows at once). */
export const makeTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a part of the site as the app does: Mantine (test env: no transitions, no portals) and a
 * query cache, with a logged-in token unless `token: null`. No language pack is loaded, so `t`
 * answers each key itself and tests read keys.
 */
export const renderWithProviders = (
  ui: ReactNode,
  {
    token = 'test-token',
    client = makeTestQueryClient(),
  }: { token?: string | null; client?: QueryClient } = {},
) => {
  setRequestToken(token);
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
};
