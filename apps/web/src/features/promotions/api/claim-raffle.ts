import { PROMOTIONS_API } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The raffle's answer: the drawn prize (0: none) and what proves the draw fair. */
export type TRaffleResult = {
  serverSeedHash: string | null;
  memberId: number;
  nonce: number;
  prizeIndex: number;
  amount: number;
  bonusId: number | null;
};

/** POST MCS2_claimRafflePromotion (T): the member's one draw; a repeat answers the same prize. */
export const claimRaffle = (promotionId: number): Promise<TRaffleResult> =>
  apiRequest(PROMOTIONS_API.claimRaffle, {
    method: 'POST',
    body: { promotionId },
    loader: true,
  }) as Promise<TRaffleResult>;
