import type { TLanguage } from '@openlobby/contracts';

/** Query keys of the lottery, keyed by the session token: one account's launch never serves the next. */
export const lotteryKeys = {
  root: ['lottery'] as const,
  vnLaunch: (token: string | null, language: TLanguage, gameCode: string | null) =>
    ['lottery', token, 'vn-launch', language, gameCode] as const,
  latestNumbers: (token: string | null, language: TLanguage) =>
    ['lottery', token, 'latest-numbers', language] as const,
};
