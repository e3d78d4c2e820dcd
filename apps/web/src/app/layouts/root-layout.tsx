import { lazy, Suspense } from 'react';
import { useAppStore } from '../../features/system/stores/app-store.ts';
import { timedImport } from '../../lib/timed-import.ts';
import { GamesEnvProvider } from '../games-env-provider.tsx';
import { Shell } from './shell.tsx';

const MaintenancePage = lazy(
  timedImport(() => import('../routes/maintenance.tsx').then((m) => ({ default: m.MaintenancePage }))),
);
const RestrictedPage = lazy(
  timedImport(() => import('../routes/regional.tsx').then((m) => ({ default: m.RestrictedPage }))),
);

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
      <Shell />
    </GamesEnvProvider>
  );
};
