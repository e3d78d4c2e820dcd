import type { TLotteryGame, TLotteryGames, TVnRegion } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount, majorOf, shortHex } from '../shared/format.ts';
import { VN_TIME_ZONE, formatDrawTime } from '../lottery-shared/clock.ts';
import { drawStatus } from '../lottery-shared/countdown-view.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { createSlipView } from '../lottery-shared/slip-view.ts';
import { createTicketsView } from '../lottery-shared/tickets-view.ts';
import { isolate, tabList } from '../lottery-shared/ui.ts';
import { lineText, regionNames } from './labels.ts';
import { createPicker } from './picker-view.ts';
import { createResultsPanel } from './results-panel.ts';

export type TBettingDeps = {
  state: () => TLotteryGames | null;
  openGame: (code: string) => void;
  onPlaced: (balance: number | null) => void;
  onSessionEnded: () => void;
};

/**
 * The betting view of one province game: its draw (key, countdown, the seed's published hash), the
 * bet-type tabs and number picker, the bet slip, and the player's tickets and the game's results.
 */
export function createBetting(page: TLotteryPage, deps: TBettingDeps) {
  const { t } = page;
  let code: string | null = null;
  const decimals = () => deps.state()?.decimals ?? 2;
  const money = (minor: number) => formatAmount(majorOf(minor, decimals()), decimals());
  const game = (): TLotteryGame | null => deps.state()?.games.find((g) => g.code === code) ?? null;
  const nameOf = (gameCode: string) => deps.state()?.games.find((g) => g.code === gameCode)?.name ?? gameCode;

  const picker = createPicker(page, { game, decimals, money, onAdd: (lines) => slip.add(lines) });
  const slip = createSlipView(
    page,
    {
      describe: (line) => ({
        title: lineText(t, line.betType, line.numbers),
        detail: `${line.gameName} · ${isolate(line.drawKey)}`,
      }),
      money,
      empty: t('lot.slip.empty'),
    },
    {
      decimals,
      onPlaced: (balance, placed) => {
        deps.onPlaced(balance);
        if (placed > 0) {
          panels.select('tickets');
          showPanel('tickets');
        }
      },
      onSessionEnded: deps.onSessionEnded,
    },
  );
  const tickets = createTicketsView(
    page,
    {
      gameName: nameOf,
      lineText: (ticket) => lineText(t, ticket.betType, ticket.numbers),
      money: (amount) => formatAmount(amount, decimals()),
    },
    deps.onSessionEnded,
  );
  const results = createResultsPanel(page, deps.onSessionEnded);

  const select = h('select', { class: 'input game-select', id: 'game-select', 'data-testid': 'game-select' });
  select.addEventListener('change', () => deps.openGame(select.value));
  const drawCard = h('section', { class: 'card draw-card', 'aria-labelledby': 'draw-title' });
  let status = drawStatus(t, null, true);

  const panelHost = h('div', { class: 'panel-body', id: 'bet-panels', role: 'tabpanel', tabindex: '0' });
  let panel: 'tickets' | 'results' = 'tickets';
  const panels = tabList({
    label: t('vn.panels'),
    tabs: [
      { id: 'tickets', label: t('lot.tickets.title'), testId: 'panel-tickets' },
      { id: 'results', label: t('vn.results.title'), testId: 'panel-results' },
    ],
    selected: panel,
    controls: 'bet-panels',
    onSelect: (id) => showPanel(id as typeof panel),
  });
  function showPanel(id: typeof panel) {
    panel = id;
    panelHost.setAttribute('aria-labelledby', `tab-bet-panels-${id}`);
    setChildren(panelHost, id === 'tickets' ? tickets.el : results.el);
    if (id === 'tickets') void tickets.refresh();
    else if (code) void results.show(code);
  }

  // the sticky slip's containing block is its own grid, so it never slides over the panels below
  const el = h(
    'div',
    { class: 'betting', 'data-testid': 'vn-betting' },
    h(
      'div',
      { class: 'bet-top' },
      h(
        'div',
        { class: 'bet-main' },
        h(
          'div',
          { class: 'field game-switch' },
          h('label', { for: 'game-select' }, t('vn.chooseGame')),
          select,
        ),
        drawCard,
        picker.el,
      ),
      h('div', { class: 'bet-side' }, slip.el),
    ),
    h('section', { class: 'card panels', 'aria-label': t('vn.panels') }, panels.el, panelHost),
  );

  function renderSelect(state: TLotteryGames) {
    const groups = (['NORTH', 'CENTRAL', 'SOUTH'] as TVnRegion[]).map((region) =>
      h(
        'optgroup',
        { label: regionNames(t, region).join(' · ') },
        state.games
          .filter((g) => g.region === region)
          .map((g) =>
            h(
              'option',
              { value: g.code, selected: g.code === code },
              g.draw ? g.name : `${g.name} — ${t('lot.phase.none')}`,
            ),
          ),
      ),
    );
    setChildren(select, groups);
    select.value = code ?? '';
  }

  let shownDraw: number | null | undefined;
  let shownSignature = '';
  function renderDraw(g: TLotteryGame | null) {
    const draw = g?.draw ?? null;
    // redrawn only when something on it changed, so an opened hash stays open across polls
    const signature = `${g?.code}|${draw?.id}|${draw?.status}|${draw?.closesAt}`;
    if (signature === shownSignature) return;
    shownSignature = signature;
    status = drawStatus(t, draw, true);
    const region = (g?.region ?? 'NORTH') as TVnRegion;
    setChildren(
      drawCard,
      h(
        'div',
        { class: 'draw-head' },
        h(
          'div',
          {},
          h('h1', { id: 'draw-title', class: 'draw-title', lang: 'vi' }, g?.name ?? ''),
          h(
            'p',
            { class: 'muted small' },
            regionNames(t, region)
              .map((name, i) => (i === 0 ? name : [' · ', h('span', { lang: 'vi' }, name)]))
              .flat(),
          ),
        ),
        status.el,
      ),
      draw
        ? h(
            'dl',
            { class: 'kv draw-facts' },
            h('dt', {}, t('vn.drawLabel')),
            h('dd', { 'data-testid': 'draw-key' }, draw.drawKey),
            h('dt', {}, t('vn.closesLabel')),
            h('dd', {}, `${formatDrawTime(draw.closesAt, { timeZone: VN_TIME_ZONE })} (${t('vn.vnTime')})`),
            h('dt', {}, t('vn.drawsLabel')),
            h('dd', {}, `${formatDrawTime(draw.drawAt, { timeZone: VN_TIME_ZONE })} (${t('vn.vnTime')})`),
            h('dt', {}, t('lot.fair.seedHash')),
            h(
              'dd',
              {},
              h(
                'details',
                { class: 'hash' },
                h('summary', { class: 'mono', 'data-testid': 'seed-hash' }, shortHex(draw.seedHash, 12, 8)),
                h('p', { class: 'mono' }, draw.seedHash),
                h('p', { class: 'muted small' }, t('lot.fair.explain')),
              ),
            ),
          )
        : h('p', { class: 'muted' }, t('vn.noDraw')),
    );
    shownDraw = draw?.id ?? null;
    status.update(page.now());
  }

  return {
    el,
    /** Shows a game (null: the first one with a draw). */
    show(gameCode: string) {
      const changed = gameCode !== code;
      code = gameCode;
      const state = deps.state();
      if (state) renderSelect(state);
      renderDraw(game());
      picker.update();
      if (changed) showPanel(panel);
    },
    /** A new answer from the games call. */
    update(state: TLotteryGames) {
      renderSelect(state);
      const g = game();
      const drawChanged = (g?.draw?.id ?? null) !== shownDraw;
      renderDraw(g);
      picker.update();
      // the draw moved on: the last one's numbers are out and its tickets may be settled
      if (drawChanged) {
        if (panel === 'results' && code) void results.show(code);
        else void tickets.refresh();
      }
      // a ticket still open on a draw gone by is being paid: the list is read until it says so
      else if (panel === 'tickets' && tickets.awaiting(state.games)) void tickets.refresh();
    },
    tick(now: number) {
      status.update(now);
      picker.tick();
    },
    refreshTickets: () => (panel === 'tickets' ? tickets.refresh() : Promise.resolve()),
    get code() {
      return code;
    },
  };
}
