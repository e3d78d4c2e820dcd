import { ADMIN_LOTTERY_API, ZAdminLotteryDraw } from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys, useLotteryChange } from './lottery-keys.ts';

/** Voids a draw not yet settled, with the reason the audit keeps; the draw job refunds its tickets. */
export const voidLotteryDraw = (brand: string, id: number, reason: string) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.drawVoid, { id }), {
    method: 'POST',
    query: { brand },
    body: { reason: reason.trim() },
    schema: ZAdminLotteryDraw,
  });

/** The void, then the draws, their liability and the results awaiting read again. */
export const useVoidLotteryDraw = (brand: string) =>
  useLotteryChange(
    ({ id, reason }: { id: number; reason: string }) => voidLotteryDraw(brand, id, reason),
    [lotteryKeys.drawsAll(), lotteryKeys.resultsAll()],
  );
