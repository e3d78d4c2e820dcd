import type { TAgentConsolidated, TContractKind, TContractStatus } from '@openlobby/contracts';

/** Rows per page of the agent centre's lists. */
export const AGENT_PAGE_SIZE = 20;

/** The agent-centre flags of the consolidated data (agentStatus) that turn an entry on. */
export type TAgentFlag = keyof TAgentConsolidated['agentStatus'];

/**
 * One entry of the agent centre's menu (spec §2): its name label (`agents.pages.<key>`), page key,
 * and for a conditional entry the flag that shows it and the contract kind its records list.
 */
export type TAgentEntry = {
  key: TAgentPage;
  flag?: TAgentFlag;
  kind?: TContractKind;
};

/** The entries in spec order: eight always shown, then four behind their flags. */
export const AGENT_ENTRIES = [
  { key: 'agentAnnouncement' },
  { key: 'agentTeamOverview' },
  { key: 'registerCenter' },
  { key: 'downlineManagmentView' },
  { key: 'personalHistoryCopy' },
  { key: 'palStatementsAgentCopy' },
  { key: 'agentRevenueReport' },
  { key: 'agentDownlineTransactionDetailsCopy' },
  { key: 'dividendRecord', flag: 'dividend', kind: 'DIVIDEND' },
  { key: 'dailyWages', flag: 'salary', kind: 'DAILY_WAGE' },
  { key: 'realTimeSalary', flag: 'dailySalary', kind: 'REAL_TIME_SALARY' },
  { key: 'hourlySalary', flag: 'hourSalary', kind: 'HOURLY_WAGE' },
] as const satisfies readonly { key: string; flag?: TAgentFlag; kind?: TContractKind }[];

export type TAgentPage = (typeof AGENT_ENTRIES)[number]['key'];

/** A feature is on when its entry's status is A or V (spec §4); P, E, R, C and none leave it off. */
export const isFeatureOn = (status: TContractStatus | 'A' | null | undefined): boolean =>
  status === 'A' || status === 'V';

/** The entries an agent sees: the conditional ones only with their flag on. */
export const visibleEntries = (
  status: TAgentConsolidated['agentStatus'] | undefined,
): readonly TAgentEntry[] => AGENT_ENTRIES.filter((e) => !('flag' in e) || isFeatureOn(status?.[e.flag]));

export const isAgentPage = (v: unknown): v is TAgentPage =>
  typeof v === 'string' && AGENT_ENTRIES.some((e) => e.key === v);
