import { Alert, Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { toast } from '../../../lib/toast.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconArrowIn, IconArrowOut, IconWallet } from '../../../components/ui/icons.tsx';
import { errorCodeOf, errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useMerchantWallet } from '../api/get-merchant-wallet.ts';
import { walletTransfer } from '../api/transfer.ts';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';
import { useRequestId } from '../../../lib/use-request-id.ts';
import { RefreshBalanceButton } from './refresh-balance-button.tsx';
import { TransferAmountDialog, type TTransferTarget } from './transfer-amount-dialog.tsx';

/** Two letters standing in for a vendor's logo. */
const initials = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase() || '?';

/**
 * Wallet fund transfer (member centre `transferFund`): the main wallet, a card per vendor wallet
 * with its balance and in/out transfers, and "all back to main", which empties every vendor wallet.
 */
export const TransferFundPage = () => {
  const { t } = useTranslation();
  const { money } = useFormat();
  const wallet = useMerchantWallet();
  const invalidateMoney = useInvalidateMoney();
  const allOutIds = useRequestId();
  const [target, setTarget] = useState<TTransferTarget | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [allOutPending, setAllOutPending] = useState(false);

  if (wallet.isPending) {
    return (
      <div className="ol-wallet-page" data-testid="transfer-page">
        <Skeleton h={120} radius="lg" />
        <div className="ol-vendor-wallets">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={132} radius="lg" />
          ))}
        </div>
      </div>
    );
  }
  if (wallet.isError) {
    return (
      <EmptyState
        title={errorMessage(t, wallet.error)}
        action={
          <Button variant="light" onClick={() => void wallet.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { mainBalance, currency, decimals, wallets } = wallet.data;
  const format = (amount: number) => money(amount, decimals);
  const inGames = wallets.reduce((sum, w) => sum + w.balance, 0);

  const allOut = async () => {
    if (allOutPending) return;
    setAllOutPending(true);
    setFailure(null);
    try {
      const result = await walletTransfer({ type: 'ALL_OUT', requestId: allOutIds.idFor('ALL_OUT') });
      allOutIds.settle();
      void invalidateMoney(result.balance);
      toast({
        color: 'green',
        message: t('wallet.transfer.allOutDone', { amount: format(result.moved), currency }),
      });
    } catch (e) {
      if (errorCodeOf(e) === 'DUPLICATE_TRANSACTION') allOutIds.settle();
      setFailure(errorMessage(t, e));
      void invalidateMoney();
    } finally {
      setAllOutPending(false);
    }
  };

  return (
    <div className="ol-wallet-page" data-testid="transfer-page">
      <section className="ol-wallet-hero">
        <div className="ol-wallet-hero-main">
          <span className="ol-wallet-hero-icon" aria-hidden="true">
            <IconWallet size={26} />
          </span>
          <div>
            <Text size="sm" c="dimmed">
              {t('wallet.mainWallet')}
            </Text>
            <div className="ol-wallet-hero-amount">
              <span className="ol-currency">{currency}</span>
              <span data-testid="transfer-main-balance">{format(mainBalance)}</span>
            </div>
            <Text size="xs" c="dimmed">
              {t('wallet.transfer.inGames', { amount: format(inGames), currency })}
            </Text>
          </div>
        </div>
        <Group gap="xs" wrap="nowrap" className="ol-wallet-hero-actions">
          <RefreshBalanceButton spinning={wallet.isFetching} />
          <Button
            onClick={() => void allOut()}
            loading={allOutPending}
            disabled={inGames <= 0}
            leftSection={<IconArrowOut size={16} />}
            className="ol-btn-glow"
            data-testid="transfer-all-out"
          >
            {t('wallet.transfer.allOut')}
          </Button>
        </Group>
      </section>
      {failure && (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          onClose={() => setFailure(null)}
          data-testid="transfer-page-error"
        >
          {failure}
        </Alert>
      )}
      {wallets.length === 0 ? (
        <EmptyState title={t('wallet.transfer.noVendors')} description={t('wallet.transfer.noVendorsHint')} />
      ) : (
        <div className="ol-vendor-wallets">
          {wallets.map((w) => (
            <article
              key={w.vendorCode}
              className="ol-vendor-wallet"
              data-testid={`transfer-vendor-${w.vendorCode}`}
            >
              <header className="ol-vendor-wallet-head">
                <span className="ol-vendor-wallet-logo" aria-hidden="true">
                  {initials(w.name)}
                </span>
                <div className="ol-vendor-wallet-name">
                  <Text fw={700} size="sm" truncate>
                    {w.name}
                  </Text>
                  <Badge size="xs" variant="light" color="gray" radius="sm">
                    {t(`lanes.${w.category}`, { defaultValue: w.category })}
                  </Badge>
                </div>
              </header>
              <div className="ol-vendor-wallet-balance" data-empty={w.balance <= 0 || undefined}>
                <span className="ol-currency">{currency}</span> {format(w.balance)}
              </div>
              <div className="ol-vendor-wallet-actions">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconArrowIn size={14} />}
                  onClick={() => setTarget({ type: 'IN', wallet: w })}
                  disabled={mainBalance <= 0}
                  data-testid={`transfer-in-${w.vendorCode}`}
                >
                  {t('wallet.transfer.in')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowOut size={14} />}
                  onClick={() => setTarget({ type: 'OUT', wallet: w })}
                  disabled={w.balance <= 0}
                  data-testid={`transfer-out-${w.vendorCode}`}
                >
                  {t('wallet.transfer.out')}
                </Button>
              </div>
            </article>
          ))}
        </div>
      )}
      <TransferAmountDialog
        target={target}
        onClose={() => setTarget(null)}
        mainBalance={mainBalance}
        currency={currency}
        decimals={decimals}
        format={format}
      />
    </div>
  );
};
