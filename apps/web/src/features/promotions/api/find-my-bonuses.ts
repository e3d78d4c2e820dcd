import { PROMOTIONS_API, type TMemberBonus, type ZMemberBonus } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { promotionKeys } from './query-keys.ts';

/** GET the member's bonuses (T) with their wagering requirement and the progress toward it. */
export const findMyBonuses = (): Promise<TMemberBonus[]> =>
  apiRequest<z.ZodArray<typeof ZMemberBonus>>(PROMOTIONS_API.myBonuses);

export const myBonusesQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: promotionKeys.bonuses(token), queryFn: findMyBonuses, enabled: token !== null });

export const useMyBonuses = () => useQuery(myBonusesQueryOptions(useRequestToken()));
