import { Modal, PasswordInput, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ZOperatorCreate, type TOperatorRole } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { PasswordRules } from '../../../components/ui/password-rules.tsx';
import { useCreateOperator } from '../api/operators.ts';
import { RolePicker } from './role-picker.tsx';

type TDraft = { username: string; role: TOperatorRole; password: string };

const CreateForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [draft, setDraft] = useState<TDraft>({ username: '', role: 'support', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const parsed = ZOperatorCreate.safeParse(draft);
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const show = (field: keyof TDraft, key: string) => (submitted && invalid.has(field) ? t(key) : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      const row = await create.mutateAsync(parsed.data);
      notifySuccess(t('operators.created', { username: row.username }));
      onClose();
    } catch (e) {
      notifyFailure(t, t('operators.saveFailed'), e);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="operator-create-form"
    >
      <Stack gap="md">
        <TextInput
          label={t('operators.fields.username')}
          description={t('operators.fields.usernameHint')}
          required
          autoComplete="off"
          data-autofocus
          value={draft.username}
          onChange={(e) => {
            const username = e.currentTarget.value.toLowerCase();
            setDraft((d) => ({ ...d, username }));
          }}
          error={show('username', 'operators.errors.username')}
          maxLength={32}
          data-testid="operator-username"
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('operators.fields.password')}
            description={t('operators.fields.passwordHint')}
            required
            autoComplete="new-password"
            value={draft.password}
            onChange={(e) => {
              const password = e.currentTarget.value;
              setDraft((d) => ({ ...d, password }));
            }}
            error={show('password', 'operators.errors.password')}
            maxLength={128}
            data-testid="operator-password"
          />
          <PasswordRules password={draft.password} />
        </Stack>
        <RolePicker value={draft.role} onChange={(role) => setDraft((d) => ({ ...d, role }))} />
        <DialogFooter
          busy={create.isPending}
          onCancel={onClose}
          confirmLabel={t('operators.create')}
          confirmTestId="operator-create"
        />
      </Stack>
    </form>
  );
};

/** "New operator": username, password and role (with what the role may do). */
export const OperatorCreateDialog = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  // A fresh form each time the dialog opens; the old one stays while the dialog fades out.
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    if (opened) setSeq((s) => s + 1);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('operators.new')}
      size="lg"
      fullScreen={narrow}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="operator-create-dialog"
    >
      <CreateForm key={seq} onClose={onClose} />
    </Modal>
  );
};
