import { Alert, Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { isApiError } from '../../../lib/api-error.ts';
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

/** The languages a title or name is written in (the console's four); English is the fallback. */
export const TEXT_LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;

/**
 * A title or name in each of the console's languages, English required (its error shown there);
 * `label` words each field with its language's name.
 */
export const LocalizedInputs = ({
  value,
  onChange,
  label,
  maxLength,
  error,
  testId,
}: {
  value: Record<string, string | undefined>;
  onChange: (v: Record<string, string | undefined>) => void;
  label: (language: string) => string;
  maxLength: number;
  error?: string;
  /** Each field's test id is <testId>-<language code>. */
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {TEXT_LANGUAGES.map((lang) => (
        <TextInput
          key={lang}
          label={label(t(`engagement.languages.${lang}`))}
          required={lang === 'EN'}
          maxLength={maxLength}
          value={value[lang] ?? ''}
          onChange={(e) => onChange({ ...value, [lang]: e.currentTarget.value })}
          error={lang === 'EN' ? error : undefined}
          data-testid={`${testId}-${lang}`}
        />
      ))}
    </SimpleGrid>
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
 * The foot of a settings form saved in place (no dialog): the reason, the server's refusal, and
 * Save. Its test ids are <testId>-reason, -error and -save.
 */
export const ReasonSave = ({
  reason,
  onReason,
  error,
  failure,
  busy,
  testId,
}: {
  reason: string;
  onReason: (v: string) => void;
  error?: string;
  failure: unknown;
  busy: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <ReasonTextarea value={reason} onChange={onReason} error={error} testId={`${testId}-reason`} />
      <FailureAlert failure={failure} testId={`${testId}-error`} />
      <Group justify="flex-end">
        <Button type="submit" loading={busy} data-testid={`${testId}-save`}>
          {t('common.save')}
        </Button>
      </Group>
    </>
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

/**
 * A form checked with its contract's schema before anything is sent: `bad(field)` is the field's
 * words (from `wordsOf`) once the form was tried, `submit(send)` sends only a valid form and keeps
 * the server's refusal (`failure`, for FailureAlert or FormDialog) until the next try.
 */
export const useCheckedForm = <S extends z.ZodType>(
  schema: S,
  input: unknown,
  wordsOf: (field: string) => string,
) => {
  const [touched, setTouched] = useState(false);
  const { failure, attempt } = useFailure();
  const checked = schema.safeParse(input);
  const bad = (field: string) =>
    touched && !checked.success && checked.error.issues.some((i) => i.path[0] === field)
      ? wordsOf(field)
      : undefined;
  const submit = (send: (valid: z.output<S>) => Promise<void>) => async () => {
    setTouched(true);
    if (!checked.success) return;
    const valid = checked.data;
    await attempt(() => send(valid));
  };
  /** After a save that keeps the form open: nothing is marked until the next try. */
  const settle = () => setTouched(false);
  /** Whether the tried form is wrong anywhere (for one message over the whole form). */
  const invalid = touched && !checked.success;
  return { checked, bad, invalid, failure, submit, settle };
};

/**
 * Whether the server refused the form for this field (VALIDATION_FAILED naming it, e.g. a level
 * number the brand has already), so the field can say so beside the general FailureAlert.
 */
export const refusedField = (failure: unknown, field: string): boolean =>
  isApiError(failure) &&
  failure.errorCode === 'VALIDATION_FAILED' &&
  Array.isArray(failure.value) &&
  failure.value.some((f: { field?: unknown }) => f?.field === field);

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
