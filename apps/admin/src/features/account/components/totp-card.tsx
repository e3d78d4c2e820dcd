import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ZTotpCode } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { TotpEnrolment } from '../../../components/ui/totp-enrolment.tsx';
import { useEnableMyTotp, useSetupMyTotp, type TTotpEnrolment } from '../api/account.ts';

/**
 * Set up (or replace) one's authenticator: ask for a secret, scan its QR code, prove it with the
 * first 6-digit code. Until that code is accepted the old authenticator keeps working.
 */
export const TotpCard = () => {
  const { t } = useTranslation();
  const setup = useSetupMyTotp();
  const enable = useEnableMyTotp();
  const [enrolment, setEnrolment] = useState<TTotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [enabled, setEnabled] = useState(false);
  const validCode = ZTotpCode.safeParse({ code }).success;

  const start = async () => {
    try {
      setEnrolment(await setup.mutateAsync());
      setEnabled(false);
      setCode('');
      setSubmitted(false);
    } catch (e) {
      notifyFailure(t, t('account.totp.setupFailed'), e);
    }
  };

  const confirm = async () => {
    setSubmitted(true);
    if (!validCode) return;
    try {
      await enable.mutateAsync(code.trim());
      notifySuccess(t('account.totp.enabledBody'), t('account.totp.enabledTitle'));
      setEnrolment(null);
      setEnabled(true);
      setCode('');
    } catch (e) {
      setCode('');
      notifyFailure(t, t('account.totp.enableFailed'), e);
    }
  };

  return (
    <Card data-testid="account-totp">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} maw={520}>
            <Title order={2} size="h5">
              {t('account.totp.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('account.totp.description')}
            </Text>
          </Stack>
          {!enrolment && (
            <Button
              variant="default"
              loading={setup.isPending}
              onClick={() => void start()}
              data-testid="totp-setup"
            >
              {t('account.totp.setup')}
            </Button>
          )}
        </Group>

        {enabled && (
          <Alert color="green" variant="light" p="xs" data-testid="totp-enabled">
            <Text size="sm">{t('account.totp.enabledBody')}</Text>
          </Alert>
        )}

        {enrolment && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
            noValidate
          >
            <Stack gap="md">
              <Alert color="blue" variant="light" p="xs">
                <Text size="sm">{t('account.totp.keepOld')}</Text>
              </Alert>
              <TotpEnrolment secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label={t('account.totp.code')}
                  description={t('account.totp.codeHint')}
                  placeholder="000000"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  w={220}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                  error={submitted && !validCode ? t('login.invalid.totp') : undefined}
                  classNames={{ input: 'ol-totp-input' }}
                  data-autofocus
                  data-testid="totp-code"
                />
                <Button type="submit" loading={enable.isPending} data-testid="totp-enable">
                  {t('account.totp.enable')}
                </Button>
                <Button
                  variant="subtle"
                  color="gray"
                  onClick={() => setEnrolment(null)}
                  disabled={enable.isPending}
                >
                  {t('common.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
};
