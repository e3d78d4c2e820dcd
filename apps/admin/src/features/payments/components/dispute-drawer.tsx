import {
  Alert,
  Button,
  Drawer,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TAdminWithdrawal } from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWithdrawalProof } from '../api/withdrawals.ts';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { WithdrawalSummary } from './withdrawal-summary.tsx';

const THUMB = 112;

/** One proof image: fetched as a Blob with the token, shown from an object URL; a click enlarges it. */
const ProofThumb = ({
  withdrawalId,
  proofId,
  index,
  onOpen,
}: {
  withdrawalId: number;
  proofId: number;
  index: number;
  onOpen: (image: { url: string; alt: string }) => void;
}) => {
  const { t } = useTranslation();
  const { data, error, refetch } = useWithdrawalProof(withdrawalId, proofId);
  const url = useObjectUrl(data);
  const alt = t('payments.withdrawals.dispute.proofAlt', { n: index + 1 });
  if (error)
    return (
      <Paper
        withBorder
        w={THUMB}
        h={THUMB}
        p={6}
        radius="md"
        data-testid={`withdrawal-proof-${proofId}`}
        data-state="error"
      >
        <Stack gap={4} align="center" justify="center" h="100%">
          <Text size="xs" c="red" ta="center" title={errorMessage(t, error)}>
            {t('payments.withdrawals.dispute.proofFailed')}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  if (!url) return <Skeleton w={THUMB} h={THUMB} radius="md" data-testid={`withdrawal-proof-${proofId}`} />;
  return (
    <UnstyledButton
      onClick={() => onOpen({ url, alt })}
      aria-label={`${alt} · ${t('payments.withdrawals.dispute.enlarge')}`}
      data-testid={`withdrawal-proof-${proofId}`}
      data-state="ready"
    >
      <Image src={url} alt={alt} w={THUMB} h={THUMB} fit="cover" radius="md" />
    </UnstyledButton>
  );
};

type TProps = {
  opened: boolean;
  withdrawal: TAdminWithdrawal | null;
  onClose: () => void;
  /** With payments.review: the buttons to settle the dispute. */
  canReview: boolean;
  onPayAgain: (withdrawal: TAdminWithdrawal) => void;
  onRefund: (withdrawal: TAdminWithdrawal) => void;
  /** A dialog opened from the drawer is on top: Escape closes that dialog only. */
  covered: boolean;
};

/**
 * A disputed withdrawal: the member says the payout did not arrive. The drawer shows the payout,
 * the member's remark and proof images (click to enlarge), and with payments.review the two ways
 * out: pay again with a new reference, or refund the amount to the member's balance.
 */
export const DisputeDrawer = ({
  opened,
  withdrawal: w,
  onClose,
  canReview,
  onPayAgain,
  onRefund,
  covered,
}: TProps) => {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [preview, setPreview] = useState<{ url: string; alt: string } | null>(null);
  const close = () => {
    setPreview(null);
    onClose();
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="right"
      size={narrow ? '100%' : 'lg'}
      closeOnEscape={!covered && !preview}
      title={w && t('payments.withdrawals.dispute.title', { reference: w.reference })}
      data-testid="withdrawal-dispute-drawer"
    >
      {w && (
        <Stack gap="md">
          <Alert color="orange" variant="light" title={t('payments.withdrawals.dispute.description')}>
            <Text size="xs" c="dimmed" mb={4}>
              {t('payments.withdrawals.dispute.remark')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="withdrawal-dispute-remark">
              {w.remark?.trim() || t('payments.withdrawals.dispute.noRemark')}
            </Text>
          </Alert>
          <WithdrawalSummary withdrawal={w} />
          <Stack gap={6}>
            <Title order={3} size="h5">
              {t('payments.withdrawals.dispute.proofs')}
            </Title>
            {w.proofIds.length > 0 ? (
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" w="fit-content">
                {w.proofIds.map((proofId, i) => (
                  <ProofThumb
                    key={proofId}
                    withdrawalId={w.id}
                    proofId={proofId}
                    index={i}
                    onOpen={setPreview}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed">
                {t('payments.withdrawals.dispute.noProofs')}
              </Text>
            )}
          </Stack>
          {canReview && w.status === 'DISPUTED' ? (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('payments.withdrawals.dispute.settle')}
              </Title>
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{t('payments.withdrawals.payAgain.hint')}</Text>
                  <Button
                    variant="light"
                    onClick={() => onPayAgain(w)}
                    data-testid={`withdrawal-payout-${w.id}`}
                  >
                    {t('payments.withdrawals.payAgain.action')}
                  </Button>
                </Group>
              </Paper>
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">{t('payments.withdrawals.refund.hint')}</Text>
                  <Button
                    variant="light"
                    color="grape"
                    onClick={() => onRefund(w)}
                    data-testid={`withdrawal-refund-${w.id}`}
                  >
                    {t('payments.withdrawals.refund.action')}
                  </Button>
                </Group>
              </Paper>
            </Stack>
          ) : (
            !canReview && (
              <Text size="xs" c="dimmed" data-testid="withdrawal-dispute-readonly">
                {t('payments.withdrawals.dispute.readOnly')}
              </Text>
            )
          )}
        </Stack>
      )}
      <Modal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        title={preview?.alt}
        size="xl"
        centered
        data-testid="withdrawal-proof-preview"
      >
        {preview && <Image src={preview.url} alt={preview.alt} fit="contain" mah="75vh" />}
      </Modal>
    </Drawer>
  );
};
