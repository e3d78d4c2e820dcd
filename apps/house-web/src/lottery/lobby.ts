import type { TDrawView, TLotteryGame, TVnRegion } from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, setChildren } from '../shared/dom.ts';
import { VN_TIME_ZONE, formatDrawTime } from '../lottery-shared/clock.ts';
import { drawStatus } from '../lottery-shared/countdown-view.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { tabList } from '../lottery-shared/ui.ts';
import { regionNames } from './labels.ts';
import { specialOf, type TSheet } from './sheet.ts';
import { sheetTable } from './sheet-view.ts';

const REGIONS: readonly TVnRegion[] = ['NORTH', 'CENTRAL', 'SOUTH'];

/** A game's latest result as the lobby last read it; `forDraw` is the current draw it was read beside. */
type TLatest = { draw: TDrawView | null; forDraw: number | null };

/**
 * Games of a region in the order a player looks for them: those with a draw, soonest first, then
 * the provinces that draw on other days (their draw opens the day before), in the server's order.
 */
export function lobbyOrder(games: readonly TLotteryGame[]): TLotteryGame[] {
  const withDraw = games.filter((g) => g.draw !== null);
  const without = games.filter((g) => g.draw === null);
  withDraw.sort((a, b) => Date.parse(a.draw!.drawAt) - Date.parse(b.draw!.drawAt));
  return [...withDraw, ...without];
}

/**
 * The lobby: the three regions as tabs, each province game a card with its next draw (Vietnam
 * time), a live countdown and its latest result sheet, and a button to its betting view.
 */
export function createLobby(
  page: TLotteryPage,
  deps: { openGame: (code: string) => void; onSessionEnded: () => void },
) {
  const { t } = page;
  const latest = new Map<string, TLatest>();
  let games: TLotteryGame[] = [];
  let region: TVnRegion = 'NORTH';
  let chosen = false;
  let statuses: ReturnType<typeof drawStatus>[] = [];
  const panel = h('div', { class: 'lobby-panel', id: 'lobby-panel', role: 'tabpanel', tabindex: '0' });
  const tabs = tabList({
    label: t('vn.regions'),
    tabs: REGIONS.map((r) => ({
      id: r,
      label: h(
        'span',
        { class: 'region-tab' },
        regionNames(t, r).map((name, i) =>
          i === 0 ? h('span', {}, name) : h('small', { lang: 'vi' }, name),
        ),
      ),
      testId: `region-${r}`,
    })),
    selected: region,
    controls: 'lobby-panel',
    onSelect: (id) => {
      region = id as TVnRegion;
      chosen = true;
      render(games);
    },
    className: 'tabs region-tabs',
  });
  const el = h(
    'div',
    { class: 'lobby', 'data-testid': 'vn-lobby' },
    h('h1', { class: 'sr-only' }, t('vn.lobby')),
    tabs.el,
    panel,
  );

  /** The region whose draw closes first, until the player picks one. */
  function firstRegion(list: readonly TLotteryGame[], now: number): TVnRegion {
    const open = list.filter((g) => g.draw && Date.parse(g.draw.closesAt) > now);
    open.sort((a, b) => Date.parse(a.draw!.closesAt) - Date.parse(b.draw!.closesAt));
    return (open[0]?.region as TVnRegion | undefined) ?? 'NORTH';
  }

  function card(game: TLotteryGame) {
    const status = drawStatus(t, game.draw);
    statuses.push(status);
    const known = latest.get(game.code);
    const result = known?.draw?.result;
    const sheet = result?.kind === 'VN' ? result : null;
    const when = game.draw
      ? t('vn.drawAt', { time: formatDrawTime(game.draw.drawAt, { timeZone: VN_TIME_ZONE }) })
      : t('vn.noDrawToday');
    return h(
      'article',
      {
        class: 'card game-card',
        'data-testid': 'vn-game',
        'data-game': game.code,
        'aria-labelledby': `g-${game.code}`,
      },
      h(
        'div',
        { class: 'game-card-top' },
        h('h2', { id: `g-${game.code}`, lang: 'vi' }, game.name),
        // under "drawing on other days" a "no draw open" pill would only repeat the heading
        game.draw ? status.el : null,
      ),
      h('p', { class: 'muted small' }, when),
      h(
        'div',
        { class: 'latest' },
        sheet
          ? [
              h('span', { class: 'muted small' }, t('vn.latest', { key: known!.draw!.drawKey })),
              h(
                'span',
                {
                  class: 'special-number',
                  'aria-label': t('vn.specialIs', { number: specialOf(sheet as TSheet) }),
                },
                specialOf(sheet as TSheet),
              ),
            ]
          : h('span', { class: 'muted small' }, known ? t('vn.noResult') : t('history.loading')),
      ),
      sheet
        ? h('details', { class: 'sheet-details' }, h('summary', {}, t('vn.fullSheet')), sheetTable(t, sheet))
        : null,
      // a province that draws on another day takes no bets yet: no button to press in vain
      game.draw
        ? h(
            'button',
            {
              class: 'btn btn-gold btn-block',
              type: 'button',
              'aria-describedby': `g-${game.code}`,
              'data-testid': 'vn-open-game',
              onclick: () => deps.openGame(game.code),
            },
            t('vn.bet'),
          )
        : null,
    );
  }

  let shownSignature = '';
  /** What the cards show, so a poll that changed nothing leaves them (and the keyboard focus) alone. */
  const signatureOf = (list: readonly TLotteryGame[]) =>
    [
      region,
      ...list.map((g) => `${g.code}:${g.draw?.id}:${g.draw?.status}:${g.draw?.closesAt}`),
      ...[...latest].map(([code, l]) => `${code}=${l.draw?.id}`),
    ].join('|');

  function render(list: readonly TLotteryGame[]) {
    games = [...list];
    if (!chosen) {
      region = firstRegion(games, page.now());
      tabs.select(region);
    }
    const signature = signatureOf(games);
    if (signature === shownSignature) return;
    shownSignature = signature;
    // the redraw puts the keyboard back on the same control of the same card
    const active = document.activeElement as HTMLElement | null;
    const focusGame = panel.contains(active)
      ? active?.closest<HTMLElement>('article')?.dataset.game
      : undefined;
    const focusWhat = active?.tagName === 'SUMMARY' ? 'summary' : 'button';
    // a card with an open <details> keeps it open across a redraw
    const expanded = new Set(
      [...panel.querySelectorAll('details[open]')].map(
        (d) => d.closest<HTMLElement>('article')?.dataset.game,
      ),
    );
    statuses = [];
    const shown = lobbyOrder(games.filter((g) => g.region === region));
    const open = shown.filter((g) => g.draw !== null);
    const later = shown.filter((g) => g.draw === null);
    panel.setAttribute('aria-labelledby', `tab-lobby-panel-${region}`);
    setChildren(
      panel,
      h('p', { class: 'muted small tz-note' }, t('vn.timesIn')),
      open.length > 0 ? h('div', { class: 'game-grid' }, open.map(card)) : null,
      later.length > 0
        ? h(
            'section',
            { class: 'later', 'aria-labelledby': 'later-title' },
            h('h2', { class: 'sub-title', id: 'later-title' }, t('vn.otherDays')),
            h('div', { class: 'game-grid compact' }, later.map(card)),
          )
        : null,
    );
    for (const code of expanded)
      panel.querySelector(`article[data-game="${code}"] details`)?.setAttribute('open', '');
    if (focusGame)
      panel.querySelector<HTMLElement>(`article[data-game="${focusGame}"] ${focusWhat}`)?.focus();
    tick(page.now());
    void loadLatest(shown);
  }

  let loading = false;
  /** Reads the newest past draw of each shown game whose current draw changed since it was read. */
  async function loadLatest(shown: readonly TLotteryGame[]) {
    if (loading) return;
    const stale = shown.filter((g) => {
      const known = latest.get(g.code);
      if (!known || known.forDraw !== (g.draw?.id ?? null)) return true;
      // the current draw has its numbers (waiting to be settled): it is the latest result
      return g.draw?.result != null && known.draw?.id !== g.draw.id;
    });
    if (stale.length === 0) return;
    loading = true;
    let changed = false;
    const queue = [...stale];
    const worker = async () => {
      for (let game = queue.shift(); game; game = queue.shift()) {
        try {
          const { items } = await page.client.results(game.code, 1, 1);
          const before = latest.get(game.code)?.draw?.id;
          latest.set(game.code, { draw: items[0] ?? null, forDraw: game.draw?.id ?? null });
          changed ||= before !== items[0]?.id || before === undefined;
        } catch (error) {
          if (isSessionEnded(error)) {
            deps.onSessionEnded();
            queue.length = 0;
          }
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    loading = false;
    if (changed) render(games);
  }

  function tick(now: number) {
    for (const s of statuses) s.update(now);
  }

  return { el, render, tick };
}
