import { Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTransactionDetail } from '../api/transactions.ts';
import { KindBadge } from './kind-badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SignedAmount } from './signed-amount.tsx';
import { walletLabel } from './wallet-label.ts';

type TProps = { id: number | null; onClose: () => void; format: (amount: number) => string };

const memoText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** One transaction with every leg it wrote in the member's wallets, and its memo. */
export const TransactionDetailDialog = ({ id, onClose, format }: TProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const detail = useTransactionDetail(id);
  const d = detail.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={t('wallet.history.detailTitle')}
      centered
      radius="lg"
      classNames={{ title: 'ol-dialog-title' }}
    >
      <div data-testid="transaction-detail">
        {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
        {detail.isPending && id !== null && (
          <Stack gap="xs">
            <Skeleton h={18} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        )}
        {d && (
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <KindBadge kind={d.kind} />
              <Text size="sm" c="dimmed">
                {dateTime(d.at)}
              </Text>
            </Group>
            <dl className="ol-detail-list">
              <div className="ol-detail-pair">
                <dt>{t('wallet.history.entryId')}</dt>
                <dd className="ol-mono">#{d.id}</dd>
              </div>
              <div className="ol-detail-pair">
                <dt>{t('wallet.columns.reference')}</dt>
                <dd className="ol-mono">{d.reference ?? '—'}</dd>
              </div>
            </dl>
            <div>
              <Text fw={700} size="sm" mb={6}>
                {t('wallet.history.legs')}
              </Text>
              <div className="ol-legs">
                {d.legs.map((leg, i) => (
                  <div className="ol-leg" key={`${leg.wallet}-${i}`} data-testid="transaction-leg">
                    <span className="ol-leg-wallet">{walletLabel(t, leg.wallet)}</span>
                    <SignedAmount value={leg.amount} format={format} />
                    <span className="ol-leg-after">
                      {t('wallet.columns.balanceAfter')}: {format(leg.balanceAfter)}
                    </span>
                  </div>
                ))}
              </div>
            </div>
            {d.memo && Object.keys(d.memo).length > 0 && (
              <dl className="ol-detail-list">
                {Object.entries(d.memo).map(([k, v]) => (
                  <div key={k} className="ol-detail-pair">
                    <dt>{k}</dt>
                    <dd>{memoText(v)}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Stack>
        )}
      </div>
    </Modal>
  );
};
