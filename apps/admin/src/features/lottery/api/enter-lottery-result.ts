import {
  ADMIN_LOTTERY_API,
  ZAdminLotteryResultEntry,
  type TAdminLotteryResultEnter,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys, useLotteryChange } from './lottery-keys.ts';

export type { TAdminLotteryResultEnter };

/** The maker's official results for a closed draw: a pending entry a second operator decides. */
export const enterLotteryResult = (brand: string, drawId: number, input: TAdminLotteryResultEnter) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.drawResults, { id: drawId }), {
    method: 'POST',
    query: { brand },
    body: input,
    schema: ZAdminLotteryResultEntry,
  });

/** The entry, then the pending queue and the draws awaiting results read again. */
export const useEnterLotteryResult = (brand: string) =>
  useLotteryChange(
    ({ drawId, input }: { drawId: number; input: TAdminLotteryResultEnter }) =>
      enterLotteryResult(brand, drawId, input),
    [lotteryKeys.resultsAll()],
  );
