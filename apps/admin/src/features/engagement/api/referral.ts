import { ADMIN_REFERRAL_API as API, ZReferralSettings, type TReferralSettings } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type { TReferralSettings };

/** The brand's referral rewards: on or off, the first-deposit reward, the turnover share, the wagering. */
export const useReferralSettings = (brand: string) =>
  useEngagementRead('referral', API.settings, ZReferralSettings, { brand });

/** Saves the referral rewards with the reason the audit keeps. */
export const useSaveReferralSettings = (brand: string) =>
  useEngagementChange(
    (body: TReferralSettings & { reason: string }) =>
      apiRequest(API.settings, { method: 'PUT', query: { brand }, body, schema: ZReferralSettings }),
    ['referral'],
  );
