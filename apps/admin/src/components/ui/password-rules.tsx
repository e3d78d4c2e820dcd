import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, passwordChecks } from './password-checks.ts';

/** The password rule as a live checklist under a new-password field. */
export const PasswordRules = ({ password }: { password: string }) => {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  return (
    <Stack gap={2} data-testid="password-rules">
      {PASSWORD_RULES.map((rule) => (
        <Group key={rule} gap={6} wrap="nowrap" data-met={checks[rule] || undefined}>
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path
              fill={checks[rule] ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
              d={
                checks[rule]
                  ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z'
                  : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z'
              }
            />
          </svg>
          <Text size="xs" c={checks[rule] ? 'green.7' : 'dimmed'}>
            {t(`account.passwordRules.${rule}`)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
};
