import { Alert, Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TAdminSession } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { changeLanguage, isAdminLanguage, useAdminLanguage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { homePathFor } from '../nav.ts';

/** Only same-console paths are followed after login (no open redirect). */
const safeNext = (next: string | null): string | null =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith(paths.login) ? next : null;

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSession = useSession((s) => s.setSession);
  const language = useAdminLanguage();
  const onLoggedIn = (session: TAdminSession) => {
    setSession(session.token, session.operator);
    const target =
      safeNext(params.get('next')) ?? homePathFor(session.operator.permissions) ?? paths.dashboard;
    void navigate(target, { replace: true });
  };
  return (
    <Box component="main" className="ol-login-bg">
      <Stack className="ol-login-col" gap="lg">
        <Group justify="space-between">
          <Group gap="xs">
            <span className="ol-logo" aria-hidden="true" />
            <Text fw={700} c="white">
              {t('shell.product')}
            </Text>
          </Group>
          <SegmentedControl
            size="xs"
            value={language}
            onChange={(v) => isAdminLanguage(v) && void changeLanguage(v)}
            data={[
              { value: 'EN', label: 'English' },
              { value: 'CN', label: '中文' },
              { value: 'TH', label: 'ไทย' },
              { value: 'VI', label: 'Tiếng Việt' },
            ]}
            aria-label={t('shell.language')}
          />
        </Group>
        <Paper p="xl" radius="lg" shadow="xl" className="ol-login-card">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h3">
                {t('login.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('login.subtitle')}
              </Text>
            </Stack>
            {params.get('expired') && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">{t('login.expired')}</Text>
              </Alert>
            )}
            <LoginForm onLoggedIn={onLoggedIn} />
          </Stack>
        </Paper>
        <Text size="xs" c="gray.5" ta="center">
          {t('login.notice')}
        </Text>
      </Stack>
    </Box>
  );
};
