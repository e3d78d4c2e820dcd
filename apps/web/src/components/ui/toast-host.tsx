import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, onToastsWanted, toastsWanted } from '../../lib/toast.ts';

const Notifications = lazy(() => loadToasts().then((m) => ({ default: m.Notifications })));

/** Mantine's toast container, mounted once the first toast is asked for (lib/toast.ts). */
export const ToastHost = () => {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={500} />
    </Suspense>
  );
};
