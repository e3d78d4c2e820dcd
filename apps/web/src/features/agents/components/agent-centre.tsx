import { Badge, CloseButton, Modal, NavLink, ScrollArea, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, type ComponentType } from 'react';
import { useOpenerFocus } from '../../../components/ui/use-opener-focus.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
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
  const isPhone = useIsPhone();
  const activeChip = useRef<HTMLButtonElement>(null);
  const entries: readonly TAgentEntry[] = visibleEntries(consolidated.data?.agentStatus);
  // A conditional page whose flag went off (a contract ended) gives way to the first entry.
  const current = entries.some((e) => e.key === page) || !consolidated.data ? page : entries[0]!.key;
  const pending = consolidated.data ? pendingOffersOf(consolidated.data).length : 0;
  useEffect(() => {
    if (opened && isPhone) activeChip.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [opened, isPhone, current]);
  const onExitTransitionEnd = useOpenerFocus(opened);
  const Page = PAGES[current];
  const label = (key: TAgentPage) => t(`agents.pages.${key}`);
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExitTransitionEnd}
      fullScreen={isPhone}
      size="84rem"
      radius={isPhone ? 0 : 'lg'}
      withCloseButton={false}
      padding={0}
      centered
      classNames={{ content: 'ol-member-modal ol-agent-modal' }}
    >
      <div className="ol-member" data-testid="agent-centre">
        {isPhone ? (
          <nav className="ol-member-strip" aria-label={t('agents.centre.title')}>
            <ScrollArea type="never" scrollbars="x">
              <div className="ol-member-strip-row">
                {entries.map(({ key }) => (
                  <UnstyledButton
                    key={key}
                    ref={key === current ? activeChip : undefined}
                    className="ol-member-chip"
                    data-active={key === current || undefined}
                    aria-current={key === current ? 'page' : undefined}
                    onClick={() => select(key)}
                    data-testid={`agent-menu-${key}`}
                  >
                    {label(key)}
                  </UnstyledButton>
                ))}
              </div>
            </ScrollArea>
          </nav>
        ) : (
          <nav className="ol-member-menu" aria-label={t('agents.centre.title')}>
            <div className="ol-member-menu-title">{t('agents.centre.title')}</div>
            <ScrollArea.Autosize mah="70vh">
              {entries.map(({ key }) => (
                <NavLink
                  key={key}
                  label={label(key)}
                  active={key === current}
                  aria-current={key === current ? 'page' : undefined}
                  onClick={() => select(key)}
                  variant="light"
                  data-testid={`agent-menu-${key}`}
                />
              ))}
            </ScrollArea.Autosize>
          </nav>
        )}
        <section className="ol-member-pane" data-page={current}>
          <div className="ol-member-pane-head">
            <Modal.Title>{label(current)}</Modal.Title>
            <div className="ol-agent-head-actions">
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
              <CloseButton
                aria-label={t('common.close')}
                onClick={close}
                size="lg"
                data-testid="agent-close"
              />
            </div>
          </div>
          <div className="ol-member-body">
            <Page key={current} />
          </div>
        </section>
      </div>
    </Modal>
  );
};
