import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { DialogHost } from '../components/ui/dialog-host.tsx';
import { LoadingModal } from '../components/ui/loading-modal.tsx';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { whitelabelQueryOptions } from '../features/system/api/get-whitelabel.ts';
import { isRtl } from '../lib/i18n.ts';
import { useLanguage } from '../lib/use-language.ts';
import { buildCssVariablesResolver, buildMantineTheme, DEFAULT_THEME } from './theme.ts';

/** Follows the UI language: rtl for AR, FA, UR. */
const DirectionSync = () => {
  const language = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isRtl(language) ? 'rtl' : 'ltr');
  }, [language, setDirection]);
  return null;
};

/**
 * Mantine with the brand's theme. It only observes the whitelabel query (the root loader fetches
 * it), so dialogs and the loading modal work before and after the brand is known.
 */
export const BrandProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useQuery({ ...whitelabelQueryOptions(), enabled: false });
  const brandTheme = data?.theme ?? DEFAULT_THEME;
  const theme = useMemo(() => buildMantineTheme(brandTheme), [brandTheme]);
  const resolver = useMemo(() => buildCssVariablesResolver(brandTheme), [brandTheme]);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brandTheme.background);
    if (data?.name) document.title = data.name;
  }, [brandTheme.background, data?.name]);
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={resolver}
        forceColorScheme="dark"
        defaultColorScheme="dark"
      >
        <DirectionSync />
        <ToastHost />
        <DialogHost />
        <LoadingModal />
        {children}
      </MantineProvider>
    </DirectionProvider>
  );
};
