import { Badge, Button, Code, Group, Skeleton, Stack, Text } from '@mantine/core';
import { BRAND_KEY_GRACE_HOURS, type TBrandEncryptionKey } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useEncryptionKeys, useRotateEncryptionKey } from '../api/encryption-keys.ts';
import { BrandSection } from './brand-section.tsx';

const KeyRow = ({ k }: { k: TBrandEncryptionKey }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group gap="sm" wrap="wrap" data-testid={`encryption-key-${k.kid}`}>
      <Text size="sm" ff="monospace" fw={600}>
        {t('brand.encryptionKeys.kid', { kid: k.kid })}
      </Text>
      <Code>{k.fingerprint}</Code>
      {k.active ? (
        <Badge color="green" variant="light">
          {t('brand.encryptionKeys.active')}
        </Badge>
      ) : (
        <Badge color="orange" variant="light">
          {t('brand.encryptionKeys.retiring')}
        </Badge>
      )}
      <Text size="xs" c="dimmed">
        {k.usableUntil
          ? t('brand.encryptionKeys.usableUntil', { until: formatDateTime(k.usableUntil, locale) })
          : t('brand.encryptionKeys.created', { at: formatDateTime(k.createdAt, locale) })}
      </Text>
    </Group>
  );
};

/**
 * The brand's keys for encrypted calls (passwords, payment passwords, codes): the active one and
 * a rotated-out one while it still opens calls. Rotating asks first; the site picks up the new key
 * on its next load, and the old one keeps working for BRAND_KEY_GRACE_HOURS meanwhile.
 */
export const EncryptionKeysSection = ({ code, readOnly }: { code: string; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { data, error, refetch } = useEncryptionKeys(code);
  const rotate = useRotateEncryptionKey(code);
  const [confirming, setConfirming] = useState(false);

  const doRotate = async () => {
    try {
      await rotate.mutateAsync();
      notifySuccess(
        t('brand.encryptionKeys.rotatedBody', { hours: BRAND_KEY_GRACE_HOURS }),
        t('brand.encryptionKeys.rotatedTitle'),
      );
    } catch (e) {
      notifyFailure(t, t('brand.encryptionKeys.failed'), e);
      throw e;
    }
  };

  return (
    <BrandSection
      title={t('brand.encryptionKeys.title')}
      description={t('brand.encryptionKeys.description')}
      testId="encryption-keys"
      aside={
        !readOnly && (
          <Button variant="light" onClick={() => setConfirming(true)} data-testid="encryption-keys-rotate">
            {t('brand.encryptionKeys.rotate')}
          </Button>
        )
      }
    >
      {data ? (
        <Stack gap="xs">
          {data.map((k) => (
            <KeyRow key={k.kid} k={k} />
          ))}
        </Stack>
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Skeleton h={48} />
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('brand.encryptionKeys.confirmTitle', { code })}
        message={t('brand.encryptionKeys.confirmBody', { hours: BRAND_KEY_GRACE_HOURS })}
        confirmLabel={t('brand.encryptionKeys.rotate')}
        onClose={() => setConfirming(false)}
        onConfirm={doRotate}
        data-testid="encryption-keys-rotate-confirm"
      />
    </BrandSection>
  );
};
