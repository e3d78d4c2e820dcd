import { REFERRAL_API, type TReferralInvite, type ZReferralInvite } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { referralKeys } from './query-keys.ts';

/**
 * GET the member's invite (T, real accounts): their code, the /register link carrying it, the
 * rewards it has paid them and how many joined through it. The first call gives the code.
 */
export const getReferralInvite = (): Promise<TReferralInvite> =>
  apiRequest<typeof ZReferralInvite>(REFERRAL_API.invite);

export const referralInviteQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: referralKeys.invite(token),
    queryFn: getReferralInvite,
    enabled: token !== null,
  });

export const useReferralInvite = () => useQuery(referralInviteQueryOptions(useRequestToken()));
