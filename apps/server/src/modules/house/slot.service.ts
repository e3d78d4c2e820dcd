import { fromMinor, type TSlotSpinResult, type TSlotState } from '@openlobby/contracts';
import { SLOT_RTP, playSlotRound } from '@openlobby/house-games';
import { AppError } from '../../lib/app-error.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import type { HouseRounds } from './house-rounds.service.ts';
import type * as repo from './house.repo.ts';
import { betLevelsMinor, roundView } from './slot-view.ts';

export { FREE_PLAY_BALANCE } from './house-rounds.service.ts';

/**
 * The house slot behind its page: a spin is one round of the house's single-player rounds
 * (house-rounds.service.ts: seeds, nonce, wallet and record), played by the slot engine.
 */
export function createSlotService(rounds: HouseRounds) {
  async function getState(s: repo.TGameSessionRow): Promise<TSlotState> {
    const { brand, state } = await rounds.baseState(s);
    const dec = brand.currencyDecimals;
    return { ...state, betLevels: betLevelsMinor(dec).map((b) => fromMinor(b, dec)), rtp: SLOT_RTP };
  }

  /** One spin; a retried request id answers its round. INSUFFICIENT_BALANCE writes nothing. */
  async function spin(
    s: repo.TGameSessionRow,
    req: { bet: number; requestId: string },
  ): Promise<TSlotSpinResult> {
    const brand = await rounds.brandOf(s);
    const betMinor = amountInMinor(brand, req.bet, 'bet');
    if (!betLevelsMinor(brand.currencyDecimals).includes(betMinor))
      throw new AppError('VALIDATION_FAILED', 'Choose one of the offered bets.', [
        { field: 'bet', message: 'notOffered' },
      ]);
    const r = await rounds.playRound(s, {
      requestId: req.requestId,
      stakeMinor: betMinor,
      play: (floats) => {
        const round = playSlotRound(floats, Number(betMinor));
        return { winMinor: BigInt(round.totalWin), outcome: round as unknown as Record<string, unknown> };
      },
    });
    return {
      round: roundView(r.played.row, r.played.seed, brand.currencyDecimals),
      balance: r.balance,
      seeds: r.seeds,
    };
  }

  async function findRounds(s: repo.TGameSessionRow, q: { page: number; pageSize: number }) {
    const { brand, items, total } = await rounds.findRounds(s, q);
    return { items: items.map((p) => roundView(p.row, p.seed, brand.currencyDecimals)), total };
  }

  return { getState, spin, findRounds };
}
export type SlotService = ReturnType<typeof createSlotService>;
