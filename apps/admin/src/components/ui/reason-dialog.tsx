import { Alert, Modal, Stack, Text } from '@mantine/core';
import { ZReason } from '@openlobby/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message.ts';
import { DialogFooter } from './dialog-footer.tsx';
import { ReasonField, type TReasonRule } from './reason-field.tsx';

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
  /** Another rule than ZReason's (the agent network's reasons are 1–140 characters). */
  rule?: TReasonRule;
  /** The dialog's test id (the field and buttons keep reason-input, reason-confirm, reason-error). */
  testId?: string;
};

/** Every member action asks why (3–500 characters, audited with the change); `rule` sets another limit. */
export const ReasonDialog = ({
  opened,
  title,
  description,
  children,
  confirmLabel,
  danger,
  onClose,
  onConfirm,
  rule,
  testId = 'reason-dialog',
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
  const valid = (rule?.schema ?? ZReason).safeParse({ reason }).success;
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
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" data-testid={testId}>
      {/* The reason's own message, not the browser's bubble, says what is missing. */}
      <form
        noValidate
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
            rule={rule}
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
