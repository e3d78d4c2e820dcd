import { z } from 'zod';
import type { TLaneTitle } from '@openlobby/contracts';
import { signRequest, verifyRequestSignature } from '../../../lib/signature.ts';
import { VendorRefusedError, VendorUnreachableError } from '../../wallet/vendor-wallets.ts';

export { VendorRefusedError, VendorUnreachableError };

/**
 * The platform's HTTP client for the vendor simulator (apps/vendor-sim), an external vendor with a
 * transfer wallet of its own. Every failure is one of two kinds, because the wallet must act on the
 * difference: VendorRefusedError means the vendor said no and applied nothing; VendorUnreachableError
 * means we do not know what happened, and the transfer must be reconciled through transferStatus.
 * Calls and answers are both signed; an answer without a valid signature is no answer (unreachable).
 */

/**
 * The header every call and every answer is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "t.METHOD.path.body")>`; an answer signs the method `ANSWER` with its call's path.
 */
export const SIMULATOR_SIGNATURE_HEADER = 'X-Sim-Signature';

/** Signs a POST of the exact body bytes to `path` the way the simulator checks it. */
export function signSimulatorCall(secret: string, path: string, body: string, at: Date): string {
  return signRequest(secret, { method: 'POST', path, body }, at);
}

/** Signs an answer to a call of `path` the way the simulator does (for tests' stand-ins). */
export function signSimulatorAnswer(secret: string, path: string, body: string, at: Date): string {
  return signRequest(secret, { method: 'ANSWER', path, body }, at);
}

/** The categories a simulator game page can be themed by: the lanes of the catalogue. */
export type TSimulatorGameCategory = TLaneTitle;

/** Whose wallet: our member key (e.g. `lobby_42`) under one vendor code. */
export type TSimulatorPlayer = { vendorCode: string; player: string; currency: string };

export type TSimulatorTransfer = TSimulatorPlayer & {
  direction: 'IN' | 'OUT';
  amountMinor: bigint;
  /** Our id of the move; a retry must reuse it. */
  transferId: string;
};

export type TSimulatorLaunch = TSimulatorPlayer & {
  gameId: string;
  gameName: string;
  category: TSimulatorGameCategory;
  language: string;
  fun: boolean;
  roomId?: string;
};

export type TSimulatorTransferStatus =
  | { status: 'NOT_FOUND' }
  | { status: 'DONE' | 'REFUSED'; direction: 'IN' | 'OUT'; amountMinor: bigint; balanceMinor: bigint };

export type TSimulatorClientOptions = {
  baseUrl: string;
  secret: string;
  /** Per call, including reading the answer. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
};

const ZMinor = z
  .string()
  .regex(/^(0|[1-9][0-9]*)$/)
  .transform((s) => BigInt(s));
const ZRefusal = z.object({ ok: z.literal(false), code: z.string().min(1), message: z.string().optional() });
const ZBalanceAnswer = z.object({ ok: z.literal(true), balanceMinor: ZMinor });
const ZTransferAnswer = z.object({
  ok: z.literal(true),
  transferId: z.string(),
  status: z.literal('DONE'),
  balanceMinor: ZMinor,
});
const ZStatusAnswer = z.discriminatedUnion('status', [
  z.object({ ok: z.literal(true), status: z.literal('NOT_FOUND') }),
  z.object({
    ok: z.literal(true),
    status: z.enum(['DONE', 'REFUSED']),
    direction: z.enum(['IN', 'OUT']),
    amountMinor: ZMinor,
    balanceMinor: ZMinor,
  }),
]);
const ZLaunchAnswer = z.object({ ok: z.literal(true), gameUrl: z.url({ protocol: /^https?$/ }) });
const ZBetHistoryAnswer = z.object({
  ok: z.literal(true),
  bets: z.array(
    z.object({
      betId: z.string().min(1).max(128),
      player: z.string().min(1),
      gameId: z.string().min(1),
      stakeMinor: ZMinor,
      payoutMinor: ZMinor,
      placedAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
      settledAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
    }),
  ),
  total: z.number().int().min(0),
});

/** Creates the client; amounts are bigint minor units in and out, decimal strings on the wire. */
export function createSimulatorClient(opts: TSimulatorClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 5000;
  const doFetch = opts.fetch ?? globalThis.fetch;
  const now = opts.now ?? (() => new Date());

  async function call<S extends z.ZodType>(path: string, payload: unknown, answer: S): Promise<z.output<S>> {
    const body = JSON.stringify(payload);
    const signal = AbortSignal.timeout(timeoutMs);
    const url = new URL(`${base}${path}`);
    const signedPath = `${url.pathname}${url.search}`;
    let status: number;
    let text: string;
    let signature: string | null;
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIMULATOR_SIGNATURE_HEADER]: signSimulatorCall(opts.secret, signedPath, body, now()),
        },
        body,
        signal,
        redirect: 'manual',
      });
      status = res.status;
      text = await res.text();
      signature = res.headers.get(SIMULATOR_SIGNATURE_HEADER);
    } catch (err) {
      if (signal.aborted)
        throw new VendorUnreachableError('TIMEOUT', `${path}: no answer within ${timeoutMs} ms`, {
          cause: err,
        });
      throw new VendorUnreachableError('NETWORK', `${path}: ${(err as Error).message}`, { cause: err });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (status >= 500) {
      throw new VendorUnreachableError('SERVER_ERROR', `${path}: the vendor answered ${status}`, { status });
    }
    // Anyone on the way could answer; only the vendor's signed answer (a refusal too) counts.
    const answerSigned = { method: 'ANSWER', path: signedPath, body: text };
    if (!verifyRequestSignature(opts.secret, answerSigned, signature ?? undefined, now())) {
      throw new VendorUnreachableError('BAD_SIGNATURE', `${path}: the answer is not signed by the vendor`, {
        status,
      });
    }
    if (status >= 400) {
      const refusal = ZRefusal.safeParse(json);
      if (refusal.success) {
        throw new VendorRefusedError(refusal.data.code, status, refusal.data.message ?? refusal.data.code);
      }
      throw new VendorUnreachableError('BAD_ANSWER', `${path}: ${status} without a refusal code`, { status });
    }
    const parsed = answer.safeParse(json);
    if (status < 200 || status >= 300 || !parsed.success) {
      throw new VendorUnreachableError('BAD_ANSWER', `${path}: an answer we cannot read (${status})`, {
        status,
      });
    }
    return parsed.data;
  }

  return {
    /** The player's balance in the vendor's wallet (0 for a player it has never seen). */
    async balance(p: TSimulatorPlayer): Promise<{ balanceMinor: bigint }> {
      const a = await call('/api/balance', pick(p), ZBalanceAnswer);
      return { balanceMinor: a.balanceMinor };
    },

    /**
     * Moves money into (IN) or out of (OUT) the vendor's wallet, once per transferId. Throws
     * VendorRefusedError('INSUFFICIENT_FUNDS' | 'DUPLICATE_TRANSFER' | ...) when refused.
     */
    async transfer(
      t: TSimulatorTransfer,
    ): Promise<{ transferId: string; status: 'DONE'; balanceMinor: bigint }> {
      const a = await call(
        '/api/transfer',
        {
          ...pick(t),
          direction: t.direction,
          amountMinor: t.amountMinor.toString(),
          transferId: t.transferId,
        },
        ZTransferAnswer,
      );
      if (a.transferId !== t.transferId) {
        throw new VendorUnreachableError(
          'BAD_ANSWER',
          `/api/transfer answered for ${a.transferId}, not ${t.transferId}`,
        );
      }
      return { transferId: a.transferId, status: a.status, balanceMinor: a.balanceMinor };
    },

    /** What became of a transfer whose answer never came: DONE, REFUSED, or NOT_FOUND (never applied). */
    async transferStatus(q: { vendorCode: string; transferId: string }): Promise<TSimulatorTransferStatus> {
      const a = await call(
        '/api/transfer/status',
        { vendorCode: q.vendorCode, transferId: q.transferId },
        ZStatusAnswer,
      );
      if (a.status === 'NOT_FOUND') return { status: 'NOT_FOUND' };
      return {
        status: a.status,
        direction: a.direction,
        amountMinor: a.amountMinor,
        balanceMinor: a.balanceMinor,
      };
    },

    /** One page of a vendor code's bets settled in [from, to), in settle order (at most 7 days). */
    async betHistory(q: { vendorCode: string; from: Date; to: Date; page: number; pageSize: number }) {
      const a = await call(
        '/api/bets',
        {
          vendorCode: q.vendorCode,
          from: q.from.toISOString(),
          to: q.to.toISOString(),
          page: q.page,
          pageSize: q.pageSize,
        },
        ZBetHistoryAnswer,
      );
      return { bets: a.bets, total: a.total };
    },

    /** A game URL for the browser, valid 12 hours. */
    async launch(l: TSimulatorLaunch): Promise<{ gameUrl: string }> {
      const a = await call(
        '/api/launch',
        {
          ...pick(l),
          gameId: l.gameId,
          gameName: l.gameName,
          category: l.category,
          language: l.language,
          fun: l.fun,
          ...(l.roomId === undefined ? {} : { roomId: l.roomId }),
        },
        ZLaunchAnswer,
      );
      return { gameUrl: a.gameUrl };
    },
  };
}
export type SimulatorClient = ReturnType<typeof createSimulatorClient>;

const pick = (p: TSimulatorPlayer) => ({ vendorCode: p.vendorCode, player: p.player, currency: p.currency });
