import {
  ENVELOPES_API,
  type TEnvelopeCurrent,
  type TEnvelopeOpened,
  type ZEnvelopeCurrent,
  type ZEnvelopeOpened,
} from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';

/** GET the brand's rain now on (visitors too: they see the "log in to grab" hint). */
export const getCurrentRain = (): Promise<TEnvelopeCurrent> =>
  apiRequest<typeof ZEnvelopeCurrent>(ENVELOPES_API.current);

export const currentRainQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['envelopes', 'current', token],
    queryFn: getCurrentRain,
    // A rain starts and ends on the operator's schedule: look again now and then.
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const useCurrentRain = () => useQuery(currentRainQuery(useRequestToken()));

/** POST open: the member's one envelope of the rain (a repeat answers the same amount). */
export const openEnvelope = (rainId: number): Promise<TEnvelopeOpened> =>
  apiRequest<typeof ZEnvelopeOpened>(fillPath(ENVELOPES_API.open, { id: rainId }), {
    method: 'POST',
    body: {},
  });
