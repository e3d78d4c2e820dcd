import { ActionIcon, Tooltip } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconRefresh } from '../../../components/ui/icons.tsx';
import { useBalance } from '../../../features/wallet/api/get-balance.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The refresh icon turns at least this long, so a fast answer still shows it worked. */
const MIN_SPIN_MS = 700;

type TProps = { token: string; symbol: string; compact: boolean };

/**
 * The logged-in header's balance (spec §2): currency symbol, the main plus vendor wallets, and a
 * refresh icon that spins while the balance reloads. It reads the shared balance query, so a money
 * action or a pushed update elsewhere shows here at once.
 */
export const HeaderBalance = ({ token, symbol, compact }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance(token);
  const [minSpin, setMinSpin] = useState(false);
  useEffect(() => {
    if (!minSpin) return;
    const timer = setTimeout(() => setMinSpin(false), MIN_SPIN_MS);
    return () => clearTimeout(timer);
  }, [minSpin]);
  const spinning = balance.isFetching || minSpin;
  const data = balance.data;
  const amount = data ? format.money(data.sumBalance, data.decimals) : '--';
  return (
    <div className="ol-balance" data-testid="header-balance" data-compact={compact || undefined}>
      <span className="ol-currency" title={data?.currency}>
        {symbol}
      </span>
      <span className="ol-balance-amount" data-testid="header-balance-amount">
        {amount}
      </span>
      <Tooltip label={t('header.refreshBalance')} disabled={compact}>
        <ActionIcon
          variant="subtle"
          size="sm"
          radius="xl"
          aria-label={t('header.refreshBalance')}
          onClick={() => {
            setMinSpin(true);
            void balance.refetch();
          }}
          aria-busy={spinning || undefined}
          data-spinning={spinning || undefined}
          className="ol-refresh"
          data-testid="header-balance-refresh"
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
};
