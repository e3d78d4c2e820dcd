import { API, type ZCustomerServiceLink, type TCustomerServiceLink } from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

/** GET /wps/system/customerService/:id/link: the version path list of a live-chat entry. */
export const getCustomerServiceLink = (id: number, signal?: AbortSignal): Promise<TCustomerServiceLink> =>
  apiRequest<typeof ZCustomerServiceLink>(fillPath(API.customerServiceLink, { id }), {
    loader: true,
    ...(signal ? { signal } : {}),
  });
