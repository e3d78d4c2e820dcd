import {
  ADMIN_ENGAGEMENT_API as API,
  ZAdminPromotion,
  ZAdminPromotionPage,
  ZOk,
  type TAdminPromotion,
  type TAdminPromotionInput,
} from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type TPromotionsQuery = { brand: string; state?: string; page: number; pageSize: number };
export type { TAdminPromotion };

/** A brand's promotions, newest first, paged. */
export const usePromotions = (q: TPromotionsQuery) =>
  useEngagementRead('promotions', API.promotions, ZAdminPromotionPage, q);

/** Creates a promotion (no id) or edits one; the server checks the rule against its kind. */
export const savePromotion = (brand: string, id: number | null, input: TAdminPromotionInput) =>
  apiRequest(id === null ? API.promotions : fillPath(API.promotion, { id }), {
    method: id === null ? 'POST' : 'PUT',
    query: { brand },
    body: input,
    schema: ZAdminPromotion,
  });

export const useSavePromotion = (brand: string) =>
  useEngagementChange(
    ({ id, input }: { id: number | null; input: TAdminPromotionInput }) => savePromotion(brand, id, input),
    ['promotions'],
  );

/** Opens a draft or closes a promotion for good, with the reason the audit keeps. */
export const useSetPromotionState = (brand: string) =>
  useEngagementChange(
    ({ id, state, reason }: { id: number; state: 'ACTIVE' | 'CLOSED'; reason: string }) =>
      apiRequest(fillPath(API.promotionState, { id }), {
        method: 'POST',
        query: { brand },
        body: { state, reason },
        schema: ZOk,
      }),
    ['promotions'],
  );
