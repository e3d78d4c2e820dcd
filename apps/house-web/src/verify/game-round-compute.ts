import type { TTranslate } from '../shared/i18n.ts';

/**
 * What the keno and fishing verifiers share, independent of the server and of the DOM: the round's
 * address as the games' History links write it (shared/round-chrome.ts gameVerifyHref), the seeds
 * and stake read from the form, and the verdict on the win the game recorded.
 */

/** A house round's game whose page links `?game=<kind>` to the verifier. */
export type TGameRoundKind = 'keno' | 'fish';

/** The game of `?game=keno|fish`, or null for any other address. */
export function readGameRoundKind(search: string): TGameRoundKind | null {
  const game = new URLSearchParams(search).get('game');
  return game === 'keno' || game === 'fish' ? game : null;
}

/** The form's values from the link; missing ones are empty. */
export type TGameRoundQuery = {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Keno's picks, `3-17-42`. */
  picks: string;
  /** The fish the shot hit (a species id). */
  species: string;
  /** The stake (keno) or the bullet's cost (fish), in major units. */
  bet: string;
  decimals: string;
  /** The win the game recorded (major units), to compare with; optional. */
  win: string;
};

export function readGameRoundQuery(search: string): TGameRoundQuery {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  return {
    serverSeed: get('serverSeed'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    picks: get('picks'),
    species: get('species'),
    bet: get('bet'),
    decimals: get('decimals'),
    win: get('win'),
  };
}

/** The seeds and stake every house round is played from, the stake in minor units. */
export type TGameRoundSeeds = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  stakeMinor: number;
  decimals: number;
};

export type TSeedsCheck = { ok: true; seeds: TGameRoundSeeds } | { ok: false; error: string };

/**
 * Checks the seeds, the nonce and the stake (major units with the given decimals, 2 when blank; a
 * whole positive number of minor units). The engine checks the rest (which stakes it takes).
 */
export function checkGameRoundSeeds(
  values: Pick<TGameRoundQuery, 'serverSeed' | 'clientSeed' | 'nonce' | 'bet' | 'decimals'>,
  t: TTranslate,
): TSeedsCheck {
  const serverSeed = values.serverSeed.trim();
  const clientSeed = values.clientSeed.trim();
  if (!serverSeed) return { ok: false, error: t('check.serverSeed') };
  if (!clientSeed) return { ok: false, error: t('check.clientSeed') };
  if (!/^\d{1,15}$/.test(values.nonce.trim())) return { ok: false, error: t('check.nonce') };
  const decimalsText = values.decimals.trim() || '2';
  if (!/^\d$/.test(decimalsText)) return { ok: false, error: t('check.decimals') };
  const decimals = Number(decimalsText);
  const stakeMinor = minorOfText(values.bet, decimals);
  if (stakeMinor === null || stakeMinor <= 0)
    return { ok: false, error: t('verify.gameCheckStake', { decimals }) };
  return {
    ok: true,
    seeds: { serverSeed, clientSeed, nonce: Number(values.nonce.trim()), stakeMinor, decimals },
  };
}

/** Minor units of a major-unit text (`1,234.50`), exactly; null when it is not one or has too many decimals. */
export function minorOfText(text: string, decimals: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  const minor = Number(whole! + fraction.padEnd(decimals, '0').slice(0, decimals));
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Whether the recomputed win (minor units) is the win the game recorded (the link's `win`, major
 * units); null when there is none to compare with (a form filled by hand). A recorded text that is
 * not an amount of the currency never matches.
 */
export function recordedWinMatches(
  recorded: string,
  winMinor: number,
  decimals: number,
): { matches: boolean; recordedMinor: number } | null {
  if (recorded === '') return null;
  const recordedMinor = minorOfText(recorded, decimals);
  if (recordedMinor === null) return { matches: false, recordedMinor: Number.NaN };
  return { matches: recordedMinor === winMinor, recordedMinor };
}
