import type { TDownlineRegisterRequest } from '@openlobby/contracts';
import { Alert, Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useRegisterDownline, type TDownlineRegistered } from '../api/register-downline.ts';

type TAccountType = TDownlineRegisterRequest['accountType'];
type TErrors = Partial<Record<'username' | 'password' | 'confirm', string>>;

/**
 * Account registration (registerCenter): a member or a sub-agent directly under the agent. The
 * call is encrypted (it carries the password), as the register form's is.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const [accountType, setAccountType] = useState<TAccountType>('MEMBER');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [created, setCreated] = useState<TDownlineRegistered | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: TErrors = {};
    if (!username.trim()) next.username = t('validation.usernameRequired');
    if (!password) next.password = t('validation.passwordRequired');
    if (password && confirm !== password) next.confirm = t('validation.passwordsDiffer');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setCreated(null);
    register.mutate(
      { username: username.trim(), password, accountType },
      {
        onSuccess: (account) => {
          setCreated(account);
          setUsername('');
          setPassword('');
          setConfirm('');
        },
      },
    );
  };

  return (
    <form className="ol-card ol-agent-form" onSubmit={onSubmit} noValidate data-testid="agent-register">
      <Stack gap="sm">
        <p className="ol-agent-hint">{t('agents.register.intro')}</p>
        <Radio.Group
          label={t('agents.register.accountType')}
          value={accountType}
          onChange={(v) => setAccountType(v === 'AGENT' ? 'AGENT' : 'MEMBER')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="MEMBER" label={t('agents.register.member')} data-testid="agent-register-member" />
            <Radio value="AGENT" label={t('agents.register.agent')} data-testid="agent-register-agent" />
          </Group>
        </Radio.Group>
        <TextInput
          label={t('fields.username')}
          autoComplete="off"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          error={errors.username}
          required
          data-testid="agent-register-username"
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          required
          data-testid="agent-register-password"
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={errors.confirm}
          required
          data-testid="agent-register-confirm"
        />
        {register.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="agent-register-error">
            {errorMessage(t, register.error)}
          </Alert>
        )}
        {created && (
          <Alert color="green" variant="light" role="status" data-testid="agent-register-done">
            {created.isAgent
              ? t('agents.register.doneAgent', { account: created.account })
              : t('agents.register.done', { account: created.account })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" className="ol-btn-glow" data-testid="agent-register-submit">
            {t('agents.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
