import { useEffect } from 'react';
import { usePendingStore } from '../../lib/pending-store.ts';

/** While a page's chunk is on its way: counted as pending, so a slow load shows the loading modal. */
export const RoutePending = () => {
  useEffect(() => {
    usePendingStore.getState().begin();
    return () => usePendingStore.getState().end();
  }, []);
  return null;
};
