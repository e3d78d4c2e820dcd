import { Badge, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { CentreModal } from '../../../components/ui/centre-modal.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAgentConsolidated } from '../api/get-consolidated.ts';
import { visibleEntries, type TAgentEntry, type TAgentPage } from '../lib/agent-pages.ts';
import { pendingOffersOf } from '../lib/agreement.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { AnnouncementPage } from './announcement-page.tsx';
import { ContractRecordsPage } from './contract-records-page.tsx';
import { IncomePage } from './income-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { TeamBetsPage } from './team-bets-page.tsx';
import { TeamPage } from './team-page.tsx';
import { TeamProfitLossPage } from './team-profit-loss-page.tsx';
import { TeamTransactionsPage } from './team-transactions-page.tsx';

const PAGES: Record<TAgentPage, ComponentType> = {
  agentAnnouncement: AnnouncementPage,
  agentTeamOverview: OverviewPage,
  registerCenter: RegisterPage,
  downlineManagmentView: TeamPage,
  personalHistoryCopy: TeamBetsPage,
  palStatementsAgentCopy: TeamProfitLossPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: TeamTransactionsPage,
  dividendRecord: () => <ContractRecordsPage kind="DIVIDEND" />,
  dailyWages: () => <ContractRecordsPage kind="DAILY_WAGE" />,
  realTimeSalary: () => <ContractRecordsPage kind="REAL_TIME_SALARY" />,
  hourlySalary: () => <ContractRecordsPage kind="HOURLY_WAGE" />,
};

/**
 * The agent centre (spec §2): a modal with the left menu (a scrolling strip on phones, where it
 * fills the screen), the selected entry in the right pane. The eight entries always shown come
 * first; dividend record, daily wages, the real-time salary's page and hourly salary follow when
 * the consolidated data's flag for them is on (status A or V). The agreement opens from the head.
 */
export const AgentCentre = () => {
  const { t } = useTranslation();
  const { opened, page, select, close, openAgreement } = useAgentCentreStore();
  const consolidated = useAgentConsolidated();
  const entries: readonly TAgentEntry[] = visibleEntries(consolidated.data?.agentStatus);
  // A conditional page whose flag went off (a contract ended) gives way to the first entry.
  const current = entries.some((e) => e.key === page) || !consolidated.data ? page : entries[0]!.key;
  const pending = consolidated.data ? pendingOffersOf(consolidated.data).length : 0;
  const Page = PAGES[current];
  return (
    <CentreModal
      opened={opened}
      onClose={close}
      size="84rem"
      className="ol-member-modal ol-agent-modal"
      title={t('agents.centre.title')}
      pages={entries.map((e) => e.key)}
      page={current}
      labelOf={(key) => t(`agents.pages.${key}`)}
      onSelect={select}
      testIdPrefix="agent"
      actions={
        <UnstyledButton
          className="ol-agent-agreement-button"
          onClick={openAgreement}
          data-testid="agent-open-agreement"
        >
          {t('agents.agreement.open')}
          {pending > 0 && (
            <>
              <Badge size="sm" circle color="accent" ml={6} aria-hidden="true">
                {pending}
              </Badge>
              <span className="ol-visually-hidden">
                {t('agents.agreement.pendingBadge', { count: pending })}
              </span>
            </>
          )}
        </UnstyledButton>
      }
    >
      <div className="ol-member-body">
        <Page key={current} />
      </div>
    </CentreModal>
  );
};
