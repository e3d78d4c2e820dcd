import { randomBytes } from 'node:crypto';
import type { TLaunchRequest } from './api-schemas.ts';
import { currencyDigits } from './money.ts';

/** How long a launched game URL stays playable. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Fun mode's demo balance in major units (2,000.00 in a 2-digit currency); never the wallet. */
export const DEMO_BALANCE_MAJOR = 2000n;
const HISTORY_LENGTH = 10;

/** One finished round, as the page's history shows it. */
export type TRoundSummary = {
  roundId: string;
  choice: string;
  outcomeLabel: string;
  won: boolean;
  stakeMinor: string;
  payoutMinor: string;
  at: string;
};

export type TGameSession = TLaunchRequest & {
  token: string;
  expiresAt: number;
  /** Fun mode plays against this; real mode against the journal's wallet. */
  demoBalanceMinor: bigint;
  history: TRoundSummary[];
};

/**
 * Launched game sessions, in memory only: losing them on restart costs a relaunch, never money.
 * The token in the game URL is the only credential the page has, so it is 192 random bits.
 */
export function createSessions(opts: { now: () => Date; ttlMs?: number }) {
  const ttlMs = opts.ttlMs ?? SESSION_TTL_MS;
  const sessions = new Map<string, TGameSession>();

  const sweep = () => {
    const t = opts.now().getTime();
    for (const [token, s] of sessions) if (s.expiresAt <= t) sessions.delete(token);
  };

  return {
    create(launch: TLaunchRequest): TGameSession {
      if (sessions.size >= 1000) sweep();
      const token = randomBytes(24).toString('base64url');
      const session: TGameSession = {
        ...launch,
        token,
        expiresAt: opts.now().getTime() + ttlMs,
        demoBalanceMinor: DEMO_BALANCE_MAJOR * 10n ** BigInt(currencyDigits(launch.currency)),
        history: [],
      };
      sessions.set(token, session);
      return session;
    },

    /** The live session of `token`, or undefined once unknown or expired. */
    get(token: string): TGameSession | undefined {
      const s = sessions.get(token);
      if (s && s.expiresAt <= opts.now().getTime()) {
        sessions.delete(token);
        return undefined;
      }
      return s;
    },

    /** Keeps the latest rounds first, a short list. */
    remember(session: TGameSession, round: TRoundSummary): void {
      session.history = [round, ...session.history].slice(0, HISTORY_LENGTH);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
