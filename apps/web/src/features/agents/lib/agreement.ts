import type { TAgentConsolidated, TContract, TContractKind } from '@openlobby/contracts';

/** Every contract of the consolidated data, offers and contracts in force, of every kind. */
export const contractsOf = (c: TAgentConsolidated): TContract[] => [
  ...c.divtypereq,
  ...c.divtypeinfo,
  ...c.dailysalreqtype,
  ...c.dailysalinfo,
  ...c.contracthoursalreq,
  ...c.contracthoursalinfo,
  ...c.contractmrdailysalinfotype,
];

const isPending = (contract: TContract) => contract.status === 'P' || contract.status === 'E';

/** The offers waiting for the agent's answer (what opens the agreement after a login). */
export const pendingOffersOf = (c: TAgentConsolidated): TContract[] => contractsOf(c).filter(isPending);

/** The contracts in force. */
export const inForceOf = (c: TAgentConsolidated): TContract[] =>
  contractsOf(c).filter((x) => x.status === 'V');

/** One block's contracts: its kinds, offers first (they are what wants an answer). */
export const blockContracts = (c: TAgentConsolidated, kinds: readonly TContractKind[]): TContract[] =>
  contractsOf(c)
    .filter((x) => kinds.includes(x.kind))
    .sort(
      (a, b) => Number(isPending(b)) - Number(isPending(a)) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind),
    );
