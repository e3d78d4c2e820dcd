import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconRefresh } from '../../../components/ui/icons.tsx';
import { useInvalidateMoney } from '../hooks/use-invalidate-money.ts';

/** The round button that reloads the balances; it spins while they are being fetched. */
export const RefreshBalanceButton = ({ spinning }: { spinning: boolean }) => {
  const { t } = useTranslation();
  const invalidateMoney = useInvalidateMoney();
  return (
    <Tooltip label={t('header.refreshBalance')}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={t('header.refreshBalance')}
        onClick={() => void invalidateMoney()}
        data-spinning={spinning || undefined}
        className="ol-refresh"
      >
        <IconRefresh size={18} />
      </ActionIcon>
    </Tooltip>
  );
};
