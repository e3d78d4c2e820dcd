import type { TContractKind } from '@openlobby/contracts';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { OFFER_KINDS } from '../lib/offer-draft.ts';
import { AgentToolbar } from './agent-toolbar.tsx';
import { SettlementsTable } from './settlements-table.tsx';

/**
 * My income (agentRevenueReport): every payment of the agent's contracts, received from its upline
 * (or the platform) and paid to its downlines, one kind's with the filter.
 */
export const IncomePage = () => {
  const { t } = useTranslation();
  const { range, changeRange, page, setPage, restart } = useHistoryWindow();
  const [kind, setKind] = useState<TContractKind | ''>('');
  return (
    <div className="ol-wallet-page" data-testid="agent-income">
      <AgentToolbar range={range} onRange={changeRange}>
        <NativeSelect
          aria-label={t('agents.income.contract')}
          size="sm"
          value={kind}
          onChange={(e) => {
            setKind(e.currentTarget.value as TContractKind | '');
            restart();
          }}
          data={[
            { value: '', label: t('agents.income.allKinds') },
            ...OFFER_KINDS.map((k) => ({ value: k, label: t(`agents.kinds.${k}`) })),
          ]}
          className="ol-kind-filter"
          data-testid="agent-income-kind"
        />
      </AgentToolbar>
      <SettlementsTable
        range={range}
        page={page}
        onPage={setPage}
        kind={kind || undefined}
        testId="agent-income-table"
      />
    </div>
  );
};
