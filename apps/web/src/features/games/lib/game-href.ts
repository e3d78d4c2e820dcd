import { paths } from '../../../config/paths.ts';

/** What the /game page needs to frame a launched game; all of it sits in the address. */
export type TGameFrameParams = { url: string; nodeId?: number; name?: string };

/** /game?url=<game_url>&nodeId=…&name=…: a reload frames the same game again. */
export const gameHref = (frame: TGameFrameParams): string => paths.game.getHref(frame);

/** Only http(s) game addresses may be framed (a javascript: or data: address never is). */
export const safeGameUrl = (raw: string | null): string | null => {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** Where a game page was opened from (router state), so closing the game goes back there. */
export type TGameReturn = { from?: string };

export const returnPathOf = (state: unknown): string | undefined => {
  const from = (state as TGameReturn | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
};
