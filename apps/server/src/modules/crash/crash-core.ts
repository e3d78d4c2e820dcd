import { fromMinor } from '@openlobby/contracts';
import { CRASH_MAX_TARGET, settleCrashBet } from '@openlobby/house-games/crash';
import type { Db, Tx } from '../../db/client.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { lockFunBalance, setFunBalance } from '../house/game-sessions.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { SeamlessWallet, TSeamlessCall } from '../wallet/seamless.service.ts';
import { newCrashChain } from './crash-chain.ts';
import type { CrashEvents } from './crash-events.ts';
import { multiplierOf } from './crash-views.ts';
import * as repo from './crash.repo.ts';

export type TCrashDeps = {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  crashEvents: CrashEvents;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  gameName: (brand: TBrand, nodeId: number, language: string) => Promise<string>;
  accountOf: (brandId: number, memberId: number) => Promise<string | null>;
  now: () => Date;
  /** Games in a new chain (tests build short ones); CRASH_CHAIN_LENGTH otherwise. */
  chainLength?: number;
};

/** The masked name others see: two first letters, the last one (free play: Guest). */
export function maskedName(account: string | null): string {
  if (!account) return 'Guest';
  if (account.length <= 3) return `${account[0]}**`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** A settled bet, ready to tell: its player and what it paid. */
export type TSettledBet = {
  bet: repo.TCrashBetRow;
  cashedOutAt: number | null;
  returnedMinor: bigint;
  balanceMinor: bigint;
};

/**
 * The pieces the leader and the player's calls share: a game's chain (built once, the first time
 * the game is played, and kept: a chain never changes), the settlement of bets and its news.
 */
export function createCrashCore(d: TCrashDeps) {
  const chains = new Map<number, Promise<repo.TCrashChainRow>>();

  /** The game's chain; built and stored the first time (a million hashes, about a second). */
  function chainOf(gameId: number): Promise<repo.TCrashChainRow> {
    let chain = chains.get(gameId);
    if (!chain) {
      chain = (async () =>
        (await repo.findChain(d.db, gameId)) ??
        repo.insertChain(d.db, { gameId, ...(await newCrashChain(d.chainLength)) }))();
      chains.set(gameId, chain);
      chain.catch(() => chains.delete(gameId));
    }
    return chain;
  }

  const accounts = new Map<number, Promise<string | null>>();
  const accountOf = (brandId: number, memberId: number) => {
    let account = accounts.get(memberId);
    if (!account) {
      if (accounts.size >= 10_000) accounts.clear();
      accounts.set(memberId, (account = d.accountOf(brandId, memberId)));
      account.catch(() => accounts.delete(memberId));
    }
    return account;
  };

  /**
   * Settles locked, open bets of a round in the caller's transaction: each cashes out at the lower
   * of its auto target and `manual` (when given), or is lost, by the engine against the round's
   * crash point. Members are credited through the seamless wallet (a zero closes a lost bet, so
   * the bets spine's round is settled); free play's demo balance is moved instead.
   */
  async function settle(
    tx: Tx,
    game: Pick<repo.TCrashGameRow, 'gameCode'>,
    round: repo.TCrashRoundRow,
    items: { bet: repo.TCrashBetRow; manual?: number }[],
  ): Promise<TSettledBet[]> {
    if (items.length === 0) return [];
    const brand = await d.brandById(round.brandId, tx);
    const settled = items.map(({ bet, manual }) => {
      const s = settleCrashBet(
        {
          stakeMinor: Number(bet.stakeMinor),
          autoCashOutHundredths: bet.autoCashOut ?? CRASH_MAX_TARGET,
          ...(manual !== undefined && { manualCashOutHundredths: manual }),
        },
        round.crashPoint,
      );
      return { bet, cashedOutAt: s.cashedOutAt || null, returnedMinor: BigInt(s.winMinor) };
    });
    const paid = settled.filter((s) => s.bet.memberId !== null);
    const credits: TSeamlessCall[] = paid.map((s) => ({
      brand,
      vendorCode: s.bet.vendorCode,
      memberId: s.bet.memberId!,
      roundId: round.id,
      gameCode: game.gameCode,
      nodeId: s.bet.nodeId,
      txId: `${s.bet.id}:win`,
      amountMinor: s.returnedMinor,
    }));
    const results = credits.length > 0 ? await d.seamless.creditBatch(credits, tx) : [];
    const balances = new Map<string, bigint>();
    paid.forEach((s, i) => balances.set(s.bet.id, results[i]!.balanceMinor));
    for (const s of settled.filter((x) => x.bet.memberId === null)) {
      const balance = (await lockFunBalance(tx, s.bet.gameSessionId)) + s.returnedMinor;
      await setFunBalance(tx, s.bet.gameSessionId, balance);
      balances.set(s.bet.id, balance);
    }
    await repo.settleBets(
      tx,
      settled.map((s) => ({ id: s.bet.id, cashedOutAt: s.cashedOutAt, returnedMinor: s.returnedMinor })),
      d.now(),
    );
    return settled.map((s) => ({ ...s, balanceMinor: balances.get(s.bet.id)! }));
  }

  /** Tells of settled bets once committed: wallets, everyone's cash-outs, each player's own result. */
  async function publishSettled(round: repo.TCrashRoundRow, settled: TSettledBet[]) {
    if (settled.length === 0) return;
    const brand = await d.brandById(round.brandId);
    const dec = brand.currencyDecimals;
    for (const s of settled) {
      if (s.bet.memberId !== null) d.events.publish({ brandId: round.brandId, memberId: s.bet.memberId });
      if (s.cashedOutAt !== null)
        d.crashEvents.publish({
          gameId: round.gameId,
          event: {
            type: 'cashout',
            roundId: round.id,
            player: maskedName(
              s.bet.memberId === null ? null : await accountOf(round.brandId, s.bet.memberId),
            ),
            cashedOutAt: multiplierOf(s.cashedOutAt),
            win: fromMinor(s.returnedMinor, dec),
          },
        });
      d.crashEvents.publish({
        gameId: round.gameId,
        forSession: s.bet.gameSessionId,
        event: {
          type: 'settled',
          roundId: round.id,
          returned: fromMinor(s.returnedMinor, dec),
          balance: fromMinor(s.balanceMinor, dec),
          cashedOutAt: s.cashedOutAt === null ? null : multiplierOf(s.cashedOutAt),
        },
      });
    }
  }

  return { chainOf, settle, publishSettled, accountOf };
}
export type CrashCore = ReturnType<typeof createCrashCore>;
