import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ZBalanceRequest,
  ZBetHistoryRequest,
  ZFaultsRequest,
  ZLaunchRequest,
  ZTransferRequest,
  ZTransferStatusRequest,
} from './api-schemas.ts';
import { SimError } from './errors.ts';
import type { Faults } from './faults.ts';
import { parseInput, parseJsonBody } from './parse-input.ts';
import type { Sessions } from './sessions.ts';
import { SIGNATURE_HEADER, signAnswer, verifySignature } from './signature.ts';
import type { WalletStore } from './wallet-store.ts';

export type TApiDeps = {
  store: WalletStore;
  sessions: Sessions;
  faults: Faults;
  secret: string;
  now: () => Date;
  /** The base of game URLs the browser opens, known once the server listens. */
  publicUrl: () => string;
};

/**
 * The signed server-to-server API the platform calls, mounted under /api. Bodies are kept as raw
 * bytes so the signature (over method, path and body) is checked over exactly what was sent, before
 * any parsing or writing. Every answer, refusals too, is signed over its request's path and its
 * exact bytes, so the platform can tell the simulator's answers from anyone else's.
 */
export function apiRoutes(deps: TApiDeps) {
  return async (api: FastifyInstance) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    api.addHook('onSend', async (req, reply, payload) => {
      if (typeof payload === 'string' || Buffer.isBuffer(payload))
        reply.header(SIGNATURE_HEADER, signAnswer(deps.secret, req.url, payload, deps.now()));
      return payload;
    });

    const signed = <S extends z.ZodType>(
      path: string,
      schema: S,
      handle: (input: z.output<S>, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) =>
      api.post(path, async (req, reply) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const call = { method: req.method, path: req.url, body: raw };
        if (!verifySignature(deps.secret, call, req.headers[SIGNATURE_HEADER], deps.now())) {
          throw new SimError(
            'INVALID_SIGNATURE',
            'X-Sim-Signature is missing, wrong or older than five minutes',
          );
        }
        return handle(parseInput(schema, parseJsonBody(raw)), req, reply);
      });

    signed('/balance', ZBalanceRequest, async (input) => ({
      ok: true,
      balanceMinor: deps.store.balanceOf(input).toString(),
    }));

    signed('/transfer', ZTransferRequest, async (input, req, reply) => {
      const fault = deps.faults.take();
      if (fault.mode === 'fail-before-apply') {
        throw new SimError('FAULT_INJECTED', 'fault injection: failed before applying the transfer');
      }
      const outcome = await deps.store.transfer(input).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
      if (fault.mode === 'hang-after-apply') {
        reply.hijack();
        deps.faults.hang(req.raw.socket, fault.hangMs);
        return reply;
      }
      if ('error' in outcome) throw outcome.error;
      const { result } = outcome;
      if (result.status === 'REFUSED') {
        throw new SimError('INSUFFICIENT_FUNDS', 'the transfer is above the balance', {
          transferId: result.transferId,
          balanceMinor: result.balanceMinor.toString(),
        });
      }
      return {
        ok: true,
        transferId: result.transferId,
        status: 'DONE',
        balanceMinor: result.balanceMinor.toString(),
      };
    });

    signed('/transfer/status', ZTransferStatusRequest, async (input) => {
      const r = await deps.store.transferStatus(input.vendorCode, input.transferId);
      if (!r) return { ok: true, status: 'NOT_FOUND' };
      return {
        ok: true,
        status: r.status,
        ...(r.code ? { code: r.code } : {}),
        direction: r.direction,
        amountMinor: r.amountMinor.toString(),
        balanceMinor: r.balanceMinor.toString(),
      };
    });

    signed('/bets', ZBetHistoryRequest, async (input) => {
      const { bets, total } = await deps.store.findBets(input);
      return {
        ok: true,
        bets: bets.map((b) => ({
          betId: b.betId,
          player: b.player,
          currency: b.currency,
          gameId: b.gameId,
          stakeMinor: b.stakeMinor.toString(),
          payoutMinor: b.payoutMinor.toString(),
          placedAt: new Date(b.settledAtMs).toISOString(),
          settledAt: new Date(b.settledAtMs).toISOString(),
        })),
        page: input.page,
        pageSize: input.pageSize,
        total,
      };
    });

    signed('/launch', ZLaunchRequest, async (input) => {
      // A real-money game plays the wallet, so its currency must be the player's (409 otherwise).
      if (!input.fun) deps.store.balanceOf(input);
      const session = deps.sessions.create(input);
      return { ok: true, gameUrl: `${deps.publicUrl()}/play/${session.token}` };
    });

    signed('/faults', ZFaultsRequest, async (input) => ({ ok: true, ...deps.faults.set(input) }));
  };
}
