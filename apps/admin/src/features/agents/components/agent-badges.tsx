import { Badge } from '@mantine/core';
import type { TContractStatus } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

const MEMBER_COLORS: Record<string, string> = { A: 'green', F: 'red', D: 'gray' };

/** A member's status in the tree: A active, F locked by an operator, D disabled. */
export const MemberStatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <Badge
      className="ol-badge-fit"
      color={MEMBER_COLORS[status] ?? 'gray'}
      variant="light"
      data-status={status}
    >
      {t(`agents.memberStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
};

const CONTRACT_COLORS: Record<TContractStatus, string> = {
  P: 'blue',
  E: 'blue',
  V: 'green',
  R: 'gray',
  C: 'gray',
};

/** A contract's status code (spec §4) in words: offered, renewal offered, in force, rejected, ended. */
export const ContractStatusBadge = ({ status }: { status: TContractStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge
      className="ol-badge-fit"
      color={CONTRACT_COLORS[status]}
      variant="light"
      data-status={status}
      data-testid="contract-status"
    >
      {t(`agents.contractStatus.${status}`)}
    </Badge>
  );
};

const SETTLEMENT_COLORS = { PAID: 'green', NOTHING_DUE: 'gray', SHORTFALL: 'red' } as const;

/** A settlement's outcome: paid, nothing due, or short (part or none paid, the rest a debt). */
export const SettlementStatusBadge = ({ status }: { status: keyof typeof SETTLEMENT_COLORS }) => {
  const { t } = useTranslation();
  return (
    <Badge className="ol-badge-fit" color={SETTLEMENT_COLORS[status]} variant="light" data-status={status}>
      {t(`agents.settlements.statuses.${status}`)}
    </Badge>
  );
};

/** Shown beside an account that may not withdraw or transfer out (an unpaid dividend). */
export const FrozenBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge className="ol-badge-fit" color="red" variant="outline" data-testid="agent-frozen">
      {t('agents.tree.frozen')}
    </Badge>
  );
};
