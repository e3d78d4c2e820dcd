import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogAction } from '../../lib/use-dialog-action.ts';

type TProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  onClose: () => void;
  /** Runs the action; the dialog closes when it resolves and stays open when it throws. */
  onConfirm: () => Promise<unknown>;
  'data-testid'?: string;
};

/** "Are you sure?" before a change that cannot be taken back (delete, reset, disable). */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
  'data-testid': testId = 'confirm-dialog',
}: TProps) => {
  const { t } = useTranslation();
  const { busy, run } = useDialogAction(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm" data-testid={testId}>
      <Stack gap="md">
        <Text size="sm" component="div">
          {message}
        </Text>
        <Group justify="flex-end" gap="xs">
          {/* A destructive action starts on Cancel, so a stray Enter does no harm. */}
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus={danger || undefined}>
            {t('common.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            onClick={() => void run(onConfirm)}
            data-autofocus={!danger || undefined}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
