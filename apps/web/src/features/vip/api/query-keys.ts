/** Query keys of the VIP page, keyed by the session token: one account's level never shows for the next. */
export const vipKeys = {
  root: ['vip'] as const,
  info: (token: string | null) => ['vip', token, 'info'] as const,
};
