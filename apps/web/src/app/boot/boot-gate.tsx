import { useEffect, useState, type ReactNode } from 'react';
import { BootSplash } from '../layouts/boot-splash.tsx';
import { ensureBoot } from './boot.ts';

/**
 * Renders the site once start-up has run (ensureBoot: brand, language, session), the splash until
 * then. A failed start-up is thrown to the RouteErrorBoundary above, which offers a retry.
 */
export const BootGate = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<{ done: boolean; error?: unknown }>({ done: false });
  useEffect(() => {
    let live = true;
    ensureBoot().then(
      () => live && setState({ done: true }),
      (error: unknown) => live && setState({ done: false, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.error !== undefined) throw state.error;
  return state.done ? children : <BootSplash />;
};
