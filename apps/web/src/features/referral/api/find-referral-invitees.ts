import { REFERRAL_API, type TReferralInviteePage, type ZReferralInviteePage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { referralKeys } from './query-keys.ts';

/** Invitees per page of the list: a page fits the member centre's pane without scrolling far. */
export const INVITEES_PAGE_SIZE = 10;

/** GET the members who joined through the link (T, ?page&pageSize), accounts masked by the server. */
export const findReferralInvitees = (page: number): Promise<TReferralInviteePage> =>
  apiRequest<typeof ZReferralInviteePage>(REFERRAL_API.invitees, {
    query: { page, pageSize: INVITEES_PAGE_SIZE },
  });

export const referralInviteesQueryOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: referralKeys.invitees(token, page),
    queryFn: () => findReferralInvitees(page),
    enabled: token !== null,
    // The page shown stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useReferralInvitees = (page: number) =>
  useQuery(referralInviteesQueryOptions(useRequestToken(), page));
