import {
  fromMinor,
  isAgentType,
  type TTeamOverview,
  type TTeamOverviewQuery,
  type TTeamPage,
} from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { BetsService } from '../bets/bets.service.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './agents.repo.ts';

/**
 * The agent network (issue 16): an agent's team over the closure table and the bets spine's daily
 * rollups. Reports catch the bets consumer up first, so a round just played is counted.
 */
export function createAgentsService(d: { db: Db; bets: Pick<BetsService, 'catchUp'> }) {
  /** Agents only (types 1, 2, 41, 42; a trial account is never one). */
  function requireAgent(member: { type: number }) {
    if (!isAgentType(member.type)) throw new AppError('NOT_AN_AGENT', 'Only agents have a team.');
  }

  async function getTeamOverview(
    brand: TBrand,
    agent: { id: number; type: number },
    q: TTeamOverviewQuery,
  ): Promise<TTeamOverview> {
    requireAgent(agent);
    await d.bets.catchUp();
    const f = await repo.findTeamFigures(d.db, agent.id, {
      fromDay: q.from,
      toDay: q.to,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
    });
    const dp = brand.currencyDecimals;
    const stake = BigInt(f.stakeMinor);
    const payout = BigInt(f.payoutMinor);
    return {
      currency: brand.currencyCode,
      teamSize: f.teamSize,
      directMembers: f.directMembers,
      newMembers: f.newMembers,
      activeMembers: f.activeMembers,
      deposits: fromMinor(BigInt(f.depositsMinor), dp),
      betCount: f.betCount,
      bets: fromMinor(stake, dp),
      validTurnover: fromMinor(BigInt(f.validTurnoverMinor), dp),
      payouts: fromMinor(payout, dp),
      netLoss: fromMinor(stake - payout, dp),
    };
  }

  /**
   * A level of the agent's team (its direct downlines, or a team agent's for a drill-down), each
   * member with its team size and the settled figures of itself and its team over the days.
   */
  async function getTeamLevel(
    brand: TBrand,
    agent: { id: number; type: number },
    q: { parentId?: number; from: string; to: string; page: number; pageSize: number },
  ): Promise<TTeamPage> {
    requireAgent(agent);
    const parentId = q.parentId ?? agent.id;
    if (!(await repo.isInTeam(d.db, agent.id, parentId)))
      throw new AppError('NOT_FOUND', 'Not in your team.');
    await d.bets.catchUp();
    const found = await repo.findTeamLevel(d.db, {
      brandId: brand.id,
      parentId,
      fromDay: q.from,
      toDay: q.to,
      page: q.page,
      pageSize: q.pageSize,
    });
    const dp = brand.currencyDecimals;
    return {
      parent: found.parent,
      items: found.items.map((m) => {
        const stake = BigInt(m.stakeMinor);
        const payout = BigInt(m.payoutMinor);
        return {
          id: m.id,
          account: m.account,
          isAgent: isAgentType(m.type),
          registeredAt: new Date(m.registeredAt).toISOString(),
          teamSize: m.teamSize,
          bets: fromMinor(stake, dp),
          payouts: fromMinor(payout, dp),
          netLoss: fromMinor(stake - payout, dp),
        };
      }),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
    };
  }

  const rangeOf = (brand: TBrand, q: { from: string; to: string }) => ({
    from: startOfDay(brand.timeZone, q.from),
    to: startOfDay(brand.timeZone, nextDay(q.to)),
  });

  type TTeamRangeQuery = { memberId?: number; from: string; to: string; page: number; pageSize: number };

  /** Team betting: the team's bets (or one member's), newest first, with the range's totals. */
  async function findTeamBets(brand: TBrand, agent: { id: number; type: number }, q: TTeamRangeQuery) {
    requireAgent(agent);
    await d.bets.catchUp();
    const found = await repo.findTeamBets(d.db, { agentId: agent.id, ...q, ...rangeOf(brand, q) });
    const dp = brand.currencyDecimals;
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    return {
      items: found.items.map((b) => {
        const status = b.status === 'VOID' ? ('ROLLED_BACK' as const) : b.status;
        const stake = BigInt(b.stake);
        const payout = BigInt(b.payout);
        return {
          id: b.id,
          account: b.account,
          vendorCode: b.vendorCode,
          category: b.category,
          game: b.gameCode,
          placedAt: iso(b.placedAt)!,
          settledAt: iso(b.settledAt),
          betAmount: fromMinor(stake, dp),
          winAmount: fromMinor(payout, dp),
          profit: status === 'SETTLED' ? fromMinor(payout - stake, dp) : 0,
          status,
        };
      }),
      page: q.page,
      pageSize: q.pageSize,
      total: found.totals.n,
      totals: {
        betAmount: fromMinor(BigInt(found.totals.stake), dp),
        winAmount: fromMinor(BigInt(found.totals.payout), dp),
        profit: fromMinor(BigInt(found.totals.profit), dp),
      },
    };
  }

  /** Downline transaction details: the team's deposits, withdrawals, transfers and pay. */
  async function findTeamTransactions(
    brand: TBrand,
    agent: { id: number; type: number },
    q: TTeamRangeQuery,
  ) {
    requireAgent(agent);
    const found = await repo.findTeamTransactions(d.db, { agentId: agent.id, ...q, ...rangeOf(brand, q) });
    return {
      items: found.items.map((e) => ({
        id: e.id,
        account: e.account,
        at: new Date(e.at).toISOString(),
        kind: e.kind,
        amount: fromMinor(BigInt(e.amount), brand.currencyDecimals),
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
    };
  }

  return { getTeamOverview, getTeamLevel, findTeamBets, findTeamTransactions };
}
export type AgentsService = ReturnType<typeof createAgentsService>;
