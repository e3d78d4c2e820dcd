/** Every console route (relative to the router's /admin basename) in one place. */
export const paths = {
  login: '/login',
  home: '/',
  dashboard: '/dashboard',
  brands: '/brands',
  brand: (code: string) => `/brands/${encodeURIComponent(code)}`,
  vendors: '/vendors',
  members: '/members',
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  adjustments: '/adjustments',
  audit: '/audit',
  outbox: '/outbox',
  content: '/content',
  operators: '/operators',
  account: '/account',
} as const;
