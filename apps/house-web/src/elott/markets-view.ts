import type { TLotteryGame } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { drawPhase } from '../lottery-shared/clock.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { slipTotals, type TSlipLine } from '../lottery-shared/slip.ts';
import { createStakeField } from '../lottery-shared/stake-field.ts';
import { MARKET_KEYS, SELECTION_KEYS, linesOfPicks, marketGroups } from './markets.ts';

/**
 * The markets as chips (ball 1–5, the sum: big/small/odd/even; dragon/tiger/tie), each with its
 * odds and pressed while picked; the stake per line and "Add to slip". Picks are not a draw's:
 * they stay as the periods go by (a player often backs the same side period after period), and
 * become lines of whichever period is open when they are added.
 */
export function createMarkets(
  page: TLotteryPage,
  deps: {
    game: () => TLotteryGame | null;
    decimals: () => number;
    money: (minor: number) => string;
    onAdd: (lines: TSlipLine[]) => void;
  },
) {
  const { t } = page;
  let picks: string[] = [];
  let oddsSignature = '';
  const groupsHost = h('div', { class: 'market-groups' });
  const stake = createStakeField(t, () => renderSummary());
  const summary = h('p', { class: 'pick-summary', 'data-testid': 'pick-summary' });
  const addButton = h(
    'button',
    { class: 'btn btn-gold', type: 'button', 'data-testid': 'slip-add', onclick: () => add() },
    t('lot.slip.add'),
  );
  const el = h(
    'section',
    { class: 'card markets', 'aria-labelledby': 'markets-title' },
    h('h2', { class: 'card-title', id: 'markets-title' }, t('el.markets')),
    groupsHost,
    stake.el,
    summary,
    addButton,
  );

  function renderGroups(game: TLotteryGame) {
    setChildren(
      groupsHost,
      marketGroups(game.odds).map((group) =>
        h(
          'div',
          { class: 'market', role: 'group', 'aria-labelledby': `m-${group.market}` },
          h('h3', { class: 'market-name', id: `m-${group.market}` }, t(MARKET_KEYS[group.market])),
          h(
            'div',
            { class: 'market-chips' },
            group.selections.map(({ selection, key, odds }) =>
              h(
                'button',
                {
                  type: 'button',
                  class: `odds-chip sel-${selection.toLowerCase()}`,
                  'aria-pressed': String(picks.includes(key)),
                  'data-pick': key,
                  'data-testid': `pick-${key}`,
                  onclick: () => toggle(key),
                },
                h('span', { class: 'sel' }, t(SELECTION_KEYS[selection])),
                h('span', { class: 'odds' }, `×${odds}`),
              ),
            ),
          ),
        ),
      ),
    );
  }

  function toggle(key: string) {
    picks = picks.includes(key) ? picks.filter((p) => p !== key) : [...picks, key];
    renderPressed();
  }

  function renderPressed() {
    for (const chip of groupsHost.querySelectorAll<HTMLButtonElement>('[data-pick]'))
      chip.setAttribute('aria-pressed', String(picks.includes(chip.dataset.pick!)));
    renderSummary();
  }

  function pending(): { lines: TSlipLine[]; problem: string } {
    const game = deps.game();
    if (!game?.draw) return { lines: [], problem: t('el.noPeriod') };
    const stakeMinor = stake.read(game, deps.decimals());
    if (drawPhase(game.draw, page.now()) !== 'open') return { lines: [], problem: t('el.closedWait') };
    if (stakeMinor === null) return { lines: [], problem: '' };
    return { lines: linesOfPicks(picks, game, game.draw, stakeMinor), problem: '' };
  }

  function renderSummary() {
    const { lines, problem } = pending();
    if (lines.length > 0) {
      const sum = slipTotals(lines);
      summary.textContent = t('vn.pick.summary', {
        lines: sum.lines,
        total: deps.money(sum.stakeMinor),
        win: deps.money(sum.maxWinMinor),
      });
    } else summary.textContent = problem || t('el.pickNone');
    addButton.disabled = lines.length === 0;
  }

  function add() {
    const { lines } = pending();
    if (lines.length === 0) return;
    deps.onAdd(lines);
    picks = [];
    renderPressed();
  }

  return {
    el,
    /** A new answer: new odds redraw the chips. */
    update() {
      const game = deps.game();
      if (!game) return;
      stake.setGame(game, deps.decimals());
      const signature = `${game.code}|${JSON.stringify(game.odds)}`;
      if (signature !== oddsSignature) {
        oddsSignature = signature;
        renderGroups(game);
      }
      renderSummary();
    },
    tick: () => renderSummary(),
  };
}
