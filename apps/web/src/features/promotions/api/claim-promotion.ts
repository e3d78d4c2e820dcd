import { PROMOTIONS_API, type TMemberBonus, type ZMemberBonus } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST claim (T): pays the bonus a qualifying deposit earned, once however often it is asked. */
export const claimPromotion = (promotionId: number): Promise<TMemberBonus> =>
  apiRequest<typeof ZMemberBonus>(PROMOTIONS_API.claim, {
    method: 'POST',
    body: { promotionId },
    loader: true,
  });
