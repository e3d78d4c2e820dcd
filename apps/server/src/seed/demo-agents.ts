import { and, eq, sql } from 'drizzle-orm';
import { AGENT_TYPES, type TContractCategory, type TContractTerms } from '@openlobby/contracts';
import type { Db, Tx } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { createMoneyEvents } from '../lib/money-events.ts';
import { dayIn, nextDay, startOfDay } from '../lib/zoned-time.ts';
import { periodContaining, previousPeriod } from '../modules/agents/agent-periods.ts';
import { createContractsService, type TContractSelector } from '../modules/agents/contracts.service.ts';
import { createSettlementService } from '../modules/agents/settlement.service.ts';
import { createBetsService, type TVendorBet } from '../modules/bets/bets.service.ts';
import { members } from '../modules/identity/identity.schema.ts';
import { createLedger } from '../modules/ledger/ledger.service.ts';
import type { TBrand } from '../modules/system/system.service.ts';
import { brands } from '../modules/system/system.schema.ts';
import { createWalletService } from '../modules/wallet/wallet.service.ts';
import { DEMO_BRANDS } from './demo-brands.ts';
import { DEMO_CATALOGUE } from './demo-games.ts';

const AGENT = AGENT_TYPES[0]!;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The demo agent tree of every brand below agent1 (issue 16's demo data): two sub-agents, a
 * third-level agent under agent2a, and members under each. Their passwords are published (the
 * README's demo logins), like every demo login's.
 */
export const DEMO_AGENT_TREE = [
  { account: 'agent2a', upline: 'agent1', type: AGENT, password: 'Agent123' },
  { account: 'agent2b', upline: 'agent1', type: AGENT, password: 'Agent123' },
  { account: 'agent3a', upline: 'agent2a', type: AGENT, password: 'Agent123' },
  { account: 'member1a', upline: 'agent1', type: 0, password: 'Player123' },
  { account: 'member1b', upline: 'agent1', type: 0, password: 'Player123' },
  { account: 'member2a1', upline: 'agent2a', type: 0, password: 'Player123' },
  { account: 'member2a2', upline: 'agent2a', type: 0, password: 'Player123' },
  { account: 'member2b1', upline: 'agent2b', type: 0, password: 'Player123' },
  { account: 'member2b2', upline: 'agent2b', type: 0, password: 'Player123' },
  { account: 'member2b3', upline: 'agent2b', type: 0, password: 'Player123' },
  { account: 'member3a1', upline: 'agent3a', type: 0, password: 'Player123' },
  { account: 'member3a2', upline: 'agent3a', type: 0, password: 'Player123' },
] as const;

/**
 * When each member joined, as a share of the time from the day before the contracts to yesterday:
 * every agent has a member from the start, and a few join during the week (new members).
 */
const JOINED: Record<string, number> = {
  member1a: 0,
  member2a1: 0.04,
  member2b1: 0.08,
  member3a1: 0.12,
  member1b: 0.2,
  member2b2: 0.3,
  member2a2: 0.5,
  member3a2: 0.7,
  member2b3: 0.9,
};

/** Members who win more than they stake, so the team's pages show winners beside the house's take. */
const LUCKY = new Set<string>(['member1b', 'member2b1']);

/** The transfer-wallet simulator vendors whose real games the demo bets are on (slots, live tables). */
export const DEMO_BET_VENDORS = ['NOVA', 'ROYAL'] as const;

/** Each agent's rates; every one is at or below its upline's, so every contract can be signed. */
type TRates = { daily: number[]; dividend: number[]; hourly: number[]; salary: [number, number] };
const RATES: Record<'agent1' | 'agent2a' | 'agent2b' | 'agent3a', TRates> = {
  agent1: { daily: [0.5, 0.8, 1], dividend: [20, 30, 40], hourly: [0.3, 0.5], salary: [0.3, 0.6] },
  agent2a: { daily: [0.4, 0.6, 0.8], dividend: [15, 25, 35], hourly: [0.2, 0.4], salary: [0.2, 0.4] },
  agent2b: { daily: [0.45, 0.7, 0.9], dividend: [15, 25, 30], hourly: [0.25, 0.45], salary: [0.25, 0.5] },
  agent3a: { daily: [0.3, 0.45, 0.6], dividend: [10, 20, 25], hourly: [0.15, 0.3], salary: [0.1, 0.3] },
};
/**
 * agent1's new daily-wage offer that agent2a has still to sign: its best rate is below agent3a's,
 * so the agreement shows downlineHigherRate Y (signing it ends agent3a's daily wage). It waits for
 * agent2a, not agent1, so agent1 (the journeys' agent) logs in without the agreement popping up.
 */
export const DEMO_PENDING_DAILY_RATES = [0.3, 0.4, 0.5];

/** Tier thresholds in major units, one per rate. */
const dailyWage = (rates: number[]): TContractTerms => ({
  kind: 'DAILY_WAGE',
  tiers: rates.map((rate, i) => ({
    betVolume: [500, 3_000, 6_000][i]!,
    activeMember: [1, 3, 5][i]!,
    rateType: 'P',
    rate,
  })),
});
const dividend = (rates: number[]): TContractTerms => ({
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: rates.map((contractRate, i) => ({
    minimumBet: [2_000, 15_000, 30_000][i]!,
    netLoss: [200, 2_000, 5_000][i]!,
    activeMember: [1, 4, 6][i]!,
    contractRate,
  })),
});
const hourlyWage = (rates: number[]): TContractTerms => ({
  kind: 'HOURLY_WAGE',
  tiers: rates.map((rate, i) => ({
    minimumBet: [50, 300][i]!,
    activeMember: [1, 2][i]!,
    rateType: 'P',
    rate,
  })),
});
const salary = ([winRate, lossRate]: [number, number]): TContractTerms => ({
  kind: 'REAL_TIME_SALARY',
  terms: { winRate, lossRate, singleBetAmount: 20 },
});
const contractsOf = (r: TRates): { category: TContractCategory; terms: TContractTerms }[] => [
  { category: 'ALL', terms: dailyWage(r.daily) },
  { category: 'ALL', terms: dividend(r.dividend) },
  { category: 'RNG', terms: hourlyWage(r.hourly) },
  { category: 'ALL', terms: salary(r.salary) },
];

/** What the demo agent seed wrote. */
export type TDemoAgentsSummary = { brands: string[]; accounts: number; contracts: number; bets: number };

/**
 * Seeds the demo agent tree of every demo brand under its agent1 (see DEMO_AGENT_TREE), signs each
 * agent's four contract kinds (agent1's from the brand, the others' from their upline), books the
 * days of settled bets since then, and leaves agent1 one daily-wage offer to sign. The contracts
 * are signed at the start of the last whole week or 8 days before `now`, whichever is earlier, so
 * a settlement catch-up (catchUpDemoSettlements) pays every wage day and a whole dividend week
 * (the real-time salary's from a day back).
 * Bets are booked before any contract is signed: a settlement run in between never sees a period
 * without its bets. A brand whose agent2a exists is left alone, so a second call writes nothing.
 * Not part of seedDemo: the API tests' databases are seeded without it.
 */
export async function seedDemoAgents(db: Db, opts: { now: Date }): Promise<TDemoAgentsSummary> {
  const summary: TDemoAgentsSummary = { brands: [], accounts: 0, contracts: 0, bets: 0 };
  for (const demo of DEMO_BRANDS) {
    const [brand] = await db.select().from(brands).where(eq(brands.code, demo.code));
    if (!brand) continue;
    const [top] = await findAccounts(db, brand.id, ['agent1']);
    if (!top) continue;
    if ((await findAccounts(db, brand.id, ['agent2a'])).length > 0) continue;
    const signedAt = signingTime(brand, opts.now);
    const tree = await seedTree(db, brand, top, signedAt, opts.now);
    summary.bets += await seedBets(db, brand, tree, signedAt, opts.now);
    await fundTopAgent(db, brand, top.id, opts.now);
    summary.contracts += await seedContracts(db, brand, tree, signedAt, opts.now);
    summary.accounts += DEMO_AGENT_TREE.length;
    summary.brands.push(brand.code);
  }
  return summary;
}

/**
 * One settlement catch-up over every brand at `now` (what the agent-settlement job does each
 * minute), so the demo's wages and dividends are in the ledger before the first page load.
 */
export async function catchUpDemoSettlements(db: Db, opts: { now: Date }) {
  const now = () => opts.now;
  return createSettlementService({
    db,
    ledger: createLedger({ db, now }),
    bets: createBetsService({ db, now }),
    events: createMoneyEvents(),
    brandById: async (id) => {
      const [brand] = await db.select().from(brands).where(eq(brands.id, id));
      if (!brand) throw new Error(`no brand ${id}`);
      return brand;
    },
    now,
  }).settleDue();
}

type TAccount = { id: number; account: string; type: number; createdAt: Date };
type TTree = Map<string, TAccount & { upline: string | null }>;

const findAccounts = (db: Db, brandId: number, accounts: string[]) =>
  db
    .select({ id: members.id, account: members.account, type: members.type, createdAt: members.createdAt })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`lower(${members.account}) in (${sql.join(
          accounts.map((a) => sql`${a}`),
          sql`, `,
        )})`,
      ),
    );

/** The start of the last whole week (brand time) or 8 days back, whichever is earlier. */
function signingTime(brand: TBrand, now: Date): Date {
  // an hour back: a week that ended minutes ago is not due yet (the settlement waits 10 minutes)
  const week = previousPeriod(
    periodContaining('WEEKLY', brand.timeZone, new Date(now.getTime() - HOUR_MS)),
    brand.timeZone,
  );
  return new Date(Math.min(week.start.getTime(), now.getTime() - 8 * DAY_MS));
}

/**
 * The accounts, level by level (the closure table's trigger needs the upline first): the agents
 * just before their contracts are signed, the members joining from the day before to yesterday.
 */
async function seedTree(db: Db, brand: TBrand, top: TAccount, signedAt: Date, now: Date): Promise<TTree> {
  const tree: TTree = new Map([[top.account.toLowerCase(), { ...top, upline: null }]]);
  const hashes = new Map(
    await Promise.all(
      [...new Set(DEMO_AGENT_TREE.map((a) => a.password))].map(
        async (p) => [p, await hashPassword(p)] as const,
      ),
    ),
  );
  const agentRows: string[] = DEMO_AGENT_TREE.filter((a) => a.type !== 0).map((a) => a.account);
  const from = signedAt.getTime() - DAY_MS;
  const span = now.getTime() - DAY_MS - from;
  const createdAtOf = (account: string, type: number) => {
    // agent2a, agent2b, agent3a: three, two and one hours before their contracts
    if (type !== 0) return new Date(signedAt.getTime() - (3 - agentRows.indexOf(account)) * HOUR_MS);
    return new Date(from + Math.floor(span * JOINED[account]!));
  };
  await db.transaction(async (tx) => {
    for (const level of ['agent1', 'agent2a', 'agent2b', 'agent3a']) {
      const rows = DEMO_AGENT_TREE.filter((a) => a.upline === level);
      if (rows.length === 0) continue;
      const inserted = await tx
        .insert(members)
        .values(
          rows.map((a) => ({
            brandId: brand.id,
            account: a.account,
            nickname: a.account.replace(/^(agent|member)/, (w) => (w === 'agent' ? 'Agent ' : 'Member ')),
            type: a.type,
            passwordHash: hashes.get(a.password)!,
            email: `${a.account}@${brand.code}.openlobby.example`,
            uplineId: tree.get(level)!.id,
            affiliateCode:
              a.type === 0 ? null : `${brand.code.toUpperCase()}${a.account.slice(5).toUpperCase()}`,
            registerMethod: 'SEED',
            createdAt: createdAtOf(a.account, a.type),
            passwordChangedAt: createdAtOf(a.account, a.type),
          })),
        )
        .returning({
          id: members.id,
          account: members.account,
          type: members.type,
          createdAt: members.createdAt,
        });
      for (const m of inserted) tree.set(m.account, { ...m, upline: level });
    }
  });
  return tree;
}

/** A small deterministic generator (mulberry32), seeded by a text: the same demo on every start. */
function randomOf(seed: string) {
  let h = 2_166_136_261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type TPlannedBet = { vendorCode: string; bet: TVendorBet; account: string; group: string };

/**
 * Settled bets of every day since the contracts were signed: members 2–6 a day, agents now and
 * then, stakes of 10–500 in the brand's currency on the simulator's slots and live tables, from
 * 08:00 to midnight. The house keeps about a fifth; two members are lucky and win overall. Each
 * week, the house keeps at least a tenth of the stakes of every agent's direct accounts, so every
 * team's net loss of every dividend week reaches its first tier (its dividend is due) whoever won.
 */
function planDemoBets(
  brand: Pick<TBrand, 'code' | 'timeZone' | 'currencyDecimals'>,
  bettors: { id: number; account: string; type: number; createdAt: Date; upline: string | null }[],
  signedAt: Date,
  now: Date,
): TPlannedBet[] {
  const random = randomOf(`demo-agents:${brand.code}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const unit = 10n ** BigInt(brand.currencyDecimals);
  const vendors = DEMO_BET_VENDORS.map((code) => DEMO_CATALOGUE.find((v) => v.code === code)!);
  const planned: TPlannedBet[] = [];
  const last = now.getTime() - 15 * MINUTE_MS;
  for (let day = dayIn(brand.timeZone, signedAt); day <= dayIn(brand.timeZone, now); day = nextDay(day)) {
    const dayStart = startOfDay(brand.timeZone, day).getTime();
    const today: TPlannedBet[] = [];
    for (const b of bettors) {
      const count = b.type === 0 ? 2 + Math.floor(random() * 5) : random() < 0.4 ? 1 : 0;
      for (let k = 0; k < count; k++) {
        // every draw is taken whether or not the bet is kept, so one bet's fate never shifts another's
        const at = dayStart + (8 + Math.floor(random() * 16)) * HOUR_MS + Math.floor(random() * HOUR_MS);
        const vendor = random() < 0.6 ? vendors[0]! : vendors[1]!;
        const game = pick(vendor.games).code;
        const r = random();
        const stake = BigInt(Math.max(10, Math.round((10 + 490 * r * r) / 10) * 10)) * unit;
        const slot = vendor.category === 'RNG';
        const wins = random() < (LUCKY.has(b.account) ? 0.7 : slot ? 0.38 : 0.45);
        const multiplier = slot ? 1.2 + 1.6 * random() : game === 'royal-baccarat' ? 1.95 : 2;
        if (at < signedAt.getTime() || at > last || at < b.createdAt.getTime() + 10 * MINUTE_MS) continue;
        const settledAt = new Date(at);
        today.push({
          vendorCode: vendor.code,
          account: b.account,
          group: b.upline ?? '',
          bet: {
            betId: '',
            player: `${brand.code}_${b.id}`,
            gameId: game,
            stakeMinor: stake,
            payoutMinor: wins ? BigInt(Math.round(Number(stake) * multiplier)) : 0n,
            placedAt: new Date(at - (slot ? 5_000 : 45_000)),
            settledAt,
          },
        });
      }
    }
    planned.push(...today.sort((a, b) => a.bet.settledAt.getTime() - b.bet.settledAt.getTime()));
  }
  // the house keeps a tenth of every group's week at least: the unlucky's biggest wins go first
  const weekOf = (p: TPlannedBet) =>
    `${p.group}|${periodContaining('WEEKLY', brand.timeZone, p.bet.settledAt).key}`;
  for (const key of new Set(planned.map(weekOf))) {
    const bets = planned.filter((p) => weekOf(p) === key);
    const net = () => bets.reduce((t, p) => t + p.bet.stakeMinor - p.bet.payoutMinor, 0n);
    const floor = bets.reduce((t, p) => t + p.bet.stakeMinor, 0n) / 10n;
    while (net() < floor) {
      const wins = bets
        .filter((p) => p.bet.payoutMinor > 0n)
        .sort(
          (a, b) =>
            Number(LUCKY.has(a.account)) - Number(LUCKY.has(b.account)) ||
            Number(b.bet.payoutMinor - a.bet.payoutMinor),
        );
      if (wins.length === 0) break;
      wins[0]!.bet.payoutMinor = 0n;
    }
  }
  planned.forEach((p, n) => (p.bet.betId = `demo-${brand.code}-${n + 1}`));
  return planned;
}

/** Books the planned bets as the transfer vendors' pull does, a page at a time. */
async function seedBets(db: Db, brand: TBrand, tree: TTree, signedAt: Date, now: Date) {
  const planned = planDemoBets(brand, [...tree.values()], signedAt, now);
  const bets = createBetsService({ db, now: () => now });
  let booked = 0;
  for (const vendorCode of DEMO_BET_VENDORS) {
    const vendor = DEMO_CATALOGUE.find((v) => v.code === vendorCode)!;
    const categories = new Map<string, string>(vendor.games.map((g) => [g.code, vendor.category]));
    const mine = planned.filter((p) => p.vendorCode === vendorCode).map((p) => p.bet);
    for (let i = 0; i < mine.length; i += 500)
      booked += await bets.bookVendorBets(brand, vendorCode, mine.slice(i, i + 500), categories);
  }
  return booked;
}

/**
 * agent1 pays its sub-agents from its own wallet: the brand pays it first (its contracts have the
 * lower ids, so settle first), and a float it starts with keeps it clear of a dividend freeze.
 */
async function fundTopAgent(db: Db, brand: TBrand, agentId: number, now: Date) {
  const ledger = createLedger({ db, now: () => now });
  const wallet = createWalletService({ ledger });
  await db.transaction(async (tx) => {
    const main = await ledger.memberAccount(tx, {
      brandId: brand.id,
      memberId: agentId,
      kind: 'MAIN',
      currency: brand.currencyCode,
    });
    if ((await ledger.balanceOf(main, tx)) > 0n) return;
    await wallet.adjust(tx, {
      brand,
      memberId: agentId,
      direction: 'credit',
      amount: 2_000,
      reason: 'Demo float: pays the demo team before the brand pays agent1',
      operator: 'demo-seed',
      key: 'demo-agents-float',
    });
  });
}

/**
 * The four contract kinds of every agent, offered and signed at `signedAt` (the service's clock;
 * the real-time salary a day before `now`: its catch-up settles 288 slots a day per contract):
 * agent1's by the brand, then each level's by its upline. Then agent1's pending offer to agent2a.
 */
async function seedContracts(db: Db, brand: TBrand, tree: TTree, signedAt: Date, now: Date) {
  const back = createContractsService({ db, now: () => signedAt });
  // a real-time salary settles every five minutes: a day back keeps the first catch-up short
  const salaryFrom = new Date(Math.max(signedAt.getTime(), now.getTime() - DAY_MS));
  const salaries = createContractsService({ db, now: () => salaryFrom });
  const agentOf = (account: string) => {
    const a = tree.get(account)!;
    return { id: a.id, type: a.type };
  };
  const selectorOf = (c: { id: number; kind: TContractSelector['kind']; category: string }) =>
    (c.kind === 'DIVIDEND'
      ? { kind: 'DIVIDEND', category: c.category }
      : { kind: c.kind, id: c.id }) as TContractSelector;
  let signed = 0;
  for (const account of ['agent1', 'agent2a', 'agent2b', 'agent3a'] as const) {
    const agent = agentOf(account);
    const upline = tree.get(account)!.upline;
    for (const o of contractsOf(RATES[account])) {
      const service = o.terms.kind === 'REAL_TIME_SALARY' ? salaries : back;
      const offered =
        upline === null
          ? await db.transaction((tx: Tx) => service.offerAsBrand(tx, brand, agent.id, o, 'demo-seed'))
          : await service.offer(brand, agentOf(upline), { downlineId: agent.id, ...o });
      await service.process(brand, agent, selectorOf(offered), 'A');
      signed++;
    }
  }
  const later = createContractsService({ db, now: () => new Date(now.getTime() - HOUR_MS) });
  await later.offer(brand, agentOf('agent1'), {
    downlineId: agentOf('agent2a').id,
    category: 'ALL',
    terms: dailyWage(DEMO_PENDING_DAILY_RATES),
  });
  return signed + 1;
}
