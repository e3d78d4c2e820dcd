import {
  ADMIN_ENGAGEMENT_API as API,
  ZAdminPromoApplicationPage,
  ZOk,
  type TAdminPromoApplication,
} from '@openlobby/contracts';
import {
  apiRequest,
  buildHeaders,
  buildUrl,
  errorFromResponse,
  fillPath,
  safeFetch,
} from '../../../lib/api-client.ts';
import { useEngagementChange, useEngagementRead } from './engagement-keys.ts';

export type TApplicationsQuery = { brand: string; status: string; page: number; pageSize: number };
export type { TAdminPromoApplication };

/** The applications queue in one status (APPLYING oldest first). */
export const useApplications = (q: TApplicationsQuery) =>
  useEngagementRead('applications', API.applications, ZAdminPromoApplicationPage, q);

/** Passes or rejects an application with the reason the member and the audit see. */
export const useDecideApplication = (brand: string) =>
  useEngagementChange(
    ({ id, decision, reason }: { id: number; decision: 'PASS' | 'REJECT'; reason: string }) =>
      apiRequest(fillPath(API.applicationDecide, { id }), {
        method: 'POST',
        query: { brand },
        body: { decision, reason },
        schema: ZOk,
      }),
    ['applications', 'promotions'],
  );

/** An application's image as a Blob, fetched with the operator's Authorization (an <img src> could not send it). */
export const fetchApplicationImage = async (
  brand: string,
  id: number,
  position: number,
  signal?: AbortSignal,
) => {
  const res = await safeFetch(buildUrl(fillPath(API.applicationImage, { id, position }), { brand }), {
    headers: buildHeaders('image/png, image/jpeg'),
    signal,
  });
  if (!res.ok) throw errorFromResponse(res, await res.json().catch(() => null));
  return res.blob();
};
