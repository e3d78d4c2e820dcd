/**
 * Query keys of the referral programme, keyed by the session token: one account's invitees are
 * never shown to the next. The invitees' pages sit under the root, so one invalidation reads all.
 */
export const referralKeys = {
  root: ['referral'] as const,
  invite: (token: string | null) => ['referral', token, 'invite'] as const,
  invitees: (token: string | null, page: number) => ['referral', token, 'invitees', page] as const,
};
