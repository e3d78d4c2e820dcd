import { ADMIN_LOTTERY_API, ZAdminLotteryGame, type TAdminLotteryGameUpdate } from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys, useLotteryChange } from './lottery-keys.ts';

export type { TAdminLotteryGameUpdate };

/** Saves a game's edit with the reason the audit keeps. */
export const updateLotteryGame = (brand: string, id: number, input: TAdminLotteryGameUpdate) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.game, { id }), {
    method: 'PUT',
    query: { brand },
    body: input,
    schema: ZAdminLotteryGame,
  });

/** The edit, then the games read again (and the draws, whose game names the pages show). */
export const useUpdateLotteryGame = (brand: string) =>
  useLotteryChange(
    ({ id, input }: { id: number; input: TAdminLotteryGameUpdate }) => updateLotteryGame(brand, id, input),
    [lotteryKeys.games(brand), lotteryKeys.drawsAll()],
  );
