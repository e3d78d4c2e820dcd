import {
  fromMinor,
  type TSlotRound as TSlotRoundView,
  type TSlotSpin as TSlotSpinView,
} from '@openlobby/contracts';
import type { TSlotRound, TSlotSpin } from '@openlobby/house-games';
import type { TRoundRow, TSeedRow } from './house.repo.ts';

/** Total bets the slot offers, in minor units of a 2-decimal currency (each a multiple of its 20 lines). */
const BET_LEVELS_CENTS = [20, 40, 100, 200, 400, 1000, 2000, 4000, 10_000];

/** The bet levels in the brand's minor units: the same major amounts whatever the decimals. */
export function betLevelsMinor(decimals: number): bigint[] {
  const scale = 10n ** BigInt(Math.max(decimals, 2) - 2);
  return BET_LEVELS_CENTS.map((c) => BigInt(c) * scale);
}

function spinView(s: TSlotSpin, decimals: number): TSlotSpinView {
  const major = (minor: number) => fromMinor(BigInt(minor), decimals);
  return {
    stops: s.stops,
    grid: s.grid,
    lineWins: s.lineWins.map((w) => ({ ...w, win: major(w.win) })),
    scatter: { ...s.scatter, win: major(s.scatter.win) },
    multiplier: s.multiplier,
    win: major(s.win),
  };
}

/** A stored round as the page and the verifier see it: major units, the seed pair's proof. */
export function roundView(row: TRoundRow, seed: TSeedRow, decimals: number): TSlotRoundView {
  const round = row.outcome as unknown as TSlotRound;
  return {
    roundId: row.id,
    at: row.createdAt.toISOString(),
    bet: fromMinor(row.betMinor, decimals),
    win: fromMinor(row.winMinor, decimals),
    base: spinView(round.base, decimals),
    freeSpins: round.freeSpins.map((s) => spinView(s, decimals)),
    freeSpinsAwarded: round.freeSpinsAwarded,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: seed.active ? null : seed.serverSeed,
  };
}
