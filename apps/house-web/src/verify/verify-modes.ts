import { h } from '../shared/dom.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { readGameRoundKind } from './game-round-compute.ts';
import { isTableMode } from './tables-compute.ts';

/**
 * The verifier's modes and the tabs between them. The games' pages link straight into theirs: the
 * slot by default, live tables by `?tableRound=`, keno and fishing by `?game=keno|fish`, Rocket
 * Crash by `?crashGame=`, a Niu-Niu hand by `?niuniuHand=`; a tab opens its mode with an empty form.
 */
export type TVerifyMode = 'slot' | 'table' | 'keno' | 'fish' | 'crash' | 'niuniu';

export function verifyModeOf(search: string): TVerifyMode {
  if (isTableMode(search)) return 'table';
  const game = readGameRoundKind(search);
  if (game) return game;
  const params = new URLSearchParams(search);
  if (params.has('niuniuHand') || params.get('mode') === 'niuniu') return 'niuniu';
  return params.has('crashGame') || params.get('mode') === 'crash' ? 'crash' : 'slot';
}

/** The line under the page's title in each mode. */
export const MODE_LEADS: Readonly<Record<TVerifyMode, TKey>> = {
  slot: 'verify.lead',
  table: 'verify.tableLead',
  keno: 'verify.gameLead',
  fish: 'verify.gameLead',
  crash: 'verify.crashLead',
  niuniu: 'verify.niuniu.lead',
};

const TABS: readonly { mode: TVerifyMode; label: TKey; query: Record<string, string> }[] = [
  { mode: 'slot', label: 'verify.tableTabSlot', query: {} },
  { mode: 'table', label: 'verify.tableTabTable', query: { mode: 'table' } },
  { mode: 'keno', label: 'keno.docTitle', query: { game: 'keno' } },
  { mode: 'fish', label: 'fish.docTitle', query: { game: 'fish' } },
  { mode: 'crash', label: 'crash.docTitle', query: { mode: 'crash' } },
  { mode: 'niuniu', label: 'verify.niuniu.tab', query: { mode: 'niuniu' } },
];

/** Links to every mode, keeping the page's language; the current one is marked for assistive tech. */
export function modeTabs(t: TTranslate, current: TVerifyMode): HTMLElement {
  const langParam = new URLSearchParams(location.search).get('lang');
  const href = (query: Record<string, string>) => {
    const params = new URLSearchParams(query);
    if (langParam) params.set('lang', langParam);
    const search = params.toString();
    return search ? `?${search}` : location.pathname;
  };
  return h(
    'nav',
    { class: 'v-tabs', 'aria-label': t('verify.tableTabs') },
    TABS.map((tab) =>
      h(
        'a',
        {
          class: 'v-tab',
          href: href(tab.query),
          'aria-current': tab.mode === current ? 'page' : null,
          'data-testid': `verify-tab-${tab.mode}`,
        },
        t(tab.label),
      ),
    ),
  );
}
