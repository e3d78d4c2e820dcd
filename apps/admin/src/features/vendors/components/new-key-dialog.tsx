import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The new key of a rotation, shown this once: the server never answers it again, so the operator
 * copies it now and hands it to the vendor over a secure channel.
 */
export const NewKeyDialog = ({
  rotated,
  onClose,
}: {
  rotated: { code: string; key: string; rotationHours: number; hadKey: boolean } | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={rotated !== null}
      onClose={onClose}
      title={t('vendors.newKey.title', { code: rotated?.code ?? '' })}
      centered
      size="lg"
      closeOnClickOutside={false}
      data-testid="vendor-new-key"
    >
      {rotated && (
        <Stack gap="md">
          <Alert color="orange" variant="light" p="xs">
            {t('vendors.newKey.once')}
          </Alert>
          <Code block data-testid="vendor-new-key-value" style={{ wordBreak: 'break-all' }}>
            {rotated.key}
          </Code>
          <Text size="sm" c="dimmed">
            {rotated.hadKey
              ? t('vendors.newKey.previousValid', { hours: rotated.rotationHours })
              : t('vendors.newKey.first')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <CopyButton value={rotated.key}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy} data-testid="vendor-new-key-copy">
                  {copied ? t('vendors.newKey.copied') : t('vendors.newKey.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose} data-testid="vendor-new-key-done">
              {t('vendors.newKey.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
