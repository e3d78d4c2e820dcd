import type { TWhitelabel } from '@openlobby/contracts';
import { lazy, Suspense } from 'react';
import { timedImport } from '../../../lib/timed-import.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { SocialReturn } from './social-return.tsx';

/**
 * The identity popups' forms (validation, phone and captcha fields) come in a chunk of their own:
 * the first screen never waits for them. It is fetched when the browser is idle after the first
 * screen, or when a popup is first asked for; once there the popups stay mounted.
 */
const dialogSet = timedImport(() => import('./auth-dialog-set.tsx'));
const AuthDialogSet = lazy(() => dialogSet().then((m) => ({ default: m.AuthDialogSet })));

/** Starts fetching the popups' chunk; the shell calls it once the first screen is idle. */
export const prefetchAuthDialogs = () => void dialogSet().catch(() => undefined);

/** Every identity popup, mounted by the shell with the brand's settings. */
export const AuthDialogs = ({ brand }: { brand: TWhitelabel }) => {
  const needed = useLatch(useLoginDialogStore((s) => s.dialog !== null));
  return (
    <>
      {needed && (
        <Suspense fallback={null}>
          <AuthDialogSet brand={brand} />
        </Suspense>
      )}
      <SocialReturn />
    </>
  );
};
