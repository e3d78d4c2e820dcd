import { ActionIcon, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatTotpSecret } from './totp-secret.ts';

/**
 * What an authenticator app needs to enrol: the otpauth:// QR code and, for typing by hand, the
 * secret in groups of four. Shown on first login and on the operator's own account page.
 */
export const TotpEnrolment = ({
  secret,
  otpauthUrl,
  compact,
}: {
  secret: string;
  otpauthUrl: string;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const grouped = formatTotpSecret(secret);
  return (
    <SimpleGrid cols={compact ? 1 : { base: 1, xs: 2 }} spacing="md" className="ol-totp-enrol">
      <Paper p="sm" radius="md" className="ol-totp-qr" data-testid="totp-qr">
        <QRCodeSVG value={otpauthUrl} size={168} marginSize={0} title={t('account.totp.qrTitle')} />
      </Paper>
      <Stack gap={6} justify="center">
        <Text size="sm">{t('account.totp.scan')}</Text>
        <Text size="xs" c="dimmed">
          {t('account.totp.manual')}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text ff="monospace" fw={600} size="sm" className="ol-totp-secret" data-testid="totp-secret">
            {grouped}
          </Text>
          <CopyButton value={secret.replace(/\s/g, '')}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('account.totp.copied') : t('account.totp.copy')} withinPortal>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'green' : 'gray'}
                  onClick={copy}
                  aria-label={t('account.totp.copy')}
                  data-testid="totp-secret-copy"
                >
                  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                    <path
                      d={
                        copied
                          ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z'
                          : 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z'
                      }
                    />
                  </svg>
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </SimpleGrid>
  );
};
