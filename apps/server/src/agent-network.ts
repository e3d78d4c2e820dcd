import type { Db } from './db/client.ts';
import type { TJob } from './jobs/scheduler.ts';
import type { MoneyEvents } from './lib/money-events.ts';
import { createAgentsAdmin } from './modules/agents/agents-admin.service.ts';
import { createAgentsService } from './modules/agents/agents.service.ts';
import { createApplicationsService } from './modules/agents/applications.service.ts';
import { createContractsService } from './modules/agents/contracts.service.ts';
import { createSettlementService } from './modules/agents/settlement.service.ts';
import { isFrozen } from './modules/agents/settlement.repo.ts';
import { createBetsService, type TBetHistorySource } from './modules/bets/bets.service.ts';
import type { Ledger } from './modules/ledger/ledger.service.ts';
import { newAffiliateCode } from './modules/identity/registration.service.ts';
import type { TBrand } from './modules/system/system.service.ts';

/**
 * The bets spine and the agent network wired together (issue 16): the bets service, the agents'
 * contracts, settlement, applications and reads, the freeze check that withdrawals and transfers
 * ask, and the jobs that keep them going. app.ts registers their routes.
 */
export function createAgentNetwork(d: {
  db: Db;
  ledger: Ledger;
  events: MoneyEvents;
  clock: () => Date;
  brandById: (id: number) => Promise<TBrand>;
  listBrands: () => Promise<TBrand[]>;
  /** A brand's vendors (games module): its transfer-wallet vendors at the simulator publish bet history. */
  findVendors: (brand: TBrand) => Promise<{ vassalage: string; walletModel: string; integration: string }[]>;
  betHistory?: TBetHistorySource;
  /** How often the settlement job looks for ended periods; a minute in production. */
  settleEveryMs?: number;
}) {
  const { db, clock } = d;
  const bets = createBetsService({ db, now: clock, betHistory: d.betHistory });
  const settlement = createSettlementService({
    db,
    ledger: d.ledger,
    bets,
    events: d.events,
    brandById: d.brandById,
    now: clock,
  });

  const pullBets = async () => {
    let booked = 0;
    for (const brand of await d.listBrands()) {
      for (const v of await d.findVendors(brand)) {
        if (v.walletModel === 'TRANSFER' && v.integration === 'SIMULATOR')
          booked += await bets.pullVendorBets(brand, v.vassalage);
      }
    }
    return booked || undefined;
  };

  /** Every process runs them; each period, record and bet is applied once whoever runs it. */
  const jobs: TJob[] = [
    // Pays agents' contracts for every period that has ended (each period once, any process).
    {
      name: 'agent-settlement',
      everyMs: d.settleEveryMs ?? 60_000,
      run: async () => (await settlement.settleDue()).settled || undefined,
    },
    // Books committed seamless rounds as bets (readers also catch it up before they read).
    { name: 'bets-seamless', everyMs: 2_000, run: async () => (await bets.catchUp()) || undefined },
    // Pulls the transfer-wallet vendors' bet history.
    ...(d.betHistory ? [{ name: 'bets-pull', everyMs: 30_000, run: pullBets }] : []),
  ];

  return {
    bets,
    settlement,
    contracts: createContractsService({ db, now: clock }),
    applications: createApplicationsService({ db, now: clock, newAffiliateCode }),
    agents: createAgentsService({ db, bets }),
    agentsAdmin: createAgentsAdmin({ db, now: clock }),
    /** Agents frozen for an unpaid dividend: no withdrawals, no transfers out. */
    isFrozen: (brandId: number, memberId: number) => isFrozen(db, brandId, memberId),
    jobs,
  };
}
