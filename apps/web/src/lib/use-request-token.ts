import { useSyncExternalStore } from 'react';
import { getRequestContext, subscribeRequestToken } from './request-context.ts';

const readToken = () => getRequestContext().token;

/**
 * The token requests carry, as React state: features that may not import the session store (wallet)
 * key their per-account queries by it, so one account's money is never shown to the next.
 */
export const useRequestToken = (): string | null =>
  useSyncExternalStore(subscribeRequestToken, readToken, readToken);
