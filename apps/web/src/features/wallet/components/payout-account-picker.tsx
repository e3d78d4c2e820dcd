import type { TPayoutAccount } from '@openlobby/contracts';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconBank, IconCheck, IconPhone, IconPlus } from '../../../components/ui/icons.tsx';

type TProps = {
  accounts: TPayoutAccount[];
  selectedId: number | null;
  onSelect: (account: TPayoutAccount) => void;
  onAdd: () => void;
};

/**
 * The member's payout accounts as selectable cards (the number masked as the server sends it), and
 * a last card that adds a bank card or e-wallet.
 */
export const PayoutAccountPicker = ({ accounts, selectedId, onSelect, onAdd }: TProps) => {
  const { t } = useTranslation();
  return (
    <div className="ol-payout-grid" role="radiogroup" aria-label={t('wallet.withdraw.to')}>
      {accounts.map((a) => {
        const active = a.id === selectedId;
        const Icon = a.kind === 'BANK' ? IconBank : IconPhone;
        return (
          <UnstyledButton
            key={a.id}
            className="ol-payout-card"
            data-kind={a.kind}
            data-active={active || undefined}
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(a)}
            data-testid={`withdraw-account-${a.id}`}
          >
            <span className="ol-payout-icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            <span className="ol-payout-kind">{t(`wallet.withdraw.account.kinds.${a.kind}`)}</span>
            <span className="ol-payout-check" aria-hidden="true">
              {active && <IconCheck size={14} />}
            </span>
            <span className="ol-payout-bank">{a.bankName}</span>
            <span className="ol-payout-number ol-mono">{a.accountNumber}</span>
            <span className="ol-payout-holder">{a.accountName}</span>
          </UnstyledButton>
        );
      })}
      <UnstyledButton
        className="ol-payout-card ol-payout-add"
        onClick={onAdd}
        data-testid="withdraw-add-account"
      >
        <span className="ol-payout-add-icon" aria-hidden="true">
          <IconPlus size={20} />
        </span>
        <span>{t('wallet.withdraw.addAccount')}</span>
      </UnstyledButton>
    </div>
  );
};
