import { randomUUID } from 'node:crypto';
import {
  fromMinor,
  type TCrashBetRequest,
  type TCrashBetResult,
  type TCrashCashOutRequest,
  type TCrashProof,
  type TCrashState,
} from '@openlobby/contracts';
import {
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  crashMultiplierAt,
  exactCrashRtp,
} from '@openlobby/house-games/crash';
import { AppError } from '../../lib/app-error.ts';
import { lockFunBalance, setFunBalance, type TGameSession } from '../house/game-sessions.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import type { CrashCore, TCrashDeps } from './crash-core.ts';
import { maskedName } from './crash-core.ts';
import { sha256Hex } from './crash-chain.ts';
import { multiplierOf, myBetView, RECENT_GAMES, roundView } from './crash-views.ts';
import * as repo from './crash.repo.ts';

const HASH = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seamless call's subject for a session's player at a round. */
const seamlessRound = (brand: TBrand, s: TGameSession, roundId: string) => ({
  brand,
  vendorCode: s.vendorCode,
  memberId: s.memberId!,
  roundId,
  gameCode: s.gameCode,
  nodeId: s.nodeId,
});

/**
 * The player's side of the crash game: its state, a bet on the round taking bets (debited through
 * the seamless wallet in the transaction that records it, so a bet is whole or absent), a cash-out
 * at the server's multiplier when the call arrives, and a game's public proof.
 */
export function createCrashPlay(d: TCrashDeps, core: CrashCore) {
  async function gameOf(s: TGameSession) {
    const game = await repo.findGameOfCode(d.db, s.brandId, s.gameCode);
    if (!game || !game.active) throw new AppError('NOT_FOUND', 'No such game.');
    return game;
  }

  async function balanceMinor(brand: TBrand, s: TGameSession): Promise<bigint> {
    if (s.memberId === null) return lockFunBalance(d.db, s.id);
    return d.seamless.balance(seamlessRound(brand, s, ''));
  }

  const owner = (s: TGameSession) => ({ memberId: s.memberId, gameSessionId: s.id });

  async function getState(s: TGameSession): Promise<TCrashState> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const game = await gameOf(s);
    const chain = await core.chainOf(game.id);
    const latest = await repo.findLatestRound(d.db, game.id);
    const [totals, bets, mine, recent] = latest
      ? await Promise.all([
          repo.roundTotals(d.db, latest.id),
          repo.roundBetsWithAccounts(d.db, latest.id),
          repo.findOwnBet(d.db, latest.id, owner(s)),
          repo.findRecentCrashed(d.db, game.id, RECENT_GAMES),
        ])
      : [null, [], null, []];
    return {
      gameName: await d.gameName(brand, s.nodeId, s.language),
      currency: brand.currencyCode,
      decimals: dec,
      freePlay: s.memberId === null,
      balance: fromMinor(await balanceMinor(brand, s), dec),
      rtp: exactCrashRtp(CRASH_MIN_TARGET, chain.edgeBp),
      limits: {
        minStake: fromMinor(game.minStakeMinor, dec),
        maxStake: fromMinor(game.maxStakeMinor, dec),
        maxCashOut: multiplierOf(CRASH_MAX_TARGET),
      },
      chips: game.chipsMinor.map((c) => fromMinor(BigInt(c), dec)),
      fairness: { terminalHash: chain.terminalHash, salt: chain.salt, chainLength: chain.length },
      round: latest && totals ? roundView(latest, chain, totals, dec) : null,
      bets: bets.map((b) => ({
        player: maskedName(b.account),
        stake: fromMinor(b.stakeMinor, dec),
        cashedOutAt: b.cashedOutAt === null ? null : multiplierOf(b.cashedOutAt),
        win: b.returnedMinor === null ? null : fromMinor(b.returnedMinor, dec),
      })),
      myBet: mine ? myBetView(mine, dec) : null,
      recent: recent.map((r) => ({
        roundId: r.id,
        number: r.number,
        crashPoint: multiplierOf(r.crashPoint),
        hash: r.hash,
      })),
      serverTime: d.now().toISOString(),
    };
  }

  /**
   * A bet on the round taking bets: one per player and round, within the game's limits. The
   * round's betting lock is held shared for the transaction, so the leader's start waits for it
   * and a bet after the start is refused (ROUND_CLOSED). A retried request id answers as the first
   * did and moves nothing.
   */
  async function placeBet(s: TGameSession, req: TCrashBetRequest): Promise<TCrashBetResult> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const game = await gameOf(s);
    const stakeMinor = amountInMinor(brand, req.stake, 'stake');
    if (stakeMinor < game.minStakeMinor || stakeMinor > game.maxStakeMinor)
      throw new AppError('VALIDATION_FAILED', 'The stake is outside the game’s limits.', [
        { field: 'stake', message: 'outOfLimits' },
      ]);
    const autoCashOut = req.autoCashOut === undefined ? null : Math.round(req.autoCashOut * 100);
    if (s.memberId !== null) await d.seamless.warmAccounts(brand, s.memberId);
    const placed = await d.ledger.inTransaction(async (tx) => {
      await repo.lockBetting(tx, req.roundId, s.memberId === null ? `s${s.id}` : `m${s.memberId}`);
      const replay = await repo.findBetOfRequest(tx, s.id, req.requestId);
      if (replay) return { bet: replay, balanceMinor: null, totals: null };
      const round = await repo.findRound(tx, req.roundId);
      if (!round || round.gameId !== game.id) throw new AppError('NOT_FOUND', 'No such round.');
      if (round.phase !== 'BETTING' || d.now() >= round.startsAt)
        throw new AppError('ROUND_CLOSED', 'Betting on this round has closed.');
      if (await repo.findOwnBet(tx, round.id, owner(s)))
        throw new AppError('VALIDATION_FAILED', 'One bet per round.', [
          { field: 'roundId', message: 'alreadyBet' },
        ]);
      const betId = randomUUID();
      let balanceMinor: bigint;
      if (s.memberId === null) {
        const balance = await lockFunBalance(tx, s.id);
        if (balance < stakeMinor) throw new AppError('INSUFFICIENT_BALANCE', 'The demo balance is too low.');
        balanceMinor = balance - stakeMinor;
        await setFunBalance(tx, s.id, balanceMinor);
      } else {
        const [debit] = await d.seamless.apply(
          [
            {
              ...seamlessRound(brand, s, round.id),
              op: 'DEBIT',
              txId: `${betId}:bet`,
              amountMinor: stakeMinor,
            },
          ],
          tx,
        );
        balanceMinor = debit!.balanceMinor;
      }
      const bet = await repo.insertBet(tx, {
        id: betId,
        roundId: round.id,
        gameId: game.id,
        brandId: s.brandId,
        memberId: s.memberId,
        gameSessionId: s.id,
        vendorCode: s.vendorCode,
        nodeId: s.nodeId,
        requestId: req.requestId,
        stakeMinor,
        autoCashOut,
        createdAt: d.now(),
      });
      return { bet, balanceMinor, totals: await repo.roundTotals(tx, round.id) };
    });
    // A replay moved nothing and answers the bet and balance as they are now.
    if (!placed.totals) {
      const now = (await repo.findOwnBet(d.db, placed.bet.roundId, owner(s))) ?? placed.bet;
      return { balance: fromMinor(await balanceMinor(brand, s), dec), myBet: myBetView(now, dec) };
    }
    if (s.memberId !== null) d.events.publish({ brandId: brand.id, memberId: s.memberId });
    d.crashEvents.publish({
      gameId: game.id,
      event: {
        type: 'bet',
        roundId: placed.bet.roundId,
        player: maskedName(s.memberId === null ? null : await core.accountOf(s.brandId, s.memberId)),
        stake: fromMinor(stakeMinor, dec),
        players: placed.totals.players,
        staked: fromMinor(placed.totals.stakedMinor, dec),
      },
    });
    return { balance: fromMinor(placed.balanceMinor, dec), myBet: myBetView(placed.bet, dec) };
  }

  /**
   * Cashes the player's bet out at the multiplier of the server's clock when the call arrived
   * (never a figure the page sends), if that is below the crash point; its win is credited at
   * once. The bet's row is locked, so two cash-outs, or a cash-out and the crash, take turns: a
   * bet is settled once, and a second cash-out answers the first one's result.
   */
  async function cashOut(s: TGameSession, req: TCrashCashOutRequest): Promise<TCrashBetResult> {
    const receivedAt = d.now().getTime();
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const game = await gameOf(s);
    if (s.memberId !== null) await d.seamless.warmAccounts(brand, s.memberId);
    const done = await d.ledger.inTransaction(async (tx) => {
      const own = await repo.findOwnBet(tx, req.roundId, owner(s));
      const bet = own && (await repo.lockSessionBet(tx, req.roundId, own.gameSessionId));
      if (!bet || bet.gameId !== game.id) throw new AppError('NOT_FOUND', 'No bet of yours in this round.');
      if (bet.settledAt) {
        if (bet.cashedOutAt !== null) return { bet, round: null, settled: null };
        throw new AppError('ROUND_CLOSED', 'The game crashed before the cash-out.');
      }
      const round = (await repo.findRound(tx, bet.roundId))!;
      if (round.phase === 'CRASHED' || receivedAt >= round.crashesAt.getTime())
        throw new AppError('ROUND_CLOSED', 'The game crashed before the cash-out.');
      const elapsed = receivedAt - round.startsAt.getTime();
      const multiplier = elapsed >= 0 ? crashMultiplierAt(elapsed) : 0;
      if (multiplier < CRASH_MIN_TARGET)
        throw new AppError('VALIDATION_FAILED', 'A cash-out is possible from 1.01 ×.', [
          { field: 'roundId', message: 'tooEarly' },
        ]);
      const [settled] = await core.settle(tx, game, round, [{ bet, manual: multiplier }]);
      return {
        bet: { ...bet, cashedOutAt: settled!.cashedOutAt, returnedMinor: settled!.returnedMinor },
        round,
        settled,
      };
    });
    if (!done.settled)
      return { balance: fromMinor(await balanceMinor(brand, s), dec), myBet: myBetView(done.bet, dec) };
    await core.publishSettled(done.round, [done.settled]);
    return { balance: fromMinor(done.settled.balanceMinor, dec), myBet: myBetView(done.bet, dec) };
  }

  /** Public: a game by its round id or its revealed hash; the hash and point once it crashed. */
  async function getProof(key: string): Promise<TCrashProof> {
    const round = UUID.test(key)
      ? await repo.findRound(d.db, key)
      : HASH.test(key)
        ? await repo.findCrashedRoundByHash(d.db, key)
        : null;
    if (!round) throw new AppError('NOT_FOUND', 'No such game.');
    const chain = await repo.findChainById(d.db, round.chainId);
    const crashed = round.phase === 'CRASHED';
    return {
      roundId: round.id,
      number: round.number,
      hash: crashed ? round.hash : null,
      previousHash: round.number === 1 ? chain.terminalHash : sha256Hex(round.hash),
      crashPoint: crashed ? multiplierOf(round.crashPoint) : null,
      terminalHash: chain.terminalHash,
      salt: chain.salt,
      chainLength: chain.length,
      edgeBp: chain.edgeBp,
      crashedAt: crashed ? round.crashesAt.toISOString() : null,
    };
  }

  /** The game, if the session launched it: the socket checks this before it joins. */
  const gameIdOf = async (s: TGameSession) => (await gameOf(s)).id;

  return { getState, placeBet, cashOut, getProof, gameIdOf };
}
export type CrashPlay = ReturnType<typeof createCrashPlay>;
