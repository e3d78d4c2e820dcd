import { randomUUID } from 'node:crypto';
import { crashElapsedAt, crashMultiplierAt } from '@openlobby/house-games/crash';
import type { CrashCore, TCrashDeps } from './crash-core.ts';
import { crashPointOf, gameHashOf } from './crash-chain.ts';
import { roundView } from './crash-views.ts';
import * as repo from './crash.repo.ts';

/** How often the leader looks again at a closed game (reopened, it resumes within this). */
const INACTIVE_LOOK_MS = 5_000;

/**
 * A crash game's clock, as its leader process keeps it: open the chain's next game (its hash and
 * point fixed then, kept secret), end the betting when its time is up, cash out the auto targets
 * as the multiplier passes them, crash at the point (every bet still riding lost, in one
 * transaction), open the next after the pause. Every step is a conditional write (a game number
 * opened once, started once, crashed once; a bet settled once), so two processes that both
 * believed they led could not run a game twice or pay a bet twice.
 */
export function createCrashRounds(d: TCrashDeps, core: CrashCore) {
  async function publishRound(round: repo.TCrashRoundRow) {
    const [brand, chain, totals] = await Promise.all([
      d.brandById(round.brandId),
      repo.findChainById(d.db, round.chainId),
      repo.roundTotals(d.db, round.id),
    ]);
    d.crashEvents.publish({
      gameId: round.gameId,
      event: { type: 'round', round: roundView(round, chain, totals, brand.currencyDecimals) },
    });
  }

  async function open(game: repo.TCrashGameRow, latest: repo.TCrashRoundRow | null) {
    const chain = await core.chainOf(game.id);
    const number = (latest?.number ?? 0) + 1;
    // A million games at a round a quarter minute: the chain lasts months; an operator adds a game then.
    if (number > chain.length) return 'CHAIN_USED_UP' as const;
    const hash = gameHashOf(chain, number);
    const point = crashPointOf(chain, hash);
    const now = d.now().getTime();
    const startsAt = now + game.bettingMs;
    const opened = await repo.insertRound(d.db, {
      id: randomUUID(),
      gameId: game.id,
      chainId: chain.id,
      brandId: game.brandId,
      number,
      phase: 'BETTING',
      hash,
      crashPoint: point,
      opensAt: new Date(now),
      startsAt: new Date(startsAt),
      crashesAt: new Date(startsAt + crashElapsedAt(point)),
    });
    if (opened) await publishRound(opened);
    return opened;
  }

  async function start(round: repo.TCrashRoundRow) {
    const started = await d.ledger.inTransaction((tx) => repo.startRound(tx, round.id));
    if (started) await publishRound(started);
  }

  /** Cashes out every riding bet whose auto target the multiplier has reached. */
  async function cashOutAutos(game: repo.TCrashGameRow, round: repo.TCrashRoundRow, multiplier: number) {
    const settled = await d.ledger.inTransaction(async (tx) => {
      const bets = await repo.lockOpenBets(tx, round.id, multiplier);
      return core.settle(
        tx,
        game,
        round,
        bets.map((bet) => ({ bet })),
      );
    });
    await core.publishSettled(round, settled);
  }

  async function crash(game: repo.TCrashGameRow, round: repo.TCrashRoundRow) {
    const at = d.now();
    const done = await d.ledger.inTransaction(async (tx) => {
      const crashed = await repo.crashRound(tx, round.id, at, new Date(at.getTime() + game.pauseMs));
      if (!crashed) return null;
      const bets = await repo.lockOpenBets(tx, round.id);
      return {
        crashed,
        settled: await core.settle(
          tx,
          game,
          crashed,
          bets.map((bet) => ({ bet })),
        ),
      };
    });
    if (!done) return;
    await core.publishSettled(done.crashed, done.settled);
    await publishRound(done.crashed);
  }

  /**
   * Does the game's due step, if any; answers the milliseconds until its next one. A time further
   * ahead than the game's own times allow was set by a clock since set back (a step of NTP, a
   * virtual machine's clock, the journeys' moved clock): it is due now.
   */
  async function advance(given: Pick<repo.TCrashGameRow, 'id'>): Promise<number> {
    const [game, latest] = await Promise.all([
      repo.findGame(d.db, given.id),
      repo.findLatestRound(d.db, given.id),
    ]);
    if (!game) return INACTIVE_LOOK_MS;
    const now = d.now().getTime();
    const due = (at: Date, most: number) => (at.getTime() - now > most ? 0 : at.getTime() - now);
    if (latest?.phase === 'BETTING') {
      const wait = due(latest.startsAt, 2 * game.bettingMs);
      if (wait > 0) return wait;
      await start(latest);
      return 0;
    }
    if (latest?.phase === 'RUNNING') {
      const runMs = latest.crashesAt.getTime() - latest.startsAt.getTime();
      const crashWait = due(latest.crashesAt, runMs + game.bettingMs);
      if (crashWait <= 0) {
        await crash(game, latest);
        return game.pauseMs;
      }
      const elapsed = now - latest.startsAt.getTime();
      if (elapsed >= 0) await cashOutAutos(game, latest, crashMultiplierAt(elapsed));
      const next = await repo.nextAutoCashOut(d.db, latest.id);
      const autoWait =
        next !== null && next < latest.crashPoint
          ? latest.startsAt.getTime() + crashElapsedAt(next) - now
          : Number.POSITIVE_INFINITY;
      return Math.max(1, Math.min(crashWait, autoWait));
    }
    if (latest && latest.nextAt && due(latest.nextAt, game.pauseMs) > 0) return latest.nextAt.getTime() - now;
    if (!game.active) return INACTIVE_LOOK_MS;
    const opened = await open(game, latest);
    if (opened === 'CHAIN_USED_UP') return INACTIVE_LOOK_MS;
    // Another process opened it first: look again at once.
    return opened ? opened.startsAt.getTime() - now : 0;
  }

  return { advance };
}
export type CrashRounds = ReturnType<typeof createCrashRounds>;
