// The settlement bench's brand (bench/settlement.ts): an agent tree, a month of settled bets with
// their daily rollups, every agent's in-force daily wage and monthly dividend, and funds in every
// agent's main wallet. Everything is set-based SQL (generate_series, INSERT … SELECT), one statement
// per tree level, per contract kind and level, for all bets and for all rollups; only the funding
// goes through the ledger, one DEPOSIT entry per agent, many at a time.
import { sql, type SQL } from 'drizzle-orm';
import type { TContractTerms } from '@openlobby/contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { termsToJson, toStoredTerms } from '../../apps/server/src/modules/agents/contract-terms.ts';
import { validateDownlineTerms } from '../../apps/server/src/modules/agents/settlement-caps.ts';
import type { Ledger } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { findBrandById } from '../../apps/server/src/modules/system/system.repo.ts';
import { brands } from '../../apps/server/src/modules/system/system.schema.ts';
import type { TBrand } from '../../apps/server/src/modules/system/system.service.ts';
import {
  DEMO_AUTH,
  DEMO_BRANDS,
  DEMO_FLAGS,
  DEMO_TREE,
  demoRegisterRules,
} from '../../apps/server/src/seed/demo-brands.ts';

/**
 * The generated brand: `topAgents` agents without an upline, each agent level fanning out by
 * `fanOut` down to `agentLevels`, then the rest of `members` as players (type 0) spread evenly
 * under the last agent level; `bets` settled bets over the `days` before the month starts.
 */
export type TShape = {
  topAgents: number;
  fanOut: number;
  agentLevels: number;
  members: number;
  bets: number;
  days: number;
};

/** 100,000 members in 6 levels: 10 → 50 → 250 → 1,250 → 6,250 agents, 92,190 players. */
export const FULL_SHAPE: TShape = {
  topAgents: 10,
  fanOut: 5,
  agentLevels: 5,
  members: 100_000,
  bets: 1_000_000,
  days: 30,
};
/** The same tree a tenth the size (one top agent): 781 agents, 9,219 players, 100,000 bets. */
export const QUICK_SHAPE: TShape = { ...FULL_SHAPE, topAgents: 1, members: 10_000, bets: 100_000 };

/** One level of the tree: its members have the contiguous ids first..last (a fresh database, one writer). */
export type TLevel = { level: number; type: 0 | 1; first: number; last: number; count: number };

/** When the generated contracts were signed and where their settlements start. */
export type TContractDates = { signedAt: Date; dailyFrom: Date; dividendFrom: Date };

type TTimings = { label: string; seconds: number }[];

const rows = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const iso = (d: Date) => d.toISOString();

/**
 * The bench's own brand, its row written as the demo seed writes the lobby's (same currency, CNY
 * with 2 decimals, and time zone, Asia/Shanghai), without the seed's members, content or catalogue:
 * the engine sees no contract but the generated ones, whatever the seed holds.
 */
export async function insertBrand(db: Db): Promise<TBrand> {
  const b = DEMO_BRANDS.find((x) => x.code === 'lobby')!;
  const [row] = await db
    .insert(brands)
    .values({
      code: 'settlebench',
      name: 'Settlement bench',
      currencyCode: b.currency.code,
      currencySymbol: b.currency.symbol,
      currencyDecimals: b.currency.decimals,
      timeZone: b.timeZone,
      defaultLanguage: b.defaultLanguage,
      languages: b.languages,
      theme: b.theme,
      flags: DEMO_FLAGS,
      authSettings: DEMO_AUTH,
      registerRules: { ...demoRegisterRules(b.countryCodes), defaultMethod: 'username' },
      whitelabelTree: DEMO_TREE,
      imageCdns: ['/assets'],
      launchGameCdns: ['/house'],
      esportsProviders: [],
      cockfightProviders: [],
      copyright: '© 2026 Settlement bench',
    })
    .returning({ id: brands.id });
  return (await findBrandById(db, row!.id))!;
}

/** Members per level: agent levels by the fan-out, then every remaining member as a player. */
export function levelSizes(shape: TShape): number[] {
  const agents = Array.from({ length: shape.agentLevels }, (_, i) => shape.topAgents * shape.fanOut ** i);
  const players = shape.members - agents.reduce((a, b) => a + b, 0);
  if (players <= 0) throw new Error('the shape has no room for players');
  return [...agents, players];
}

/**
 * Inserts the tree level by level, each level in one INSERT … SELECT whose row i hangs under the
 * previous level's member i mod its size, so the members trigger (migration 0027) fills agent_tree
 * from each upline's chain, which is already there.
 */
export async function insertTree(db: Db, brand: TBrand, shape: TShape, createdAt: Date): Promise<TLevel[]> {
  const levels: TLevel[] = [];
  for (const [i, count] of levelSizes(shape).entries()) {
    const level = i + 1;
    const type = level <= shape.agentLevels ? 1 : 0;
    const parent = levels.at(-1);
    const prefix = `settle${level}_`;
    const upline = parent
      ? sql`join (select id, (row_number() over (order by id) - 1)::int as rn from members
            where id between ${parent.first} and ${parent.last}) p on p.rn = g % ${parent.count}`
      : sql``;
    const [added] = await rows<{ first: number; last: number; n: number }>(
      db,
      sql`with added as (
        insert into members (brand_id, account, nickname, type, password_hash, upline_id, register_method, created_at)
        select ${brand.id}, ${prefix} || g, ${prefix} || g, ${type}, 'x', ${parent ? sql`p.id` : sql`null::integer`},
          'SEED', ${iso(createdAt)}::timestamptz
        from generate_series(0, ${count - 1}) g ${upline}
        returning id)
      select min(id)::int as first, max(id)::int as last, count(*)::int as n from added`,
    );
    if (!added || added.n !== count || added.last - added.first + 1 !== count)
      throw new Error(`level ${level}: expected ${count} members with contiguous ids`);
    levels.push({ level, type, first: added.first, last: added.last, count });
  }
  return levels;
}

/**
 * `shape.bets` settled bets in [from, to), each by a random member of the tree (agents bet too),
 * in one of four categories, staking 10.00–1,000.00 (log-uniform) and paying back 0–1.94 × the
 * stake (97 % on average). Seeded, so every run generates the same bets.
 */
export async function insertBets(
  db: Db,
  brand: TBrand,
  shape: TShape,
  levels: TLevel[],
  from: Date,
  to: Date,
) {
  const first = levels[0]!.first;
  const count = levels.at(-1)!.last - first + 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.16)`);
    await tx.execute(sql`
      insert into bets (brand_id, member_id, vendor_code, vendor_bet_id, category, game_code, stake_minor,
        valid_turnover_minor, payout_minor, status, result_version, placed_at, settled_at, settled_day, source)
      select ${brand.id}, x.member_id, 'BENCH', 'settle-' || x.g, x.category, 'bench-' || x.game, x.stake, x.stake,
        floor(x.stake * x.luck * 1.94)::bigint, 'SETTLED', 1, x.settled_at - make_interval(secs => x.wait),
        x.settled_at, (x.settled_at at time zone ${brand.timeZone})::date, 'PULL'
      from (
        select g, ${first} + floor(random() * ${count})::int as member_id,
          (array['LIVE', 'RNG', 'SPORTS', 'FISH'])[1 + floor(random() * 4)::int] as category,
          floor(random() * 50)::int as game, floor(1000 * exp(random() * ln(100)))::bigint as stake,
          random() as luck, 5 + random() * 300 as wait,
          ${iso(from)}::timestamptz + random() * (${iso(to)}::timestamptz - ${iso(from)}::timestamptz) as settled_at
        from generate_series(1, ${shape.bets}) g
      ) x`);
  });
}

/** The rollups the bets writers keep, computed once from the bets: one INSERT … SELECT … GROUP BY. */
export async function insertRollups(db: Db, brand: TBrand) {
  const [r] = await rows<{ n: number }>(
    db,
    sql`with added as (
      insert into bet_daily_rollups (brand_id, member_id, day, category, bet_count, stake_minor,
        valid_turnover_minor, payout_minor)
      select brand_id, member_id, settled_day, category, count(*), sum(stake_minor), sum(valid_turnover_minor),
        sum(payout_minor)
      from bets where brand_id = ${brand.id} and status = 'SETTLED' group by brand_id, member_id, settled_day, category
      returning 1)
    select count(*)::int as n from added`,
  );
  return r!.n;
}

/**
 * A daily wage of three tiers at a level: 1.00 / 1.20 / 1.40 % of the team's volume for the top
 * agents, 0.15 points less for each level down (so at or below the upline's rates, as offers must be).
 */
export function dailyWageTerms(level: number): TContractTerms {
  const base = 1 - 0.15 * (level - 1);
  const rate = (add: number) => Math.round((base + add) * 100) / 100;
  return {
    kind: 'DAILY_WAGE',
    tiers: [
      { betVolume: 0, activeMember: 1, rateType: 'P', rate: rate(0) },
      { betVolume: 50_000, activeMember: 5, rateType: 'P', rate: rate(0.2) },
      { betVolume: 500_000, activeMember: 20, rateType: 'P', rate: rate(0.4) },
    ],
  };
}

/** A monthly dividend of three tiers: 30 / 35 / 40 % of the net loss for top agents, 5 points less a level down. */
export function dividendTerms(level: number): TContractTerms {
  const base = 30 - 5 * (level - 1);
  return {
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: [
      { minimumBet: 0, netLoss: 0, activeMember: 1, contractRate: base },
      { minimumBet: 1_000_000, netLoss: 10_000, activeMember: 10, contractRate: base + 5 },
      { minimumBet: 10_000_000, netLoss: 100_000, activeMember: 50, contractRate: base + 10 },
    ],
  };
}

/**
 * Every agent's DAILY_WAGE (ALL) and monthly DIVIDEND (ALL), in force (V), signed at
 * `dates.signedAt`, stored as the contracts service stores terms (toStoredTerms, termsToJson). Each
 * level's terms are checked against its upline level's as an offer is (validateDownlineTerms).
 * Inserted kind by kind, level by level, so contract ids follow the tree downwards: the engine,
 * which settles in id order, pays an upline before the upline pays its downlines.
 */
export async function insertContracts(db: Db, brand: TBrand, levels: TLevel[], dates: TContractDates) {
  const agentLevels = levels.filter((l) => l.type === 1);
  const counts = { DAILY_WAGE: 0, DIVIDEND: 0 };
  for (const [kind, termsOf, from] of [
    ['DAILY_WAGE', dailyWageTerms, dates.dailyFrom],
    ['DIVIDEND', dividendTerms, dates.dividendFrom],
  ] as const) {
    for (const l of agentLevels) {
      const stored = toStoredTerms(termsOf(l.level), brand.currencyDecimals);
      const upline = l.level > 1 ? toStoredTerms(termsOf(l.level - 1), brand.currencyDecimals).rules : null;
      const violations = validateDownlineTerms(kind, upline as never, stored.rules as never);
      if (violations.length > 0)
        throw new Error(
          `level ${l.level} ${kind} terms break the caps: ${JSON.stringify(violations, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v))}`,
        );
      const [r] = await rows<{ n: number }>(
        db,
        sql`with added as (
          insert into agent_contracts (brand_id, agent_id, upline_id, kind, category, status, terms, offered_by,
            offered_at, signed_at, settled_from)
          select ${brand.id}, m.id, m.upline_id, ${kind}, 'ALL', 'V', ${JSON.stringify(termsToJson(stored))}::jsonb,
            case when m.upline_id is null then 'operator:bench' else 'member:' || m.upline_id end,
            ${iso(dates.signedAt)}::timestamptz, ${iso(dates.signedAt)}::timestamptz, ${iso(from)}::timestamptz
          from members m where m.id between ${l.first} and ${l.last} order by m.id
          returning 1)
        select count(*)::int as n from added`,
      );
      counts[kind] += r!.n;
    }
  }
  return counts;
}

/**
 * One DEPOSIT entry per agent through the ledger (`amountMinor` from the brand's cash in transit
 * into the agent's main wallet), `concurrency` at a time: the books stay balanced and ledger:verify
 * proves them.
 */
export async function fundAgents(
  ledger: Ledger,
  brand: TBrand,
  levels: TLevel[],
  amountMinor: bigint,
  concurrency = 16,
) {
  const currency = brand.currencyCode;
  const transit = await ledger.brandAccount(ledger.db, {
    brandId: brand.id,
    kind: 'CASH_IN_TRANSIT',
    currency,
  });
  const agents = levels
    .filter((l) => l.type === 1)
    .flatMap((l) => Array.from({ length: l.count }, (_, i) => l.first + i));
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < agents.length) {
        const memberId = agents[next++]!;
        const main = await ledger.memberAccount(ledger.db, {
          brandId: brand.id,
          memberId,
          kind: 'MAIN',
          currency,
        });
        await ledger.post({
          brandId: brand.id,
          kind: 'DEPOSIT',
          idempotencyKey: `bench-settle-fund-${memberId}`,
          payload: {},
          memberId,
          postings: [
            { accountId: main, amountMinor },
            { accountId: transit, amountMinor: -amountMinor },
          ],
        });
      }
    }),
  );
  return agents.length;
}

/** Runs `work`, adding its wall time to `timings`. */
async function timed<T>(timings: TTimings, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings.push({ label, seconds: (performance.now() - started) / 1000 });
  return result;
}

/**
 * Generates the whole brand: the tree (members created a day before signing), the bets in
 * [betsFrom, betsTo) and their rollups, the contracts, the funds, then ANALYZE (a live database's
 * statistics would be there). Answers the levels, the counts and each step's wall time.
 */
export async function generateSettlementData(
  db: Db,
  ledger: Ledger,
  brand: TBrand,
  shape: TShape,
  o: { betsFrom: Date; betsTo: Date; dates: TContractDates; fundMinor: bigint },
) {
  const timings: TTimings = [];
  const createdAt = new Date(o.dates.signedAt.getTime() - 86_400_000);
  const levels = await timed(timings, `members and agent_tree (members trigger)`, () =>
    insertTree(db, brand, shape, createdAt),
  );
  await timed(timings, 'bets', () => insertBets(db, brand, shape, levels, o.betsFrom, o.betsTo));
  const rollups = await timed(timings, 'bet_daily_rollups (one INSERT … SELECT … GROUP BY)', () =>
    insertRollups(db, brand),
  );
  const contracts = await timed(timings, 'contracts', () => insertContracts(db, brand, levels, o.dates));
  const funded = await timed(timings, 'funds (ledger.post, 16 at a time)', () =>
    fundAgents(ledger, brand, levels, o.fundMinor),
  );
  await timed(timings, 'analyze', () => db.execute(sql`analyze`));
  const [tree] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from agent_tree where brand_id = ${brand.id}`,
  );
  return { levels, rollups, contracts, funded, treeRows: tree!.n, timings };
}
