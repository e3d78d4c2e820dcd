import type { TLotteryGame, TVnRegion } from '@openlobby/contracts';
import { VN_BET_TYPES, VN_SELECTION_RULES, type TVnBetType } from '@openlobby/house-games';
import { h, setChildren } from '../shared/dom.ts';
import { drawPhase, formatCountdown } from '../lottery-shared/clock.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { lineKey, oddsMilliOf, slipTotals, type TSlipLine } from '../lottery-shared/slip.ts';
import { createStakeField } from '../lottery-shared/stake-field.ts';
import { tabList } from '../lottery-shared/ui.ts';
import { BET_KEYS, betName } from './labels.ts';
import { gridNumbers, linesOf, missingPicks, pickerKindOf, togglePick, typedNumber } from './picker.ts';

export type TPickerDeps = {
  game: () => TLotteryGame | null;
  decimals: () => number;
  money: (minor: number) => string;
  onAdd: (lines: TSlipLine[]) => void;
};

/** A random number of `digits` digits from the browser's CSPRNG (a quick pick, nothing the draw depends on). */
function randomNumber(digits: number): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 10 ** digits).padStart(digits, '0');
}

/**
 * Bet-type tabs with their odds, the number picker of the chosen type, the stake per line and
 * "Add to slip". Picks belong to the type: switching types starts afresh.
 */
export function createPicker(page: TLotteryPage, deps: TPickerDeps) {
  const { t } = page;
  let betType: TVnBetType = 'LO2';
  let picks: string[] = [];
  let notice = '';

  const rule = h('p', { class: 'rule', id: 'bet-rule' });
  const pickArea = h('div', { class: 'pick-area' });
  const hint = h('p', { class: 'pick-hint', role: 'status', 'aria-live': 'polite' });
  const stake = createStakeField(t, () => renderSummary());
  const summary = h('p', { class: 'pick-summary', 'data-testid': 'pick-summary' });
  const addButton = h(
    'button',
    { class: 'btn btn-gold', type: 'button', 'data-testid': 'slip-add', onclick: () => add() },
    t('lot.slip.add'),
  );

  const tabs = tabList({
    label: t('vn.betTypes'),
    tabs: VN_BET_TYPES.map((type) => ({ id: type, label: type, testId: `bet-${type}` })),
    selected: betType,
    controls: 'pick-panel',
    onSelect: (id) => {
      betType = id as TVnBetType;
      picks = [];
      notice = '';
      render();
    },
    className: 'tabs bet-tabs',
  });

  const el = h(
    'section',
    { class: 'card picker', 'aria-labelledby': 'picker-title' },
    h('h2', { class: 'card-title', id: 'picker-title' }, t('vn.pickTitle')),
    tabs.el,
    h(
      'div',
      { class: 'pick-panel', id: 'pick-panel', role: 'tabpanel', 'aria-describedby': 'bet-rule' },
      rule,
      pickArea,
      hint,
    ),
    stake.el,
    summary,
    addButton,
  );

  const odds = (game: TLotteryGame, type: string) => game.odds[type];

  function toggle(number: string) {
    const result = togglePick(picks, number, betType);
    picks = result.picks;
    notice = result.refused ? t('vn.pick.full', { count: VN_SELECTION_RULES[betType].count }) : '';
    renderPicks();
  }

  /** A grid of toggles moved through with the arrow keys (one tab stop for the whole grid). */
  function gridView(kind: 'grid100' | 'grid10') {
    const numbers = gridNumbers(kind);
    const cols = 10;
    const cells = numbers.map((n, i) =>
      h(
        'button',
        {
          type: 'button',
          class: 'num-cell',
          'aria-pressed': String(picks.includes(n)),
          tabindex: i === 0 ? '0' : '-1',
          'data-n': n,
          onclick: () => toggle(n),
        },
        n,
      ),
    );
    const grid = h(
      'div',
      {
        class: `num-grid ${kind}`,
        role: 'group',
        'aria-label': t(kind === 'grid100' ? 'vn.pick.grid100' : 'vn.pick.grid10'),
      },
      cells,
    );
    grid.addEventListener('keydown', (e) => {
      const at = cells.indexOf(document.activeElement as HTMLButtonElement);
      if (at < 0) return;
      // the grid reads left to right in every language (lottery-shared/lottery.css)
      const move: Record<string, number> = {
        ArrowRight: 1,
        ArrowLeft: -1,
        ArrowDown: cols,
        ArrowUp: -cols,
        Home: -at,
        End: cells.length - 1 - at,
      };
      const step = move[e.key];
      if (step === undefined) return;
      e.preventDefault();
      const next = Math.min(cells.length - 1, Math.max(0, at + step));
      cells[at]!.tabIndex = -1;
      cells[next]!.tabIndex = 0;
      cells[next]!.focus();
    });
    return grid;
  }

  function typedView() {
    const input = h('input', {
      class: 'input typed-input',
      id: 'typed-number',
      inputmode: 'numeric',
      maxlength: '3',
      autocomplete: 'off',
      placeholder: '000',
      'data-testid': 'typed-number',
    });
    const addNumber = () => {
      const number = typedNumber(input.value, betType);
      if (number === null) {
        notice = t('vn.pick.threeDigits');
        renderHint();
        input.focus();
        return;
      }
      if (!picks.includes(number)) toggle(number);
      input.value = '';
      input.focus();
    };
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        addNumber();
      }
    });
    const chips = picks.map((n) =>
      h(
        'button',
        {
          type: 'button',
          class: 'chip picked',
          'aria-label': t('vn.pick.unpick', { number: n }),
          onclick: () => toggle(n),
        },
        n,
        h('span', { 'aria-hidden': 'true' }, ' ×'),
      ),
    );
    return h(
      'div',
      { class: 'typed' },
      h(
        'div',
        { class: 'typed-row' },
        h('label', { for: 'typed-number', class: 'sr-only' }, t('vn.pick.typed')),
        input,
        h(
          'button',
          { class: 'btn', type: 'button', onclick: addNumber, 'data-testid': 'typed-add' },
          t('vn.pick.addNumber'),
        ),
      ),
      h('div', { class: 'typed-chips', role: 'group', 'aria-label': t('vn.pick.chosen') }, chips),
    );
  }

  function renderPicks() {
    const kind = pickerKindOf(betType);
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.n;
    const typedFocused = document.activeElement?.id === 'typed-number';
    const tools = h(
      'div',
      { class: 'pick-tools' },
      h(
        'button',
        {
          class: 'btn btn-small',
          type: 'button',
          onclick: () => {
            const { digits } = VN_SELECTION_RULES[betType];
            for (let tries = 0; tries < 50; tries++) {
              const n = randomNumber(digits);
              if (picks.includes(n)) continue;
              const result = togglePick(picks, n, betType);
              if (!result.refused) picks = result.picks;
              else notice = t('vn.pick.full', { count: VN_SELECTION_RULES[betType].count });
              break;
            }
            renderPicks();
          },
        },
        t('vn.pick.random'),
      ),
      h(
        'button',
        {
          class: 'btn btn-small',
          type: 'button',
          disabled: picks.length === 0,
          onclick: () => {
            picks = [];
            notice = '';
            renderPicks();
          },
        },
        t('vn.pick.clear'),
      ),
    );
    setChildren(pickArea, kind === 'typed3' ? typedView() : gridView(kind), tools);
    // keep the keyboard where it was after the redraw
    if (focused !== undefined) {
      const cell = pickArea.querySelector<HTMLButtonElement>(`[data-n="${focused}"]`);
      if (cell) {
        pickArea.querySelectorAll<HTMLButtonElement>('.num-cell').forEach((c) => (c.tabIndex = -1));
        cell.tabIndex = 0;
        cell.focus();
      }
    } else if (typedFocused) pickArea.querySelector<HTMLInputElement>('#typed-number')?.focus();
    renderHint();
    renderSummary();
  }

  function renderHint() {
    const missing = missingPicks(betType, picks);
    hint.textContent =
      notice ||
      (missing > 0
        ? t('vn.pick.more', { count: missing })
        : picks.length > 0
          ? t('vn.pick.count', { count: picks.length, numbers: picks.join(', ') })
          : t('vn.pick.none'));
  }

  /** The lines the picks and stake make now; else why the draw takes none, or what is wrong with the stake. */
  function pending(): { lines: TSlipLine[]; drawProblem: string } {
    const game = deps.game();
    if (!game?.draw) return { lines: [], drawProblem: t('vn.noDraw') };
    const stakeMinor = stake.read(game, deps.decimals());
    const phase = drawPhase(game.draw, page.now());
    if (phase === 'upcoming') {
      const time = formatCountdown(Date.parse(game.draw.opensAt) - page.now());
      return { lines: [], drawProblem: t('lot.cd.opens', { time }) };
    }
    if (phase !== 'open') return { lines: [], drawProblem: t('lot.error.DRAW_CLOSED') };
    if (stakeMinor === null) return { lines: [], drawProblem: '' };
    const draw = game.draw;
    const oddsMilli = oddsMilliOf(odds(game, betType) ?? 0);
    const lines = linesOf(betType, picks).map((numbers) => ({
      key: lineKey(draw.id, betType, numbers),
      gameCode: game.code,
      gameName: game.name,
      drawId: draw.id,
      drawKey: draw.drawKey,
      region: game.region as TVnRegion,
      betType,
      numbers,
      stakeMinor,
      oddsMilli,
    }));
    return { lines, drawProblem: '' };
  }

  function renderSummary() {
    const { lines, drawProblem } = pending();
    if (lines.length > 0) {
      const sum = slipTotals(lines);
      summary.textContent = t('vn.pick.summary', {
        lines: sum.lines,
        total: deps.money(sum.stakeMinor),
        win: deps.money(sum.maxWinMinor),
      });
    } else summary.textContent = drawProblem || t('vn.pick.summaryNone');
    addButton.disabled = lines.length === 0;
  }

  function add() {
    const { lines } = pending();
    if (lines.length === 0) return;
    deps.onAdd(lines);
    picks = [];
    notice = '';
    renderPicks();
  }

  function renderTabs(game: TLotteryGame | null) {
    for (const button of tabs.el.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
      const type = button.dataset.tab as TVnBetType;
      const o = game ? odds(game, type) : undefined;
      setChildren(
        button,
        h('span', { class: 'tab-name' }, betName(t, type)),
        h('span', { class: 'tab-odds' }, o === undefined ? '—' : `×${o}`),
      );
      // the visible name and odds are the tab's name; the sentence is only its tooltip
      button.title = o === undefined ? betName(t, type) : t('vn.betTab', { name: betName(t, type), odds: o });
    }
  }

  function renderStake(game: TLotteryGame | null) {
    if (game) stake.setGame(game, deps.decimals());
  }

  function render() {
    const game = deps.game();
    rule.textContent = t(BET_KEYS[betType].rule, { count: VN_SELECTION_RULES[betType].count });
    renderTabs(game);
    renderStake(game);
    renderPicks();
  }

  let lastGame: string | null = null;
  return {
    el,
    /** Redraws for the game (new odds, limits, draw); a different game starts the picks afresh. */
    update() {
      const game = deps.game();
      if (game?.code !== lastGame) {
        lastGame = game?.code ?? null;
        picks = [];
        notice = '';
        render();
        return;
      }
      renderTabs(game);
      renderStake(game);
      renderSummary();
    },
    /** Each second: a draw that closes disables "Add to slip" on time. */
    tick: () => renderSummary(),
  };
}
