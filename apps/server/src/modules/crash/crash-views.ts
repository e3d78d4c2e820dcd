import { fromMinor, type TCrashMyBet, type TCrashRound } from '@openlobby/contracts';
import type { TCrashBetRow, TCrashChainRow, TCrashRoundRow } from './crash.repo.ts';
import { sha256Hex } from './crash-chain.ts';

/** How many crashed games the page's strip and fairness panel show. */
export const RECENT_GAMES = 20;

/** Hundredths as the multiplier the player reads: 234 → 2.34. */
export const multiplierOf = (hundredths: number) => hundredths / 100;

/**
 * A round as players see it. Until it crashed, nothing that gives its point away leaves the
 * server: neither the point nor the hash nor the crash time. The previous game's hash is SHA-256
 * of this one's (the terminal hash for game 1), which reveals nothing of it.
 */
export function roundView(
  row: TCrashRoundRow,
  chain: Pick<TCrashChainRow, 'terminalHash'>,
  totals: { players: number; stakedMinor: bigint },
  decimals: number,
): TCrashRound {
  const crashed = row.phase === 'CRASHED';
  return {
    id: row.id,
    number: row.number,
    phase: row.phase,
    opensAt: row.opensAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    crashedAt: crashed ? row.crashesAt.toISOString() : null,
    nextAt: crashed ? row.nextAt!.toISOString() : null,
    crashPoint: crashed ? multiplierOf(row.crashPoint) : null,
    hash: crashed ? row.hash : null,
    previousHash: row.number === 1 ? chain.terminalHash : sha256Hex(row.hash),
    players: totals.players,
    staked: fromMinor(totals.stakedMinor, decimals),
  };
}

export function myBetView(bet: TCrashBetRow, decimals: number): TCrashMyBet {
  return {
    roundId: bet.roundId,
    stake: fromMinor(bet.stakeMinor, decimals),
    autoCashOut: bet.autoCashOut === null ? null : multiplierOf(bet.autoCashOut),
    cashedOutAt: bet.cashedOutAt === null ? null : multiplierOf(bet.cashedOutAt),
    returned: bet.returnedMinor === null ? null : fromMinor(bet.returnedMinor, decimals),
  };
}
