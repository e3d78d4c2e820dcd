import { Alert, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

/** A dialog's text field, bound to its state, with its error once the form was tried. */
type TFieldProps = { value: string; onChange: (v: string) => void; error?: string; testId: string };

/** The reason every engagement change is audited with (1–140 characters, hinted the same everywhere). */
export const ReasonTextarea = ({ value, onChange, error, testId }: TFieldProps) => {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('reason.label')}
      description={t('engagement.reason.hint')}
      required
      maxLength={140}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
};

/** The member's account a dialog acts on (the accounts' 32 characters at most). */
export const AccountInput = ({ value, onChange, error, testId }: TFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('engagement.columns.account')}
      required
      maxLength={32}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      data-testid={testId}
    />
  );
};

/** What the server refused, in the operator's language; nothing while there is no failure. */
export const FailureAlert = ({ failure, testId }: { failure: unknown; testId: string }) => {
  const { t } = useTranslation();
  if (failure === null) return null;
  return (
    <Alert color="red" variant="light" data-testid={testId}>
      {errorMessage(t, failure)}
    </Alert>
  );
};

/**
 * The server's refusal of a dialog's action: cleared when the action is tried again, kept (and
 * shown by FailureAlert) when it throws, so the operator can correct and retry.
 */
export const useFailure = () => {
  const [failure, setFailure] = useState<unknown>(null);
  const attempt = async (action: () => Promise<void>) => {
    setFailure(null);
    try {
      await action();
    } catch (e) {
      setFailure(e);
    }
  };
  return { failure, attempt };
};

/** The submit half of a form: prevents the page's own submit and checks nothing itself (noValidate). */
export const submitWith = (submit: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void submit();
};

type TFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  testId: string;
  submit: () => Promise<void>;
  /** The server's refusal, shown above the buttons. */
  failure: unknown;
  failureTestId: string;
  busy: boolean;
  confirmLabel: string;
  confirmTestId: string;
  confirmDisabled?: boolean;
  children: ReactNode;
};

/** An engagement edit dialog: the fields, then the server's refusal if any, then Cancel and the action. */
export const FormDialog = ({
  opened,
  onClose,
  title,
  size,
  testId,
  submit,
  failure,
  failureTestId,
  busy,
  confirmLabel,
  confirmTestId,
  confirmDisabled,
  children,
}: TFormDialogProps) => (
  <Modal opened={opened} onClose={onClose} centered size={size} title={title} data-testid={testId}>
    <form noValidate onSubmit={submitWith(submit)}>
      <Stack gap="sm">
        {children}
        <FailureAlert failure={failure} testId={failureTestId} />
        <DialogFooter
          busy={busy}
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmTestId={confirmTestId}
          confirmDisabled={confirmDisabled}
        />
      </Stack>
    </form>
  </Modal>
);
