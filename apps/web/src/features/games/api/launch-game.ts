import {
  GAMES_API,
  type ZLaunchGameResult,
  type TGame,
  type TLanguage,
  type TLaunchGameRequest,
  type TLaunchGameResult,
} from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { deviceHeader } from '../../../lib/device.ts';
import type { TGamePlatform } from './games-keys.ts';

/** Real money (accountType 1) or free play (accountType 0). */
export type TLaunchMode = 'real' | 'free';

type TLaunchInput = {
  game: Pick<TGame, 'nodeId' | 'gameId' | 'vassalage'>;
  mode: TLaunchMode;
  platform: TGamePlatform;
  language: TLanguage;
  roomId?: string;
};

/**
 * The launch payload of spec §3. Real play confirms the transfer (confirmTrans), so a
 * transfer-wallet vendor gets the main balance moved in by the server; free play moves nothing.
 * The token travels in the Authorization header only, never in the body.
 */
export const buildLaunchRequest = ({
  game,
  mode,
  platform,
  language,
  roomId,
}: TLaunchInput): TLaunchGameRequest => ({
  nodeId: game.nodeId,
  gameId: game.gameId,
  vassalage: game.vassalage,
  roomId,
  accountType: mode === 'real' ? 1 : 0,
  confirmTrans: mode === 'real',
  platform,
  clientType: deviceHeader(),
  language,
});

/**
 * POST /wps/game/launchGame (T, with the Language header): the game's address (game_url, else
 * game_url2) and the game itself for the frame's title. Shows the loading modal while it runs.
 */
export const launchGame = (body: TLaunchGameRequest): Promise<TLaunchGameResult> =>
  apiRequest<typeof ZLaunchGameResult>(GAMES_API.launchGame, { method: 'POST', body, loader: true });

/** The address to frame from a launch answer. */
export const launchUrlOf = (result: TLaunchGameResult): string => result.game_url || result.game_url2 || '';

/** The other games a GAME_MAINTENANCE error suggests, or null for any other error. */
export const maintenanceSuggestions = (e: unknown): TGame[] | null => {
  if (!isApiError(e) || e.errorCode !== 'GAME_MAINTENANCE') return null;
  // The error's value is the server's GAME_MAINTENANCE body ({ suggestions }, ZGameMaintenance).
  const suggestions = (e.value as { suggestions?: unknown } | undefined)?.suggestions;
  return Array.isArray(suggestions) ? (suggestions as TGame[]) : [];
};
