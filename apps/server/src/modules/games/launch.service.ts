import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { HOUSE_API, type TGame, type TLaunchGameResult, type ZLaunchGameRequest } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { GameSessions } from '../house/game-sessions.ts';
import { VendorRefusedError, VendorUnreachableError } from '../wallet/vendor-wallets.ts';
import type { TSession } from '../identity/session.service.ts';
import type { TBrand } from '../system/system.service.ts';

type TLaunchGameRequest = z.output<typeof ZLaunchGameRequest>;

/** What launching needs to know of a catalogue game. */
export type TLaunchable = {
  game: TGame;
  gameCode: string;
  vendorCode: string;
  /** Which integration plays it: our house pages, or an external vendor's launch call. */
  integration: string | null;
};

/** An external vendor's launch: its own game URL for a player (or for free play). */
export type TExternalLauncher = (l: {
  brand: TBrand;
  member: TSession['member'] | null;
  game: TLaunchable;
  language: string;
  roomId?: string;
}) => Promise<string>;

export type TLaunchDeps = {
  findGame: (
    brand: TBrand,
    nodeId: number,
    memberId: number | undefined,
    language: string,
  ) => Promise<TLaunchable | undefined>;
  findSuggestions: (brand: TBrand, game: TGame, language: string) => Promise<TGame[]>;
  recordPlay: (brandId: number, memberId: number, nodeId: number) => Promise<void>;
  /** Opens a house game session: the token of the page's URL. */
  openHouseSession: (s: Parameters<GameSessions['open']>[0]) => Promise<{ token: string }>;
  /**
   * The house page a house game opens (the slot's unless another product claims the game), which
   * may add its own parameters to the query.
   */
  housePageOf?: (gameCode: string, query: URLSearchParams) => string | null;
  /** The demo balance of a free-play house session, in the brand's minor units. */
  freePlayBalanceMinor: (brand: TBrand) => bigint;
  /** Launchers of external integrations by name (e.g. SIMULATOR). */
  externalLaunchers: ReadonlyMap<string, TExternalLauncher>;
  /**
   * Wallet: moves the member's whole main balance into a vendor's own wallet, once per `key`; moves
   * nothing for a vendor without a wallet of its own (a seamless one) or an empty main wallet.
   */
  moveMainIn: (brand: TBrand, member: TSession['member'], vendorCode: string, key: string) => Promise<void>;
  /** A fresh id per launch, for the key of its move. */
  newId?: () => string;
};

/**
 * /wps/game/launchGame: real-money play needs a session and a real account; free play needs a game
 * that offers it. Real play with confirmTrans moves the main balance into a transfer-wallet vendor. A game or vendor under maintenance, or a vendor that does not answer its launch,
 * answers GAME_MAINTENANCE with other games to suggest. The answer is the URL the /game frame opens.
 */
export function createLaunchService(d: TLaunchDeps) {
  const newId = d.newId ?? randomUUID;

  async function launch(
    brand: TBrand,
    session: TSession | null,
    req: TLaunchGameRequest & { language: string },
  ): Promise<TLaunchGameResult> {
    const real = req.accountType === 1;
    if (real && !session) throw new AppError('NOT_LOGGED_IN', 'Log in to play for real money.');
    if (real && session && session.member.type === 4)
      throw new AppError('REAL_ACCOUNT_REQUIRED', 'Register or log in to a real account.');
    const found = await d.findGame(brand, req.nodeId, session?.member.id, req.language);
    if (!found || (req.vassalage && req.vassalage !== found.vendorCode))
      throw new AppError('NOT_FOUND', 'No such game.');
    if (found.game.maintenance)
      throw new AppError('GAME_MAINTENANCE', 'This game is under maintenance.', {
        suggestions: await d.findSuggestions(brand, found.game, req.language),
      });
    if (!real && !found.game.freePlay)
      throw new AppError('OPERATION_NOT_ALLOWED', 'This game has no free play.');
    const player = real ? { member: session!.member, loginSessionId: session!.id } : null;
    // confirmTrans (spec §3): real play at a transfer-wallet vendor takes the main balance in first,
    // so the game opens with the member's money rather than an empty wallet.
    if (player && req.confirmTrans && found.integration !== 'HOUSE')
      await d.moveMainIn(brand, player.member, found.vendorCode, `launch:${player.member.id}:${newId()}`);
    const url = await launchUrl(brand, player, found, req);
    const member = player?.member;
    if (member) await d.recordPlay(brand.id, member.id, found.game.nodeId);
    return { game_url: url, game_url2: null, game: found.game };
  }

  async function launchUrl(
    brand: TBrand,
    player: { member: TSession['member']; loginSessionId: number } | null,
    found: TLaunchable,
    req: TLaunchGameRequest & { language: string },
  ) {
    const member = player?.member ?? null;
    if (found.integration === 'HOUSE') {
      // Real play lives only as long as the login session it is launched from.
      const { token } = await d.openHouseSession({
        brandId: brand.id,
        memberId: member?.id ?? null,
        loginSessionId: player?.loginSessionId ?? null,
        nodeId: found.game.nodeId,
        vendorCode: found.vendorCode,
        gameCode: found.gameCode,
        language: req.language,
        funBalanceMinor: member ? null : d.freePlayBalanceMinor(brand),
      });
      const query = new URLSearchParams({ lang: req.language });
      if (!member) query.set('fun', '1');
      // a card game launched from GLS2_roomList's pick opens in that room
      if (req.roomId) query.set('room', req.roomId);
      const page = d.housePageOf?.(found.gameCode, query) ?? HOUSE_API.slotPage;
      // The token goes in the fragment: browsers never send it, so no request line or log holds it.
      return `${page}?${query.toString()}#${new URLSearchParams({ token }).toString()}`;
    }
    const launcher = found.integration ? d.externalLaunchers.get(found.integration) : undefined;
    if (!launcher) throw new AppError('NOT_FOUND', 'No such game.');
    try {
      return await launcher({ brand, member, game: found, language: req.language, roomId: req.roomId });
    } catch (error) {
      if (!(error instanceof VendorUnreachableError || error instanceof VendorRefusedError)) throw error;
      // The vendor is down or refuses the launch: for the player the game is closed for now.
      throw Object.assign(
        new AppError('GAME_MAINTENANCE', 'The game’s vendor is not answering.', {
          suggestions: await d.findSuggestions(brand, found.game, req.language),
        }),
        { cause: error },
      );
    }
  }

  return { launch };
}
export type LaunchService = ReturnType<typeof createLaunchService>;
