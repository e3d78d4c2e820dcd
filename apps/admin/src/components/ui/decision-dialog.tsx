import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from './dialog-footer.tsx';
import { errorMessage } from '../../lib/error-message.ts';

type TProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** What the operator decides on (amount and account first), above the fields. */
  summary?: ReactNode;
  /** The decision's own fields (a note, a payout reference). */
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** Test ids: `<testId>-dialog`, `<testId>-error`, `<testId>-confirm`. */
  testId: string;
  /** False while the fields are not acceptable: Confirm then calls `onInvalid` and sends nothing. */
  valid?: boolean;
  onInvalid?: () => void;
  /** Runs the decision; a thrown error is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
};

/**
 * The frame of a decision (a payment, an agent application): what is decided on, the decision's fields, the error of a failed
 * try, Cancel and the action. The dialog closes once `onConfirm` resolves; while it runs it cannot
 * be closed.
 */
export const DecisionDialog = ({
  opened,
  onClose,
  title,
  description,
  summary,
  children,
  confirmLabel,
  confirmColor,
  testId,
  valid = true,
  onInvalid,
  onConfirm,
}: TProps) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (opened) setFailure(null);
  }, [opened]);
  const submit = async () => {
    if (busy) return;
    if (!valid) {
      onInvalid?.();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered size="md" data-testid={`${testId}-dialog`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {description && (
            <Text size="sm" component="div">
              {description}
            </Text>
          )}
          {summary}
          {children && (
            <fieldset disabled={busy} className="ol-fieldset">
              <Stack gap="sm">{children}</Stack>
            </fieldset>
          )}
          {failure !== null && (
            <Alert color="red" variant="light" data-testid={`${testId}-error`}>
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={busy}
            onCancel={close}
            confirmLabel={confirmLabel}
            confirmColor={confirmColor}
            confirmTestId={`${testId}-confirm`}
          />
        </Stack>
      </form>
    </Modal>
  );
};
