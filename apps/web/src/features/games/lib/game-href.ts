import { paths } from '../../../config/paths.ts';

/** What the /game page needs to frame a launched game; all of it sits in the address. */
export type TGameFrameParams = { url: string; nodeId?: number; name?: string };

/** /game?url=<game_url>&nodeId=…&name=…: a reload frames the same game again. */
export const gameHref = (frame: TGameFrameParams): string => paths.game.getHref(frame);

/**
 * The origins games may be framed from: the site's own (the house games) and the origins of the
 * brand's launchGameCDNs (site config; paths there mean the site's own origin).
 */
export const gameOriginsOf = (launchGameCDNs: readonly string[]): string[] => {
  const origins = new Set([window.location.origin]);
  for (const cdn of launchGameCDNs) {
    try {
      origins.add(new URL(cdn, window.location.origin).origin);
    } catch {
      // Not an address: allows nothing.
    }
  }
  return [...origins];
};

/**
 * A game address the /game page may frame: http(s) (never javascript: or data:) on one of the
 * allowed origins, so /game?url= cannot show someone else's page under the brand's header.
 * `untrusted` when the address is well formed but elsewhere; null when there is none.
 */
export const safeGameUrl = (
  raw: string | null,
  allowedOrigins: readonly string[],
): string | 'untrusted' | null => {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return allowedOrigins.includes(url.origin) ? url.toString() : 'untrusted';
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
