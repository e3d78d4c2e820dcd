import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** One client for the app; loaders prefetch into it and components read from it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
