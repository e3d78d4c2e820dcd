import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ZOperatorPasswordChange } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { PasswordRules } from '../../../components/ui/password-rules.tsx';
import { useChangeMyPassword } from '../api/account.ts';

type TDraft = { currentPassword: string; newPassword: string; repeat: string };
const EMPTY: TDraft = { currentPassword: '', newPassword: '', repeat: '' };

/** Change one's own password: the current one, the new one twice. The session stays signed in. */
export const PasswordChangeCard = () => {
  const { t } = useTranslation();
  const change = useChangeMyPassword();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const parsed = ZOperatorPasswordChange.safeParse({
    currentPassword: draft.currentPassword,
    newPassword: draft.newPassword,
  });
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const mismatch = draft.newPassword !== draft.repeat;
  const sameAsOld = draft.newPassword !== '' && draft.newPassword === draft.currentPassword;
  const edit = (change: Partial<TDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async () => {
    setSubmitted(true);
    if (!parsed.success || mismatch || sameAsOld) return;
    try {
      await change.mutateAsync(parsed.data);
      notifySuccess(t('account.password.changed'), t('account.password.title'));
      setDraft(EMPTY);
      setSubmitted(false);
    } catch (e) {
      notifyFailure(t, t('account.password.failed'), e);
    }
  };

  return (
    <Card>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
        data-testid="account-password-form"
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('account.password.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('account.password.description')}
            </Text>
          </Stack>
          <PasswordInput
            label={t('account.password.current')}
            required
            autoComplete="current-password"
            value={draft.currentPassword}
            onChange={(e) => edit({ currentPassword: e.currentTarget.value })}
            error={submitted && invalid.has('currentPassword') ? t('account.errors.current') : undefined}
            maxLength={128}
            data-testid="account-current-password"
          />
          <Stack gap={6}>
            <PasswordInput
              label={t('account.password.new')}
              required
              autoComplete="new-password"
              value={draft.newPassword}
              onChange={(e) => edit({ newPassword: e.currentTarget.value })}
              error={
                submitted && invalid.has('newPassword')
                  ? t('operators.errors.password')
                  : submitted && sameAsOld
                    ? t('account.errors.sameAsOld')
                    : undefined
              }
              maxLength={128}
              data-testid="account-new-password"
            />
            <PasswordRules password={draft.newPassword} />
          </Stack>
          <PasswordInput
            label={t('account.password.repeat')}
            required
            autoComplete="new-password"
            value={draft.repeat}
            onChange={(e) => edit({ repeat: e.currentTarget.value })}
            error={submitted && mismatch ? t('account.errors.mismatch') : undefined}
            maxLength={128}
            data-testid="account-repeat-password"
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending} data-testid="account-password-save">
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
