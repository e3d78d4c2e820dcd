import type { TContractKind } from '@openlobby/contracts';
import { Alert, Button, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useContracts } from '../api/find-contracts.ts';
import { useHistoryWindow } from '../../../components/ui/use-history-window.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { AgentToolbar } from './agent-toolbar.tsx';
import { ContractCard } from './contract-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SettlementsTable } from './settlements-table.tsx';

/**
 * Dividend record, daily wages, the real-time salary's daily wages page and hourly salary: the
 * contracts of that kind the agent holds (with their tiers; an offer waiting leads to the
 * agreement), then that kind's payments, received and paid.
 */
export const ContractRecordsPage = ({ kind }: { kind: TContractKind }) => {
  const { t } = useTranslation();
  const openAgreement = useAgentCentreStore((s) => s.openAgreement);
  const { range, changeRange, page, setPage } = useHistoryWindow();
  const contracts = useContracts();
  const held = (contracts.data ?? []).filter((c) => c.kind === kind);
  const pending = held.some((c) => c.status !== 'V');
  return (
    <div className="ol-wallet-page" data-testid={`agent-records-${kind}`}>
      <section aria-labelledby={`held-${kind}`} className="ol-agent-held">
        <Text component="h3" id={`held-${kind}`} fw={700}>
          {t('agents.held.title', { kind: t(`agents.kinds.${kind}`) })}
        </Text>
        {contracts.isError && <LoadError error={contracts.error} onRetry={() => void contracts.refetch()} />}
        {contracts.isPending ? (
          <Skeleton h={90} radius="md" />
        ) : held.length === 0 ? (
          <p className="ol-agent-hint">{t('agents.held.none')}</p>
        ) : (
          <div className="ol-contract-list">
            {held.map((c) => (
              <ContractCard key={c.id} contract={c} />
            ))}
          </div>
        )}
        {pending && (
          <Alert color="yellow" variant="light">
            {t('agents.held.pending')}{' '}
            <Button
              size="compact-sm"
              variant="light"
              onClick={openAgreement}
              data-testid="held-open-agreement"
            >
              {t('agents.agreement.open')}
            </Button>
          </Alert>
        )}
      </section>
      <AgentToolbar range={range} onRange={changeRange} />
      <SettlementsTable
        range={range}
        page={page}
        onPage={setPage}
        kind={kind}
        testId={`agent-records-table-${kind}`}
      />
    </div>
  );
};
