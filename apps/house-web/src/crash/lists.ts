import type { TCrashPastGame, TCrashState } from '@openlobby/contracts';
import { ApiError, NetworkError } from '../shared/api.ts';
import { h, icon, ICONS } from '../shared/dom.ts';
import { shortHex } from '../shared/format.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';

/** Rocket Crash's lists and dialogs, drawn from what the page holds: past games, players, fairness. */

export type TPlayerRow = { player: string; stake: number; cashedOutAt: number | null; win: number | null };

/** The verifier's address for a crash game, in the page's language. */
export const verifyHref = (game: string, lang: string) =>
  `../verify/?${new URLSearchParams({ crashGame: game, lang }).toString()}`;

/** A failed call in the player's words. */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof NetworkError) return t('crash.error.network');
  if (error instanceof ApiError) {
    const known: Record<string, TKey> = {
      ROUND_CLOSED: 'crash.error.closed',
      INSUFFICIENT_BALANCE: 'crash.error.balance',
      GAME_SESSION_INVALID: 'crash.error.session',
      NOT_LOGGED_IN: 'crash.error.session',
      VALIDATION_FAILED: 'crash.error.invalid',
    };
    const key = known[error.errorCode];
    if (key) return t(key);
  }
  return t('crash.error.other');
}

/** The strip of past crash points, each a link to its check. */
export function pastItems(t: TTranslate, past: readonly TCrashPastGame[], lang: string) {
  return past.map((g) =>
    h(
      'li',
      { class: `cr-chip-past ${g.crashPoint >= 10 ? 'moon' : g.crashPoint >= 2 ? 'high' : 'low'}` },
      h(
        'a',
        { href: verifyHref(g.roundId, lang), title: t('crash.game', { number: g.number }) },
        `${g.crashPoint.toFixed(2)}×`,
      ),
    ),
  );
}

/** The round's players with their stakes and cash-outs. */
export function playerItems(t: TTranslate, players: readonly TPlayerRow[], money: (n: number) => string) {
  return players.length === 0
    ? [h('li', { class: 'cr-empty' }, t('crash.noPlayers'))]
    : players.map((p) =>
        h(
          'li',
          { class: `cr-player ${p.cashedOutAt !== null ? 'won' : p.win === 0 ? 'lost' : ''}` },
          h('span', { class: 'cr-player-name' }, p.player),
          h('span', { class: 'cr-player-stake' }, money(p.stake)),
          h(
            'span',
            { class: 'cr-player-out' },
            p.cashedOutAt !== null ? `${p.cashedOutAt.toFixed(2)}×` : '—',
          ),
          h('span', { class: 'cr-player-win' }, p.win !== null && p.win > 0 ? money(p.win) : ''),
        ),
      );
}

/** The fairness dialog's content: the chain's terminal hash, salt and length, and the past games' hashes. */
export function fairnessContent(
  t: TTranslate,
  state: TCrashState,
  past: readonly TCrashPastGame[],
  lang: string,
  onClose: () => void,
) {
  const f = state.fairness;
  const row = (label: string, value: string, testId?: string) =>
    h(
      'div',
      { class: 'cr-fair-row' },
      h('dt', {}, label),
      h('dd', { class: 'cr-hash', ...(testId && { 'data-testid': testId }) }, value),
    );
  return [
    h(
      'div',
      { class: 'cr-dialog-head' },
      h('h2', { id: 'crash-fair-title' }, t('crash.fairness')),
      h(
        'button',
        { class: 'cr-tool', type: 'button', 'aria-label': t('crash.close'), onclick: onClose },
        icon(ICONS.close),
      ),
    ),
    h('p', { class: 'cr-note' }, t('crash.fairNote')),
    h(
      'dl',
      { class: 'cr-fair' },
      row(t('crash.terminalHash'), f.terminalHash, 'crash-terminal-hash'),
      row(t('crash.salt'), f.salt),
      row(t('crash.chainLength'), String(f.chainLength)),
      row(t('crash.edge'), `RTP ${(state.rtp * 100).toFixed(2)} %`),
    ),
    h('h3', {}, t('crash.recent')),
    h(
      'ol',
      { class: 'cr-fair-games' },
      past.map((g) =>
        h(
          'li',
          {},
          h('span', {}, t('crash.game', { number: g.number })),
          h('b', {}, `${g.crashPoint.toFixed(2)}×`),
          h('code', { title: g.hash }, shortHex(g.hash)),
          h('a', { href: verifyHref(g.roundId, lang) }, t('crash.verify')),
        ),
      ),
    ),
  ];
}
