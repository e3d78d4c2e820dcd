import { ENVELOPES_API, type TMyFeedback, type ZMyFeedback } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { feedbackKeys } from './query-keys.ts';

/** GET feedback/mine (T): the member's own feedback, newest first, each with the operator's reply once given. */
export const findMyFeedback = (): Promise<TMyFeedback> =>
  apiRequest<typeof ZMyFeedback>(ENVELOPES_API.myFeedback);

export const myFeedbackQueryOptions = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: feedbackKeys.mine(token),
    queryFn: findMyFeedback,
    enabled: enabled && token !== null,
  });

/** The member's feedback; `enabled` false for a visitor or a trial account (no inbox, no list). */
export const useMyFeedback = (enabled: boolean) =>
  useQuery(myFeedbackQueryOptions(useRequestToken(), enabled));
