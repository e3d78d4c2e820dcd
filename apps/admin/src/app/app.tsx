import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { router } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Mantine with the console theme, plus what the theme cannot know before the language is: every
 * dialog's and drawer's close button is named "Close" in it (WCAG 4.1.2).
 */
const ConsoleMantine = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const close = t('common.close');
  const themed = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          ModalCloseButton: { defaultProps: { 'aria-label': close } },
          DrawerCloseButton: { defaultProps: { 'aria-label': close } },
        },
      }),
    [close],
  );
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
};

/** Providers outside the router: server state, translations, Mantine (light console scheme). */
export const App = () => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <ConsoleMantine>
        <Notifications position="top-right" zIndex={1000} />
        <RouterProvider router={router} />
      </ConsoleMantine>
    </I18nextProvider>
  </QueryClientProvider>
);
