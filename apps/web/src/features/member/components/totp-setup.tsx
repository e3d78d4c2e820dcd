import { Alert, Button, Code, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { enableTotp, setupTotp } from '../api/totp.ts';

type TSetup = { secret: string; otpauthUrl: string };

/**
 * Binding an authenticator app (account security): a QR code of the otpauth URL and the secret
 * for manual entry, then a first 6-digit code confirms it. The second step of a login from a new
 * address can then ask for it. Replacing a bound one first asks for the login password and a
 * current code from it, so a session alone cannot move the second step to another device.
 */
export const TotpSetup = ({ bound }: { bound?: boolean }) => {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TSetup | null>(null);
  const [code, setCode] = useState('');
  const [justBound, setJustBound] = useState(false);
  const [proving, setProving] = useState(false);
  const [password, setPassword] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const done = Boolean(bound) || justBound;
  const start = async () => {
    if (done && !proving) {
      setProving(true);
      setFailure(null);
      return;
    }
    if (done && (!password || !/^\d{6}$/.test(currentCode.trim()))) {
      setFailure(t('validation.totpProof'));
      return;
    }
    setFailure(null);
    try {
      setSetup(await setupTotp(done ? { password, code: currentCode.trim() } : {}));
      setProving(false);
      setPassword('');
      setCurrentCode('');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  const enable = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setFailure(t('validation.totpCode'));
      return;
    }
    setFailure(null);
    try {
      await enableTotp(code.trim());
      setJustBound(true);
      setSetup(null);
      setCode('');
    } catch (e) {
      setFailure(errorMessage(t, e));
    }
  };
  return (
    <section className="ol-card ol-totp" data-testid="totp-card">
      <Stack gap="sm">
        <Text fw={700}>{t('member.totp.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('member.totp.hint')}
        </Text>
        {done && !setup && (
          <Alert color="green" variant="light" data-testid="totp-enabled">
            {t('member.totp.enabled')}
          </Alert>
        )}
        {!setup && proving && (
          <Stack gap="xs" data-testid="totp-proof">
            <Text size="sm" c="dimmed">
              {t('member.totp.rebindHint')}
            </Text>
            <PasswordInput
              label={t('fields.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
              data-testid="totp-proof-password"
            />
            <TextInput
              label={t('member.totp.currentCode')}
              value={currentCode}
              onChange={(e) => setCurrentCode(e.currentTarget.value)}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              data-testid="totp-proof-code"
            />
          </Stack>
        )}
        {!setup && (
          <Group>
            <Button onClick={() => void start()} data-testid="totp-setup" variant="light">
              {done ? t('member.totp.rebind') : t('member.totp.setup')}
            </Button>
          </Group>
        )}
        {setup && (
          <Group align="flex-start" gap="lg">
            <QrCode value={setup.otpauthUrl} testId="totp-qr" />
            <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
              <Text size="sm">{t('member.totp.scan')}</Text>
              <Text size="sm" c="dimmed">
                {t('member.totp.manual')}
              </Text>
              <Code block data-testid="totp-secret">
                {setup.secret}
              </Code>
              <TextInput
                label={t('member.totp.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                inputMode="numeric"
                maxLength={6}
                autoComplete="one-time-code"
                data-testid="totp-code"
              />
              <Button onClick={() => void enable()} data-testid="totp-enable">
                {t('member.totp.enable')}
              </Button>
            </Stack>
          </Group>
        )}
        {failure && (
          <Alert color="red" variant="light" py={8} data-testid="totp-error">
            {failure}
          </Alert>
        )}
      </Stack>
    </section>
  );
};
