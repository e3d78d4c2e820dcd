/** Query keys of the feedback page, keyed by the session token: a sent feedback refreshes the root. */
export const feedbackKeys = {
  root: ['feedback'] as const,
  mine: (token: string | null) => ['feedback', token, 'mine'] as const,
};
