import { Checkbox, Group } from '@mantine/core';
import { CONTRACT_STATUSES } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect, kindChoices } from './filter-select.tsx';

/** The contracts list's filters as the URL keeps them ('' for any). */
export type TContractFilters = { kind: string; status: string; agent: string; top: string };

type TProps = {
  filters: TContractFilters;
  onChange: (change: Partial<TContractFilters>) => void;
  /** The agents to choose from (every agent holding or offered a contract in the brand). */
  agents: readonly { id: number; account: string }[];
};

/** Kind, status, agent, and "the brand's own contracts with its top agents only". */
export const ContractFilters = ({ filters, onChange, agents }: TProps) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
      <FilterSelect
        label={t('agents.contracts.filters.kind')}
        placeholder={t('agents.contracts.filters.allKinds')}
        data={kindChoices(t)}
        value={filters.kind}
        onChange={(kind) => onChange({ kind })}
        testId="contract-filter-kind"
      />
      <FilterSelect
        label={t('agents.contracts.filters.status')}
        placeholder={t('agents.contracts.filters.allStatuses')}
        data={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`agents.contractStatus.${s}`) }))}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        testId="contract-filter-status"
      />
      <FilterSelect
        label={t('agents.contracts.filters.agent')}
        placeholder={t('agents.contracts.filters.allAgents')}
        data={agents.map((a) => ({ value: String(a.id), label: a.account }))}
        value={filters.agent}
        onChange={(agent) => onChange({ agent })}
        searchable
        testId="contract-filter-agent"
      />
      <Checkbox
        mb={8}
        label={t('agents.contracts.filters.topOnly')}
        checked={filters.top === 'true'}
        onChange={(e) => onChange({ top: e.currentTarget.checked ? 'true' : '' })}
        data-testid="contract-filter-top"
      />
    </Group>
  );
};
