import { KENO_BOARD, type TKenoRound, type TKenoState } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { drawSteps, payingLines } from './board.ts';

export type TKenoViewEvents = {
  t: TTranslate;
  money: (amount: number) => string;
  reduced: () => boolean;
  onToggle: (n: number) => void;
  onQuickPick: () => void;
  onClear: () => void;
  onStake: (stake: number) => void;
  onPlay: () => void;
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A drawn ball in SVG: a lit sphere with its number, gold when it hit a pick. */
export function ballSvg(n: number, hit: boolean, size = 34): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 40 40');
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('aria-hidden', 'true');
  const id = `kb${n}${hit ? 'h' : ''}`;
  const [c1, c2] = hit ? ['#fff6c4', '#d39a18'] : ['#f1e6ff', '#6a3fc4'];
  svg.innerHTML = `<defs><radialGradient id="${id}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></radialGradient></defs><circle cx="20" cy="20" r="18.5" fill="url(#${id})" stroke="rgba(0,0,0,.35)"/><circle cx="20" cy="20" r="10.5" fill="rgba(255,255,255,.92)"/><text x="20" y="24.5" text-anchor="middle" font-size="12.5" font-weight="900" fill="#1b0c33" font-family="system-ui,sans-serif">${n}</text>`;
  return svg;
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Keno's play area: the 8×10 board, the draw tray, the paytable, stakes and buttons. */
export function createKenoView(root: HTMLElement, e: TKenoViewEvents) {
  const { t } = e;
  const cells = new Map<number, HTMLButtonElement>();
  const board = h('div', {
    class: 'kn-board',
    role: 'group',
    'aria-label': t('keno.board', { max: KENO_BOARD.maxPicks }),
    'data-testid': 'keno-board',
  });
  for (let n = 1; n <= KENO_BOARD.numbers; n++) {
    const cell = h(
      'button',
      {
        class: 'kn-cell',
        type: 'button',
        'aria-pressed': 'false',
        'aria-label': t('keno.number', { n }),
        'data-n': n,
        onclick: () => e.onToggle(n),
      },
      h('span', { 'aria-hidden': 'true' }, String(n)),
    );
    cells.set(n, cell);
    board.append(cell);
  }
  const count = h('div', { class: 'kn-count', 'data-testid': 'keno-count' });
  const tray = h('div', { class: 'kn-tray', 'data-testid': 'keno-tray', 'aria-hidden': 'true' });
  const hero = h('div', { class: 'kn-hero', 'aria-hidden': 'true' });
  const message = h('div', { class: 'kn-message', role: 'status', 'data-testid': 'keno-message' });
  const paytable = h('table', { class: 'kn-paytable', 'data-testid': 'keno-paytable' });
  const chips = h('div', { class: 'kn-chips', role: 'group', 'aria-label': t('keno.stake') });
  const play = h(
    'button',
    { class: 'btn btn-gold kn-play', type: 'button', 'data-testid': 'keno-play', onclick: () => e.onPlay() },
    t('keno.play'),
  );
  const quick = h(
    'button',
    { class: 'btn', type: 'button', 'data-testid': 'keno-quick-pick', onclick: () => e.onQuickPick() },
    t('keno.quickPick'),
  );
  const clear = h(
    'button',
    { class: 'btn', type: 'button', 'data-testid': 'keno-clear', onclick: () => e.onClear() },
    t('keno.clear'),
  );
  const rtp = h('div', { class: 'kn-rtp' });
  let state: TKenoState | null = null;
  let picks: number[] = [];

  function renderPaytable(highlightHits: number | null) {
    const lines = payingLines(state!.paytable, picks.length);
    setChildren(
      paytable,
      h('caption', {}, t('keno.paytable')),
      h(
        'thead',
        {},
        h('tr', {}, h('th', { scope: 'col' }, t('keno.hits')), h('th', { scope: 'col' }, t('keno.pays'))),
      ),
      h(
        'tbody',
        {},
        lines.length === 0
          ? h('tr', {}, h('td', { colspan: 2 }, t('keno.pickHint')))
          : lines.map((line) =>
              h(
                'tr',
                { class: line.hits === highlightHits ? 'won' : '' },
                h('td', {}, `${line.hits} / ${picks.length}`),
                h('td', {}, `×${line.multiplier}`),
              ),
            ),
      ),
    );
    const r = state!.rtp[String(picks.length)];
    rtp.textContent = r === undefined ? '' : t('keno.rtp', { rtp: formatRtpText(r) });
  }
  let formatRtpText = (r: number) => String(r);

  function clearDraw() {
    for (const cell of cells.values()) cell.classList.remove('drawn', 'hit');
    tray.replaceChildren(...Array.from({ length: KENO_BOARD.drawn }, () => h('span', { class: 'kn-slot' })));
    hero.replaceChildren();
  }

  return {
    mount(s: TKenoState, formatRtp: (r: number) => string) {
      state = s;
      formatRtpText = formatRtp;
      setChildren(
        chips,
        s.stakeLevels.map((level) =>
          h(
            'button',
            {
              class: 'kn-chip',
              type: 'button',
              'aria-pressed': 'false',
              'data-stake': level,
              onclick: () => e.onStake(level),
            },
            e.money(level),
          ),
        ),
      );
      clearDraw();
      setChildren(
        root,
        h('section', { class: 'kn-board-wrap' }, board),
        h(
          'section',
          { class: 'kn-side' },
          h('div', { class: 'kn-draw' }, hero, tray),
          message,
          h('div', { class: 'kn-pay' }, paytable, rtp),
          h('div', { class: 'kn-stake' }, h('span', { class: 'kn-label' }, t('keno.stake')), chips),
          h('div', { class: 'kn-actions' }, count, quick, clear, play),
        ),
      );
    },
    showPicks(next: number[], _paytable: TKenoState['paytable']) {
      picks = next;
      const picked = new Set(next);
      for (const [n, cell] of cells) {
        cell.setAttribute('aria-pressed', String(picked.has(n)));
        cell.classList.toggle('picked', picked.has(n));
      }
      count.textContent = t('keno.picked', { count: next.length, max: KENO_BOARD.maxPicks });
      play.disabled = next.length === 0;
      renderPaytable(null);
    },
    showStake(stake: number) {
      for (const chip of chips.querySelectorAll<HTMLButtonElement>('.kn-chip'))
        chip.setAttribute('aria-pressed', String(Number(chip.dataset.stake) === stake));
    },
    setBusy(busy: boolean) {
      play.disabled = busy || picks.length === 0;
      quick.disabled = busy;
      clear.disabled = busy;
      play.textContent = busy ? t('keno.drawing') : t('keno.play');
      board.classList.toggle('locked', busy);
    },
    /** Reveals the round's 20 balls in their order, then the result. */
    async showDraw(round: TKenoRound) {
      clearDraw();
      message.textContent = '';
      const reduced = e.reduced();
      const slots = [...tray.children];
      for (const [i, step] of drawSteps(round.drawn, round.picks).entries()) {
        if (!reduced) await wait(i === 0 ? 120 : 150);
        const cell = cells.get(step.ball)!;
        cell.classList.add('drawn');
        if (step.hit) cell.classList.add('hit');
        const ball = h('span', { class: `kn-ball${step.hit ? ' hit' : ''}`, 'data-ball': step.ball });
        ball.append(ballSvg(step.ball, step.hit));
        slots[i]?.replaceWith(ball);
        if (!reduced) hero.replaceChildren(ballSvg(step.ball, step.hit, 84));
      }
      hero.replaceChildren();
      const hits = round.hits.length;
      message.textContent =
        round.win > 0
          ? t('keno.won', { hits, picks: round.picks.length, amount: e.money(round.win) })
          : t('keno.lost', { hits, picks: round.picks.length });
      message.classList.toggle('won', round.win > 0);
      renderPaytable(round.win > 0 ? hits : null);
    },
  };
}
