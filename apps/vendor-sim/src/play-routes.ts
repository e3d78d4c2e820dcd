import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ZRoundRequest, ZSessionToken } from './api-schemas.ts';
import { SimError } from './errors.ts';
import { renderGamePage, renderSessionEndedPage } from './game-page.ts';
import { drawRound, GAME_RULES, isChoiceOf } from './game-rules.ts';
import { GAME_THEMES } from './game-themes.ts';
import { parseInput } from './parse-input.ts';
import type { Sessions, TGameSession } from './sessions.ts';
import type { WalletStore } from './wallet-store.ts';

export type TPlayDeps = {
  store: WalletStore;
  sessions: Sessions;
  /** An integer in [0, max): crypto.randomInt unless a test fixes the draws. */
  randomInt: (max: number) => number;
  now: () => Date;
};

type TTokenParams = { Params: { token: string } };

/** Headers of the game page: no frame-ancestors nor X-Frame-Options (any lobby may frame it); only its own nonce'd script runs. */
const pageHeaders = (nonce: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});

/** The browser's side: the game page a launch URL opens, its state and its rounds. */
export function registerPlayRoutes(app: FastifyInstance, deps: TPlayDeps): void {
  const findSession = (token: string): TGameSession | undefined => {
    const parsed = ZSessionToken.safeParse(token);
    return parsed.success ? deps.sessions.get(parsed.data) : undefined;
  };
  const getSession = (token: string): TGameSession => {
    const session = findSession(token);
    if (!session)
      throw new SimError(
        'SESSION_NOT_FOUND',
        'this game session has ended; relaunch the game from the lobby',
      );
    return session;
  };
  const balanceOf = (s: TGameSession): bigint => (s.fun ? s.demoBalanceMinor : deps.store.balanceOf(s));

  app.get<TTokenParams>('/play/:token', async (req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.headers(pageHeaders(nonce));
    const session = findSession(req.params.token);
    if (!session) return reply.code(404).send(renderSessionEndedPage(nonce));
    return reply.send(renderGamePage({ session, balanceMinor: balanceOf(session), nonce }));
  });

  app.get<TTokenParams>('/play/:token/state', async (req, reply) => {
    const session = getSession(req.params.token);
    reply.header('cache-control', 'no-store');
    return {
      ok: true,
      fun: session.fun,
      balanceMinor: balanceOf(session).toString(),
      history: session.history,
    };
  });

  app.post<TTokenParams>('/play/:token/round', async (req, reply) => {
    const session = getSession(req.params.token);
    const { stakeMinor, choice } = parseInput(ZRoundRequest, req.body);
    const kind = GAME_THEMES[session.category].kind;
    if (!isChoiceOf(kind, choice)) {
      throw new SimError(
        'INVALID_REQUEST',
        `choice: must be one of ${Object.keys(GAME_RULES[kind].choices).join(', ')}`,
      );
    }
    const draw = () => drawRound(kind, choice, stakeMinor, deps.randomInt);

    let round: { roundId: string; balanceMinor: bigint; result: ReturnType<typeof draw> };
    if (session.fun) {
      if (stakeMinor > session.demoBalanceMinor)
        throw new SimError('INSUFFICIENT_FUNDS', 'the stake is above the balance');
      const result = draw();
      session.demoBalanceMinor += result.payoutMinor - stakeMinor;
      round = { roundId: randomUUID(), balanceMinor: session.demoBalanceMinor, result };
    } else {
      round = await deps.store.playRound({ ...session, stakeMinor }, draw);
    }

    const { result } = round;
    deps.sessions.remember(session, {
      roundId: round.roundId,
      choice,
      outcomeLabel: result.outcomeLabel,
      won: result.won,
      stakeMinor: stakeMinor.toString(),
      payoutMinor: result.payoutMinor.toString(),
      at: deps.now().toISOString(),
    });
    reply.header('cache-control', 'no-store');
    return {
      ok: true,
      roundId: round.roundId,
      choice,
      outcome: result.outcome,
      outcomeLabel: result.outcomeLabel,
      won: result.won,
      stakeMinor: stakeMinor.toString(),
      payoutMinor: result.payoutMinor.toString(),
      balanceMinor: round.balanceMinor.toString(),
      history: session.history,
    };
  });
}
