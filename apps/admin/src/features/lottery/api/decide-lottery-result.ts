import {
  ADMIN_LOTTERY_API,
  ZAdminLotteryResultEntry,
  type TAdminLotteryResultDecide,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { lotteryKeys, useLotteryChange } from './lottery-keys.ts';

/** The checker approves (the draw takes the result) or rejects an entry, with the audit's reason. */
export const decideLotteryResult = (brand: string, id: number, decision: TAdminLotteryResultDecide) =>
  apiRequest(fillPath(ADMIN_LOTTERY_API.resultDecide, { id }), {
    method: 'POST',
    query: { brand },
    body: { ...decision, reason: decision.reason.trim() },
    schema: ZAdminLotteryResultEntry,
  });

/** The decision, then the results and the draws (an approved draw is drawn) read again. */
export const useDecideLotteryResult = (brand: string) =>
  useLotteryChange(
    ({ id, decision }: { id: number; decision: TAdminLotteryResultDecide }) =>
      decideLotteryResult(brand, id, decision),
    [lotteryKeys.resultsAll(), lotteryKeys.drawsAll()],
  );
