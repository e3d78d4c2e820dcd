import { notifications } from '@mantine/notifications';
import { waitFor } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { asOwner } from './agents.ts';
import { stubApi, type TApiAnswer, type TApiCall } from './stub-api.ts';

type TCall = TApiCall<Record<string, unknown>>;

/**
 * Before each test of an engagement page: the console's API answered by `server`, signed in as
 * the owner (a test narrows the permissions itself), and the toasts silenced. The calls are read
 * from the returned object, whose list each test starts afresh.
 */
export const stubEngagementApi = (server: (call: TCall) => TApiAnswer) => {
  const api = {
    calls: [] as TCall[],
    /** The first call with this method, once the page has sent it. */
    sent: async (method: string): Promise<TCall> => {
      await waitFor(() => expect(api.calls.some((c) => c.method === method)).toBe(true));
      return api.calls.find((c) => c.method === method)!;
    },
  };
  beforeEach(() => {
    api.calls = stubApi(server);
    asOwner();
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    return () => show.mockRestore();
  });
  return api;
};

/** One page of an engagement list, all of `items`, as the server answers it. */
export const pageOf = (items: object[]) => ({
  currency: 'CNY',
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
});
