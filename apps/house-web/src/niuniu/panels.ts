import type { TNiuniuHand, TNiuniuRoomView } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TLang, TTranslate } from '../shared/i18n.ts';
import { paytableRows } from './bull.ts';
import { categoryText } from './cards-view.ts';
import { signedAmount, type THistoryEntry } from './hand-state.ts';

/**
 * The viewer's stake while the clock runs: one button per multiple of the base bet, each with
 * what it stakes; a multiple the chips at the table do not cover (5 × it × the base bet, the
 * worst case) is offered disabled. Keys 1, 2 and 3 press the buttons.
 */
export function stakeBarEl(
  t: TTranslate,
  view: TNiuniuRoomView,
  hand: TNiuniuHand,
  money: (n: number) => string,
  onStake: (multiple: number) => void,
  busy: boolean,
  seconds: number,
): HTMLElement {
  const allowed = hand.choices?.multiples ?? [];
  return h(
    'div',
    { class: 'nn-stakes', role: 'group', 'aria-labelledby': 'nn-stake-title', 'data-testid': 'nn-stakes' },
    h(
      'p',
      { id: 'nn-stake-title', class: 'nn-stake-title', 'data-testid': 'nn-stake-title' },
      t('niuniu.stakeTitle', { s: seconds }),
    ),
    h(
      'div',
      { class: 'nn-stake-buttons' },
      [1, 2, 3].map((m) =>
        h(
          'button',
          {
            type: 'button',
            class: 'nn-stake',
            'aria-keyshortcuts': String(m),
            // the visible "×2 20.00" names the button; the title says it in words
            title: allowed.includes(m)
              ? t('niuniu.stakeButton', { m, amount: money(m * hand.baseBet) })
              : t('niuniu.notCovered'),
            disabled: busy || !allowed.includes(m),
            'data-testid': `nn-stake-${m}`,
            onclick: () => onStake(m),
          },
          h('span', { class: 'nn-stake-m' }, `×${m}`),
          ' ',
          h('span', { class: 'nn-stake-amount' }, money(m * hand.baseBet)),
        ),
      ),
    ),
  );
}

/** The keyboard's stakes while the stake bar shows: 1, 2, 3 press the matching button. */
export function keyToStake(key: string): string | null {
  return ['1', '2', '3'].includes(key) ? `[data-testid="nn-stake-${key}"]` : null;
}

/** The rules and the paytable: how a bull is made, what each hand pays, the room's commission. */
export function rulesEl(t: TTranslate, view: TNiuniuRoomView): HTMLElement {
  return h(
    'details',
    { class: 'nn-panel nn-rules', 'data-testid': 'nn-rules' },
    h('summary', {}, t('niuniu.rules')),
    h('p', {}, t('niuniu.rules.banker')),
    h('p', {}, t('niuniu.rules.bull')),
    h('p', {}, t('niuniu.rules.win', { pct: view.room.commissionPercent })),
    h(
      'table',
      { class: 'nn-paytable' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('niuniu.paytable.hand')),
          h('th', { scope: 'col' }, t('niuniu.paytable.pays')),
        ),
      ),
      h(
        'tbody',
        {},
        paytableRows().map((row) =>
          h(
            'tr',
            {},
            h(
              'td',
              {},
              row.first === row.last
                ? categoryText(t, row.first)
                : `${categoryText(t, row.first)} – ${categoryText(t, row.last)}`,
            ),
            h('td', {}, `×${row.multiplier}`),
          ),
        ),
      ),
    ),
  );
}

/** A history line's hands: the viewer's against the banker's, or the banker's alone. */
function historyWords(t: TTranslate, e: THistoryEntry): string {
  const hand = (category: THistoryEntry['bankerCategory']) => (category ? categoryText(t, category) : '–');
  if (e.mine?.banker) return t('niuniu.history.youBanked', { hand: hand(e.mine.category) });
  const banker = t('niuniu.history.banker', { hand: hand(e.bankerCategory) });
  return e.mine ? `${t('niuniu.history.you', { hand: hand(e.mine.category) })} · ${banker}` : banker;
}

/** The hands finished since the page opened, newest first: the banker's hand, the viewer's and their net. */
export function historyEl(
  t: TTranslate,
  history: readonly THistoryEntry[],
  money: (n: number) => string,
): HTMLElement {
  return h(
    'details',
    { class: 'nn-panel nn-history', 'data-testid': 'nn-history' },
    h('summary', {}, t('niuniu.history')),
    history.length === 0
      ? h('p', { class: 'nn-muted' }, t('niuniu.historyEmpty'))
      : h(
          'ol',
          {},
          history.map((e) =>
            h(
              'li',
              {},
              h('span', { class: 'nn-history-no' }, t('niuniu.handNo', { n: e.handNo })),
              h('span', { class: 'nn-history-hands' }, historyWords(t, e)),
              e.mine
                ? h(
                    'span',
                    { class: `nn-history-net ${e.mine.net > 0 ? 'up' : e.mine.net < 0 ? 'down' : ''}` },
                    signedAmount(e.mine.net, money),
                  )
                : null,
            ),
          ),
        ),
  );
}

/** The hand's fairness: its seed hash from the deal, and once shown a link to replay it in the verifier. */
export function fairEl(t: TTranslate, hand: TNiuniuHand, lang: TLang): HTMLElement {
  return h(
    'p',
    { class: 'nn-fair' },
    t('niuniu.seedHash'),
    ' ',
    h('code', {}, `${hand.serverSeedHash.slice(0, 12)}…`),
    ' ',
    hand.phase === 'SHOWN'
      ? h(
          'a',
          {
            href: `../verify/?niuniuHand=${hand.handId}&lang=${lang}`,
            target: '_blank',
            rel: 'noopener',
            'data-testid': 'nn-verify',
          },
          t('niuniu.verify'),
        )
      : null,
  );
}
