import { AppError } from '../../lib/app-error.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as repo from './house.repo.ts';

/** How long a launched game page may play before the player relaunches it. */
export const GAME_SESSION_HOURS = 12;

/**
 * Launch sessions of games we host (the house vendor and seamless games): a random token in the
 * game page's URL, stored as its hash, tied to one member (or to a demo balance for free play) and
 * one game. Real play is also tied to the login session it was launched from: the game is live only
 * while that session is and while the member may play, checked on every call.
 */
export function createGameSessions({ db, now }: { db: Db; now: () => Date }) {
  async function open(s: {
    brandId: number;
    memberId: number | null;
    /** The launching login session: required for real play, null for free play. */
    loginSessionId: number | null;
    nodeId: number;
    vendorCode: string;
    gameCode: string;
    language: string;
    funBalanceMinor: bigint | null;
  }) {
    if ((s.memberId === null) !== (s.loginSessionId === null))
      throw new Error('a real-play game session needs its login session, and free play none');
    const token = newToken();
    const row = await repo.insertGameSession(db, {
      ...s,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now().getTime() + GAME_SESSION_HOURS * 3_600_000),
    });
    return { token, session: row };
  }

  /**
   * The live session of a token, or GAME_SESSION_INVALID (also once its login session ended or its
   * member was frozen or disabled).
   */
  async function resolve(token: string | undefined): Promise<repo.TGameSessionRow> {
    const clean = token?.replace(/^Bearer\s+/i, '').trim();
    if (!clean || clean.length < 16 || clean.length > 128)
      throw new AppError('GAME_SESSION_INVALID', 'Launch the game again.');
    const row = await repo.findLiveGameSession(db, hashSecret(clean), now());
    if (!row) throw new AppError('GAME_SESSION_INVALID', 'Launch the game again.');
    return row;
  }

  return { open, resolve };
}
export type GameSessions = ReturnType<typeof createGameSessions>;
/** A live game session, as `resolve` answers it. */
export type TGameSession = Awaited<ReturnType<GameSessions['resolve']>>;

/**
 * A free-play session's demo balance, locked for the rest of the transaction (other house games
 * move it as the slot does: read locked, then set).
 */
export async function lockFunBalance(tx: DbOrTx, gameSessionId: number): Promise<bigint> {
  return (await repo.lockGameSession(tx, gameSessionId)).funBalanceMinor ?? 0n;
}

export async function setFunBalance(tx: DbOrTx, gameSessionId: number, balanceMinor: bigint) {
  await repo.setFunBalance(tx, gameSessionId, balanceMinor);
}
