import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { isApiError } from '../../lib/api-error.ts';

/** Start-up or page failure: says what went wrong in the user's language and offers a retry. */
export const BootError = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.errorCode : 'SYSTEM_ERROR';
  return (
    <main className="ol-fullpage" data-testid="error-page">
      <EmptyState
        title={t(`errors.${code}`, { defaultValue: t('errors.SYSTEM_ERROR') })}
        description={t('pages.error.hint')}
        action={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
      />
    </main>
  );
};
