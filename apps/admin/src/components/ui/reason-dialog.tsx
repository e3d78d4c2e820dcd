import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ZReason } from '@openlobby/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';

type TProps = {
  opened: boolean;
  title: string;
  description?: ReactNode;
  /** Extra fields above the reason (e.g. the new type or VIP level). */
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  onClose: () => void;
  /** Runs the action with the reason; a thrown error is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Every member action asks why (3–500 characters, audited with the change). */
export const ReasonDialog = ({
  opened,
  title,
  description,
  children,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
}: TProps) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (opened) {
      setReason('');
      setTouched(false);
      setFailure(null);
    }
  }, [opened]);
  const valid = ZReason.safeParse({ reason }).success;
  const submit = async () => {
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" data-testid="reason-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {description && <Text size="sm">{description}</Text>}
          {children}
          <Textarea
            label={t('reason.label')}
            description={t('reason.hint')}
            placeholder={t('reason.placeholder')}
            autosize
            minRows={3}
            maxLength={500}
            required
            data-autofocus
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid ? t('reason.invalid') : undefined}
            data-testid="reason-input"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="reason-error">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              color={danger ? 'red' : undefined}
              loading={busy}
              data-testid="reason-confirm"
            >
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
