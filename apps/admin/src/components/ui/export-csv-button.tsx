import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TQuery } from '../../lib/api-client.ts';
import { downloadCsv } from '../../lib/download.ts';
import { errorMessage } from '../../lib/error-message.ts';

type TProps = { path: string; query: TQuery; fileName: string; 'data-testid'?: string };

/**
 * "Export CSV" of a list: the list's own URL and filters with format=csv, fetched with the token
 * (a bare link could not carry the Authorization header) and saved as a file.
 */
export const ExportCsvButton = ({ path, query, fileName, 'data-testid': testId = 'export-csv' }: TProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, query, fileName);
    } catch (e) {
      notifications.show({ color: 'red', title: t('common.exportFailed'), message: errorMessage(t, e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      component="a"
      href={`${path}?format=csv`}
      variant="default"
      size="sm"
      loading={busy}
      data-testid={testId}
      onClick={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      {t('common.exportCsv')}
    </Button>
  );
};
