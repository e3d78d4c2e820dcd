/**
 * Query keys of the inbox, keyed by the session token. The unread count sits apart (the header
 * reads it on every page), so a list page's refresh does not refetch it and a socket push sets it.
 */
export const inboxKeys = {
  root: ['inbox'] as const,
  unread: (token: string | null) => ['inbox', token, 'unread'] as const,
  list: (token: string | null, page: number) => ['inbox', token, 'list', page] as const,
  lists: (token: string | null) => ['inbox', token, 'list'] as const,
};
