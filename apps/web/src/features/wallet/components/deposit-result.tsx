import type { TDeposit, TDepositChannel } from '@openlobby/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { StatusIcon } from '../../../components/ui/status-icon.tsx';
import { IconExternal } from '../../../components/ui/icons.tsx';
import { useDepositState } from '../api/deposits.ts';
import { safePayUrl } from '../lib/deposit.ts';
import { CopyField } from './copy-field.tsx';
import { DepositStatusBadge } from './deposit-status-badge.tsx';

/**
 * The card's icon and title for the order's state: an online order is to pay until the gateway's
 * notification decides it; a manual one is received and waits for finance.
 */
const headingOf = (
  status: TDeposit['status'],
  online: boolean,
): { icon: 'info' | 'success' | 'warning'; title: string } => {
  if (status === 'APPROVED') return { icon: 'success', title: 'wallet.deposit.paidTitle' };
  if (status !== 'PENDING') return { icon: 'warning', title: 'wallet.deposit.closedTitle' };
  return online
    ? { icon: 'info', title: 'wallet.deposit.onlineTitle' }
    : { icon: 'success', title: 'wallet.deposit.manualTitle' };
};

type TProps = {
  deposit: TDeposit;
  channel: TDepositChannel;
  currency: string;
  format: (amount: number) => string;
  onAgain: () => void;
};

/**
 * What follows a deposit request: for an online channel the gateway's page to pay on (the balance
 * updates by itself once the gateway reports the payment); for a manual channel the receiving
 * account to pay to, each detail with a copy button.
 */
export const DepositResult = ({ deposit: opened, channel, currency, format, onAgain }: TProps) => {
  const { t } = useTranslation();
  // The order as it is now: paid on the gateway's page, it is no longer to pay.
  const deposit = useDepositState(opened);
  const online = safePayUrl(deposit.payUrl, window.location.origin);
  const payUrl = deposit.status === 'PENDING' ? online : null;
  const receiving = channel.receiving;
  const amount = `${currency} ${format(deposit.amount)}`;
  const heading = headingOf(deposit.status, online !== null);
  return (
    <section
      className="ol-card ol-deposit-result"
      data-testid="deposit-result"
      data-kind={online ? 'online' : 'manual'}
    >
      <Stack gap="md" align="stretch">
        <Group gap="md" wrap="nowrap" align="center">
          <StatusIcon icon={heading.icon} size={48} />
          <div className="ol-grow">
            <Text fw={800} size="lg">
              {t(heading.title)}
            </Text>
            <Group gap={8}>
              <Text size="sm" c="dimmed">
                {channel.name}
              </Text>
              <DepositStatusBadge status={deposit.status} />
            </Group>
          </div>
        </Group>
        <div className="ol-deposit-amount" data-testid="deposit-result-amount">
          {amount}
        </div>
        {online ? (
          payUrl && (
            <>
              <Button
                component="a"
                href={payUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="md"
                rightSection={<IconExternal size={16} />}
                className="ol-btn-glow"
                data-testid="deposit-pay-now"
              >
                {t('wallet.deposit.payNow')}
              </Button>
              <Text size="sm" c="dimmed" ta="center">
                {t('wallet.deposit.onlineHint')}
              </Text>
            </>
          )
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('wallet.deposit.manualHint', { amount })}
            </Text>
            <div className="ol-copy-list" data-testid="deposit-receiving">
              {receiving?.bankName && (
                <CopyField
                  label={t('wallet.deposit.bankName')}
                  value={receiving.bankName}
                  testId="deposit-bank-name"
                />
              )}
              {receiving?.accountName && (
                <CopyField
                  label={t('wallet.deposit.accountName')}
                  value={receiving.accountName}
                  testId="deposit-account-name"
                />
              )}
              {receiving?.accountNumber && (
                <CopyField
                  label={t('wallet.deposit.accountNumber')}
                  value={receiving.accountNumber}
                  testId="deposit-account-number"
                  mono
                />
              )}
              {receiving?.address && (
                <CopyField
                  label={t('wallet.deposit.address')}
                  value={receiving.address}
                  testId="deposit-address"
                  mono
                />
              )}
              <CopyField
                label={t('wallet.deposit.reference')}
                value={deposit.reference}
                testId="deposit-reference"
                mono
              />
            </div>
            {!receiving && (
              <Alert color="yellow" variant="light">
                {t('wallet.deposit.noReceiving')}
              </Alert>
            )}
          </>
        )}
        <Button variant="default" onClick={onAgain} data-testid="deposit-again">
          {t('wallet.deposit.again')}
        </Button>
      </Stack>
    </section>
  );
};
