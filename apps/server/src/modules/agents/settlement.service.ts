import { sql } from 'drizzle-orm';
import { fromMinor, isAgentType, type TContractKind, type TSettlement } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { BetsService } from '../bets/bets.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { endedPeriods, periodContaining, type TPeriod } from './agent-periods.ts';
import { periodKindOf } from './contract-terms.ts';
import * as contractsRepo from './contracts.repo.ts';
import * as repo from './settlement.repo.ts';
import { dailyWage, dividend, hourlyWage, realTimeSalary, type TTierPay } from './settlement-rules.ts';

/**
 * How long after a period ends it is settled: a transfer vendor's bets of its last minutes reach
 * the bets table with the next pulls (every 30 s, reading 5 minutes back).
 */
export const SETTLE_DELAY_MS = { FIVE_MINUTES: 60_000, OTHER: 10 * 60_000 } as const;
/** How far back a contract that has ended is still looked at for periods it has not been paid. */
const ENDED_LOOKBACK_MS = 40 * 86_400_000;

/**
 * Periods paid per transaction: a run's commits and wallet locks are shared by this many, and a
 * batch holds its wallets for well under a second.
 */
const SETTLE_BATCH = 200;

type TOutcome = 'PAID' | 'NOTHING_DUE' | 'SHORTFALL' | 'ALREADY';
type TDue = { brand: TBrand; c: contractsRepo.TContractRow; p: TPeriod };
type TFigured = TDue & { f: repo.TTeamFigures & { pay: TTierPay } };
/** The first and last brand day of an item's period. */
const daysOf = ({ brand, p }: TDue) =>
  [dayIn(brand.timeZone, p.start), dayIn(brand.timeZone, new Date(p.end.getTime() - 1))] as const;

/**
 * The settlement engine (issue 16): pays every contract for every period that has ended since it
 * was last paid, in the brand's time zone. A contract pays from the first whole period after it
 * was signed and for every period that ended while it was in force. Each (contract, period) is one
 * `agent_settlements` row and one ledger entry keyed `agent:<contract>:<period>`, written in one
 * transaction, so a period is paid once whatever runs this, how often, on how many processes. A
 * top agent is paid from the brand's commission account; every other agent by its upline, from the
 * upline's main wallet: an upline without the funds pays what it has, the rest is a debt on the
 * settlement, and for a dividend (spec §9: unpaid at the period's end is a refusal) the upline is
 * frozen, with no withdrawals or transfers out until an operator lifts it.
 */
export function createSettlementService(d: {
  db: Db;
  ledger: Ledger;
  bets: Pick<BetsService, 'catchUp'>;
  events: MoneyEvents;
  brandById: (id: number) => Promise<TBrand>;
  now: () => Date;
}) {
  /** A team's day figures for every item that needs them: one query per brand, category and days. */
  async function dayFiguresOf(items: readonly TDue[]) {
    const groups = new Map<string, TDue[]>();
    for (const it of items) {
      if (it.c.terms.kind === 'REAL_TIME_SALARY') continue;
      const key = [it.brand.id, it.c.category, ...daysOf(it)].join('|');
      groups.set(key, [...(groups.get(key) ?? []), it]);
    }
    const figures = new Map<TDue, repo.TTeamFigures>();
    for (const group of groups.values()) {
      const [fromDay, toDay] = daysOf(group[0]!);
      const byAgent = await repo.teamDayFigures(d.db, {
        brandId: group[0]!.brand.id,
        agentIds: group.map((g) => g.c.agentId),
        category: group[0]!.c.category,
        fromDay,
        toDay,
      });
      for (const g of group) figures.set(g, byAgent.get(g.c.agentId)!);
    }
    return figures;
  }

  /** What each item's contract owes for its period, with the team figures it was worked from. */
  async function withFigures(items: readonly TDue[]): Promise<TFigured[]> {
    const dayFigures = await dayFiguresOf(items);
    const figured: TFigured[] = [];
    for (const it of items) {
      const { brand, c, p } = it;
      const day = dayFigures.get(it)!;
      switch (c.terms.kind) {
        case 'DAILY_WAGE':
          figured.push({ ...it, f: { ...day, pay: dailyWage(c.terms.rules, day) } });
          break;
        case 'DIVIDEND':
          figured.push({ ...it, f: { ...day, pay: dividend(c.terms.rules, day) } });
          break;
        case 'HOURLY_WAGE': {
          const tz = brand.timeZone;
          const byHour = await repo.teamHourFigures(d.db, brand.id, c.agentId, c.category, p.start, p.end);
          const hours: { betVolume: bigint; activeMembers: number }[] = [];
          for (
            let h = periodContaining('HOURLY', tz, p.start);
            h.start < p.end;
            h = periodContaining('HOURLY', tz, h.end)
          )
            hours.push(
              byHour.get(Math.floor((h.start.getTime() - p.start.getTime()) / 3_600_000)) ?? {
                betVolume: 0n,
                activeMembers: 0,
              },
            );
          const paid = hourlyWage(c.terms.rules, hours);
          const best = paid.hours.reduce<number | null>(
            (t, x) => (x.tier !== null && (t === null || x.tier > t) ? x.tier : t),
            null,
          );
          figured.push({ ...it, f: { ...day, pay: { tier: best, amount: paid.total } } });
          break;
        }
        case 'REAL_TIME_SALARY': {
          const bets = await repo.teamBetsSettledIn(d.db, brand.id, c.agentId, c.category, p.start, p.end);
          figured.push({
            ...it,
            f: {
              betVolume: bets.reduce((t, b) => t + b.stake, 0n),
              netLoss: bets.reduce((t, b) => t + b.stake - b.payout, 0n),
              activeMembers: new Set(bets.map((b) => b.memberId)).size,
              pay: { tier: null, amount: realTimeSalary(c.terms.rules, bets) },
            },
          });
          break;
        }
      }
    }
    return figured;
  }

  /** The payer's and payee's ledger accounts of every item, looked up before any transaction. */
  async function accountsOf(items: readonly TFigured[]) {
    const accounts = new Map<TFigured, { payer: number; payee: number; payerIsMember: boolean }>();
    const byBrand = new Map<TBrand, TFigured[]>();
    for (const it of items) byBrand.set(it.brand, [...(byBrand.get(it.brand) ?? []), it]);
    for (const [brand, group] of byBrand) {
      const members = await d.ledger.memberAccounts({
        brandId: brand.id,
        memberIds: group.flatMap((g) =>
          g.c.uplineId === null ? [g.c.agentId] : [g.c.agentId, g.c.uplineId],
        ),
        kind: 'MAIN',
        currency: brand.currencyCode,
      });
      const commission = await d.ledger.brandAccount(d.db, {
        brandId: brand.id,
        kind: 'COMMISSION',
        currency: brand.currencyCode,
      });
      for (const g of group)
        accounts.set(g, {
          payee: members.get(g.c.agentId)!,
          payer: g.c.uplineId === null ? commission : members.get(g.c.uplineId)!,
          payerIsMember: g.c.uplineId !== null,
        });
    }
    return accounts;
  }

  /**
   * Pays a batch of (contract, period) items in one transaction, each once; answers what happened
   * to each. Every member wallet of the batch is locked first, in one statement in id order (so
   * batches on other processes, and every other writer, queue behind it rather than deadlock).
   * Under those locks what is settled already is decisive and what each wallet holds is known, so
   * the batch works out every payment, posts them, and records every settlement in one statement.
   */
  async function settleBatch(items: readonly TFigured[]): Promise<TOutcome[]> {
    const accounts = await accountsOf(items);
    const wallets = [
      ...new Set([...accounts.values()].flatMap((a) => (a.payerIsMember ? [a.payee, a.payer] : [a.payee]))),
    ].sort((a, b) => a - b);
    const keyOf = (it: TFigured) => `${it.c.id}:${it.p.key}`;
    return d.ledger.retrying(() =>
      d.db.transaction(async (tx) => {
        const balances = await d.ledger.lockMemberAccounts(tx, wallets);
        const settled = await repo.findSettledKeys(
          tx,
          items.map((it) => ({ contractId: it.c.id, periodKey: it.p.key })),
        );
        const outcomes: TOutcome[] = [];
        const rows: (repo.TSettlementInsert & { entryId: number | null })[] = [];
        for (const it of items) {
          if (settled.has(keyOf(it))) {
            outcomes.push('ALREADY');
            continue;
          }
          const row = await pay(tx, it, accounts.get(it)!, balances);
          outcomes.push(row.status);
          rows.push(row);
        }
        const ids = await repo.insertSettlements(tx, rows);
        for (const row of rows)
          if (row.status === 'SHORTFALL' && row.kind === 'DIVIDEND' && row.uplineId !== null)
            await repo.insertFreeze(tx, {
              brandId: row.brandId,
              memberId: row.uplineId,
              settlementId: ids.get(`${row.contractId}:${row.periodKey}`)!,
              reason: `DIVIDEND_UNPAID:${row.periodKey}`,
              at: d.now(),
            });
        return outcomes;
      }),
    );
  }

  /**
   * Pays one contract's period inside its batch: what the contract owes, or what the locked upline
   * wallet holds when that is less (the rest is a debt); answers the settlement to record.
   */
  async function pay(
    tx: Tx,
    { brand, c, p, f }: TFigured,
    a: { payer: number; payee: number; payerIsMember: boolean },
    balances: Map<number, bigint>,
  ) {
    const owed = f.pay.amount;
    const held = a.payerIsMember ? (balances.get(a.payer) ?? 0n) : owed;
    const paid = held < owed ? held : owed;
    const debt = owed - paid;
    let entryId: number | null = null;
    if (paid > 0n) {
      const posted = await d.ledger.post(
        {
          brandId: brand.id,
          kind: 'AGENT_PAY',
          idempotencyKey: `agent:${c.id}:${p.key}`,
          payload: { contractId: c.id, period: p.key, amountMinor: paid.toString() },
          memberId: c.agentId,
          reference: `${c.kind}:${p.key}`,
          memo: { contractId: c.id, kind: c.kind, category: c.category, period: p.key, uplineId: c.uplineId },
          postings: [
            { accountId: a.payer, amountMinor: -paid },
            { accountId: a.payee, amountMinor: paid },
          ],
        },
        tx,
        // unsettled under the batch's locks and within what the payer holds: neither a replay
        // nor a refusal can happen, so no savepoint
        { bare: true },
      );
      for (const [account, balance] of posted.balances) balances.set(account, balance);
      entryId = posted.entryId;
    }
    const status: Exclude<TOutcome, 'ALREADY'> =
      owed === 0n ? 'NOTHING_DUE' : debt > 0n ? 'SHORTFALL' : 'PAID';
    return {
      brandId: brand.id,
      contractId: c.id,
      agentId: c.agentId,
      uplineId: c.uplineId,
      kind: c.kind,
      category: c.category,
      periodKey: p.key,
      periodStart: p.start,
      periodEnd: p.end,
      betVolumeMinor: f.betVolume,
      netLossMinor: f.netLoss,
      activeMembers: f.activeMembers,
      tier: f.pay.tier,
      amountMinor: owed,
      paidMinor: paid,
      debtMinor: debt,
      status,
      settledAt: d.now(),
      entryId,
    };
  }

  /** The periods a contract still has to be paid for, oldest first. */
  function duePeriods(brand: TBrand, c: contractsRepo.TContractRow, lastEnd: Date | undefined): TPeriod[] {
    const kind = periodKindOf(c.terms);
    const now =
      d.now().getTime() - (kind === 'FIVE_MINUTES' ? SETTLE_DELAY_MS.FIVE_MINUTES : SETTLE_DELAY_MS.OTHER);
    const until = Math.min(now, c.endedAt?.getTime() ?? Infinity);
    const from = lastEnd ?? c.settledFrom!;
    if (until <= from.getTime()) return [];
    return endedPeriods(kind, brand.timeZone, from, new Date(until)).filter((p) => p.start >= c.settledFrom!);
  }

  /** Every (brand, contract, period) still to be settled, contracts in id order, periods oldest first. */
  async function findDue(): Promise<TDue[]> {
    const since = new Date(d.now().getTime() - ENDED_LOOKBACK_MS).toISOString();
    const contracts = await contractsRepo.findContracts(
      d.db,
      sql`c.settled_from is not null and (c.status = 'V' or c.ended_at > ${since}::timestamptz)`,
    );
    const lastEnds = await repo.lastSettledEnds(
      d.db,
      contracts.map((c) => c.id),
    );
    const brands = new Map<number, TBrand>();
    const due: TDue[] = [];
    for (const c of contracts) {
      const brand = brands.get(c.brandId) ?? (await d.brandById(c.brandId));
      brands.set(c.brandId, brand);
      for (const p of duePeriods(brand, c, lastEnds.get(c.id))) due.push({ brand, c, p });
    }
    return due;
  }

  /**
   * Settles every period that has ended and is not settled, for every contract of every brand (a
   * server that was down catches up); answers how many periods it settled and how many paid.
   */
  async function settleDue(): Promise<{ settled: number; paid: number; shortfalls: number }> {
    await d.bets.catchUp();
    const tally = { settled: 0, paid: 0, shortfalls: 0 };
    const touched = new Set<string>();
    const due = await withFigures(await findDue());
    const outcomes: [TFigured, TOutcome][] = [];
    for (let i = 0; i < due.length; i += SETTLE_BATCH) {
      const batch = due.slice(i, i + SETTLE_BATCH);
      const settled = await settleBatch(batch);
      batch.forEach((it, k) => outcomes.push([it, settled[k]!]));
    }
    for (const [{ c }, outcome] of outcomes) {
      if (outcome === 'ALREADY') continue;
      tally.settled++;
      if (outcome !== 'NOTHING_DUE') {
        tally.paid++;
        touched.add(`${c.brandId}:${c.agentId}`);
        if (c.uplineId !== null) touched.add(`${c.brandId}:${c.uplineId}`);
      }
      if (outcome === 'SHORTFALL') tally.shortfalls++;
    }
    for (const key of touched) {
      const [brandId, memberId] = key.split(':').map(Number) as [number, number];
      d.events.publish({ brandId, memberId });
    }
    return tally;
  }

  /** What the next run would pay (at most `limit` periods), written nowhere: the back office's preview. */
  async function previewDue(brandId: number, limit = 200) {
    await d.bets.catchUp();
    const due = (await findDue()).filter((it) => it.c.brandId === brandId).slice(0, limit);
    const rows = [];
    for (const { brand, c, p, f } of await withFigures(due)) {
      rows.push({
        contractId: c.id,
        agent: c.agentAccount,
        upline: c.uplineAccount,
        kind: c.kind,
        category: c.category,
        periodKey: p.key,
        betVolume: fromMinor(f.betVolume, brand.currencyDecimals),
        netLoss: fromMinor(f.netLoss, brand.currencyDecimals),
        activeMembers: f.activeMembers,
        tier: f.pay.tier,
        amount: fromMinor(f.pay.amount, brand.currencyDecimals),
      });
    }
    return { items: rows };
  }

  /** Whether a member is frozen (withdrawals and transfers out refused). */
  const isFrozen = (brandId: number, memberId: number, tx?: Tx) =>
    repo.isFrozen(tx ?? d.db, brandId, memberId);

  /** What an agent received and paid for its contracts in a range of brand days, newest first. */
  async function findSettlements(
    brand: TBrand,
    member: { id: number; type: number },
    q: { kind?: TContractKind; from: string; to: string; page: number; pageSize: number },
  ): Promise<{ items: TSettlement[]; page: number; pageSize: number; total: number }> {
    if (!isAgentType(member.type)) throw new AppError('NOT_AN_AGENT', 'Only agents hold contracts.');
    const found = await repo.findSettlements(d.db, {
      brandId: brand.id,
      memberId: member.id,
      kind: q.kind,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
      page: q.page,
      pageSize: q.pageSize,
    });
    const dp = brand.currencyDecimals;
    const iso = (v: Date | string) => new Date(v).toISOString();
    return {
      items: found.items.map((r) => {
        const received = r.agentId === member.id;
        return {
          id: r.id,
          contractId: r.contractId,
          kind: r.kind as TContractKind,
          category: r.category as TSettlement['category'],
          direction: received ? 'received' : 'paid',
          counterparty: received ? r.uplineAccount : r.agentAccount,
          periodKey: r.periodKey,
          periodStart: iso(r.periodStart),
          periodEnd: iso(r.periodEnd),
          betVolume: fromMinor(BigInt(r.volume), dp),
          netLoss: fromMinor(BigInt(r.netLoss), dp),
          activeMembers: r.activeMembers,
          tier: r.tier,
          amount: fromMinor(BigInt(r.amount), dp),
          paid: fromMinor(BigInt(r.paid), dp),
          debt: fromMinor(BigInt(r.debt), dp),
          status: r.status,
          settledAt: iso(r.settledAt),
        };
      }),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
    };
  }

  return { settleDue, previewDue, isFrozen, findSettlements };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
