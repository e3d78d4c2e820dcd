/**
 * Query keys of the missions, keyed by the session token. A claim invalidates the whole root: the
 * list, the badge and the boards move together.
 */
export const missionKeys = {
  root: ['missions'] as const,
  list: (token: string | null) => ['missions', token, 'list'] as const,
  badge: (token: string | null) => ['missions', token, 'badge'] as const,
  leaderboard: (token: string | null, missionId: number) =>
    ['missions', token, 'leaderboard', missionId] as const,
};
