import './jsdom.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';

// Importing this file unmounts what a test rendered and lifts its stubs (fetch) after each test.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type TRenderOptions = {
  /** Serve the element from a memory router, for pages that read the URL or link. */
  router?: boolean;
  /** The URL the memory router starts at (path and query), e.g. '/agents/tree?brand=lobby'. */
  initialEntry?: string;
};

/**
 * Renders a component of the console as the app does: Mantine and a fresh query cache that does
 * not retry (a failed call fails the test at once). Translations come from the test's own
 * react-i18next mock, or from the real packs once lib/i18n.ts is loaded.
 */
export const renderWithProviders = (ui: ReactNode, { router = false, initialEntry }: TRenderOptions = {}) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        {router || initialEntry ? (
          <RouterProvider
            router={createMemoryRouter([{ path: '*', element: ui }], {
              initialEntries: initialEntry ? [initialEntry] : undefined,
            })}
          />
        ) : (
          ui
        )}
      </QueryClientProvider>
    </MantineProvider>,
  );
};
