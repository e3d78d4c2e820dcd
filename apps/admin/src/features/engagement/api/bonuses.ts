import {
  ADMIN_ENGAGEMENT_API as API,
  ZAdminBonus,
  ZAdminBonusCancelResult,
  ZAdminBonusPage,
  type TAdminBonus,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type TBonusesQuery = {
  brand: string;
  status?: string;
  account?: string;
  page: number;
  pageSize: number;
};
export type TBonusIssue = {
  promotionId: number;
  account: string;
  amount: number;
  requestId: string;
  reason: string;
};
export type { TAdminBonus };

export const useBonuses = (q: TBonusesQuery) => useEngagementRead('bonuses', API.bonuses, ZAdminBonusPage, q);

/** Issues a MANUAL bonus; the dialog's one request id makes a double click pay once. */
export const useIssueBonus = (brand: string) =>
  useEngagementChange(
    (body: TBonusIssue) =>
      apiRequest(API.bonuses, { method: 'POST', query: { brand }, body, schema: ZAdminBonus }),
    ['bonuses', 'promotions'],
  );

/** Cancels an open bonus: what the wallet still holds of it goes back to the brand. */
export const useCancelBonus = (brand: string) =>
  useEngagementChange(
    ({ id, reason }: { id: number; reason: string }) =>
      apiRequest(fillPath(API.bonusCancel, { id }), {
        method: 'POST',
        query: { brand },
        body: { reason },
        schema: ZAdminBonusCancelResult,
      }),
    ['bonuses'],
  );
