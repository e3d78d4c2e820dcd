import { Alert, Modal, Stack, Text } from '@mantine/core';
import { ZReason } from '@openlobby/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { ReasonField } from './reason-field.tsx';

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
          <ReasonField
            value={reason}
            onChange={setReason}
            onBlur={() => setTouched(true)}
            invalid={touched && !valid}
            focusOnOpen
            testId="reason-input"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="reason-error">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={busy}
            onCancel={onClose}
            confirmLabel={confirmLabel ?? t('common.confirm')}
            confirmTestId="reason-confirm"
            confirmColor={danger ? 'red' : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
};
