/**
 * Query keys of the points mall, keyed by the session token. A redemption or an exchange
 * invalidates the whole root: the balance, the lists and the history move together.
 */
export const pointKeys = {
  root: ['points'] as const,
  balance: (token: string | null) => ['points', token, 'balance'] as const,
  config: (token: string | null) => ['points', token, 'config'] as const,
  rewards: (token: string | null) => ['points', token, 'rewards'] as const,
  redemptions: (token: string | null) => ['points', token, 'redemptions'] as const,
  details: (token: string | null, page: number) => ['points', token, 'details', page] as const,
};
