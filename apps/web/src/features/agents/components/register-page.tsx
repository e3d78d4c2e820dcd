import type { TDownlineRegisterRequest } from '@openlobby/contracts';
import { Alert, Button, Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useRegisterDownline, type TDownlineRegistered } from '../api/register-downline.ts';

type TAccountType = TDownlineRegisterRequest['accountType'];
type TField = 'username' | 'password' | 'confirm';
type TErrors = Partial<Record<TField, string>>;

/** The form's fields in order: the username, then the password typed twice (never autofilled). */
const FIELDS = [
  { name: 'username', label: 'fields.username', secret: false },
  { name: 'password', label: 'fields.password', secret: true },
  { name: 'confirm', label: 'fields.confirmPassword', secret: true },
] as const satisfies readonly { name: TField; label: string; secret: boolean }[];

const EMPTY: Record<TField, string> = { username: '', password: '', confirm: '' };

/**
 * Account registration (registerCenter): a member or a sub-agent directly under the agent. The
 * call is encrypted (it carries the password), as the register form's is.
 */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const [accountType, setAccountType] = useState<TAccountType>('MEMBER');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TErrors>({});
  const [created, setCreated] = useState<TDownlineRegistered | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { username, password, confirm } = values;
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
          setValues(EMPTY);
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
        {FIELDS.map(({ name, label, secret }) => {
          const Input = secret ? PasswordInput : TextInput;
          return (
            <Input
              key={name}
              label={t(label)}
              autoComplete={secret ? 'new-password' : 'off'}
              value={values[name]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [name]: value }));
              }}
              error={errors[name]}
              required
              data-testid={`agent-register-${name}`}
            />
          );
        })}
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
