/**
 * Query keys of the promotions, keyed by the session token so one member's states never show for
 * the next login. Every action invalidates the whole root: states and bonuses move together.
 */
export const promotionKeys = {
  root: ['promotions'] as const,
  list: (token: string | null) => ['promotions', token, 'list'] as const,
  bonuses: (token: string | null) => ['promotions', token, 'bonuses'] as const,
};
