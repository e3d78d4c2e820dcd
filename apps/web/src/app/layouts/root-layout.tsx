import { lazy, Suspense, useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useAppStore } from '../../features/system/stores/app-store.ts';
import { usePendingStore } from '../../lib/pending-store.ts';
import { timedImport } from '../../lib/timed-import.ts';
import { GamesEnvProvider } from '../games-env-provider.tsx';
import { Shell } from './shell.tsx';

const MaintenancePage = lazy(
  timedImport(() => import('../routes/maintenance.tsx').then((m) => ({ default: m.MaintenancePage }))),
);
const RestrictedPage = lazy(
  timedImport(() => import('../routes/regional.tsx').then((m) => ({ default: m.RestrictedPage }))),
);

/** Counts route transitions as pending so a slow page load shows the loading modal. */
const NavigationPending = () => {
  const loading = useNavigation().state === 'loading';
  useEffect(() => {
    if (!loading) return;
    usePendingStore.getState().begin();
    return () => usePendingStore.getState().end();
  }, [loading]);
  return null;
};

/** After the permission check: the blocked page on every route, else the shell. */
export const RootLayout = () => {
  const blockReason = useAppStore((s) => s.blockReason);
  if (blockReason) {
    return (
      <Suspense fallback={null}>
        {blockReason === 'maintenance' ? <MaintenancePage /> : <RestrictedPage />}
      </Suspense>
    );
  }
  return (
    <GamesEnvProvider>
      <NavigationPending />
      <Shell />
    </GamesEnvProvider>
  );
};
