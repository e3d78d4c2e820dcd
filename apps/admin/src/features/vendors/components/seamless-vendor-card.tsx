import { Badge, Button, Card, Code, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { TSeamlessVendorSettings } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useEndVendorKeyRotation, useRotateVendorKey } from '../api/seamless-vendors.ts';
import { MaxWinForm } from './max-win-form.tsx';

type TProps = {
  /** The brand whose key and bound these are (each brand has its own). */
  brand: string;
  vendor: TSeamlessVendorSettings;
  readOnly: boolean;
  /** A rotation's answer: the new key, for the dialog that shows it once. */
  onRotated: (rotated: { code: string; key: string; rotationHours: number; hadKey: boolean }) => void;
};

/**
 * One external seamless vendor: its key by fingerprint (the key is never read back), the rotation
 * going on, and its max win per round; rotating and ending a rotation each ask first.
 */
export const SeamlessVendorCard = ({ brand, vendor, readOnly, onRotated }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const rotate = useRotateVendorKey(brand);
  const endRotation = useEndVendorKeyRotation(brand);
  const [confirming, setConfirming] = useState<'rotate' | 'end' | null>(null);
  const id = vendor.code;

  const doRotate = async () => {
    try {
      const rotated = await rotate.mutateAsync(vendor.code);
      onRotated({
        code: vendor.code,
        key: rotated.key,
        rotationHours: rotated.settings.rotationHours,
        hadKey: vendor.key !== null,
      });
    } catch (e) {
      notifyFailure(t, t('vendors.rotate.failed'), e);
      throw e;
    }
  };

  const doEnd = async () => {
    try {
      await endRotation.mutateAsync(vendor.code);
      notifySuccess(
        t('vendors.endRotation.doneBody', { code: vendor.code }),
        t('vendors.endRotation.doneTitle'),
      );
    } catch (e) {
      notifyFailure(t, t('vendors.endRotation.failed'), e);
      throw e;
    }
  };

  return (
    <Card withBorder padding="lg" data-testid={`vendor-${id}`}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h5">
            {vendor.name}
          </Title>
          <Group gap={6}>
            <Text size="sm" ff="monospace" fw={600}>
              {vendor.code}
            </Text>
            <Badge size="sm" variant="light" color="gray" radius="sm">
              {vendor.category}
            </Badge>
            {vendor.integration && (
              <Badge size="sm" variant="outline" color="gray" radius="sm" tt="none">
                {vendor.integration}
              </Badge>
            )}
          </Group>
        </Stack>
        {!readOnly && (
          <Button variant="light" onClick={() => setConfirming('rotate')} data-testid={`vendor-${id}-rotate`}>
            {vendor.key ? t('vendors.rotate.button') : t('vendors.rotate.issue')}
          </Button>
        )}
      </Group>

      <Divider my="md" />
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={500} w={140}>
            {t('vendors.key')}
          </Text>
          {vendor.key ? (
            <>
              <Code data-testid={`vendor-${id}-fingerprint`}>{vendor.key.fingerprint}</Code>
              <Text size="xs" c="dimmed">
                {t('vendors.keyCreated', { at: formatDateTime(vendor.key.createdAt, locale) })}
              </Text>
            </>
          ) : (
            <Badge color="red" variant="light" data-testid={`vendor-${id}-no-key`}>
              {t('vendors.noKey')}
            </Badge>
          )}
        </Group>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" fw={500} w={140}>
            {t('vendors.rotation')}
          </Text>
          {vendor.rotation ? (
            <>
              <Badge color="orange" variant="light" data-testid={`vendor-${id}-rotating`}>
                {t('vendors.rotating')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('vendors.previousValid', {
                  fingerprint: vendor.rotation.previousFingerprint,
                  until: formatDateTime(vendor.rotation.expiresAt, locale),
                })}
              </Text>
              {!readOnly && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setConfirming('end')}
                  data-testid={`vendor-${id}-end-rotation`}
                >
                  {t('vendors.endRotation.button')}
                </Button>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('vendors.noRotation')}
            </Text>
          )}
        </Group>
      </Stack>

      <Divider my="md" />
      <MaxWinForm
        key={`${brand}-${vendor.code}-${vendor.maxWinMultiple}`}
        brand={brand}
        vendor={vendor}
        readOnly={readOnly}
      />

      <ConfirmDialog
        opened={confirming === 'rotate'}
        title={t('vendors.rotate.confirmTitle', { code: vendor.code })}
        message={
          vendor.key
            ? t('vendors.rotate.confirmBody', { hours: vendor.rotationHours })
            : t('vendors.rotate.confirmFirst')
        }
        confirmLabel={vendor.key ? t('vendors.rotate.button') : t('vendors.rotate.issue')}
        onClose={() => setConfirming(null)}
        onConfirm={doRotate}
        data-testid={`vendor-${id}-rotate-confirm`}
      />
      <ConfirmDialog
        opened={confirming === 'end'}
        title={t('vendors.endRotation.confirmTitle', { code: vendor.code })}
        message={t('vendors.endRotation.confirmBody')}
        confirmLabel={t('vendors.endRotation.button')}
        danger
        onClose={() => setConfirming(null)}
        onConfirm={doEnd}
        data-testid={`vendor-${id}-end-confirm`}
      />
    </Card>
  );
};
