import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionLost } from './api-error.ts';
import { useSession } from './session.ts';

/** A call answered NOT_LOGGED_IN: the token is dead, so drop it; the shell sends the operator to login. */
const onError = (e: unknown) => {
  if (isSessionLost(e)) useSession.getState().clear(true);
};

/** One client for the console; 4xx answers are final (no retry). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 15_000,
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
