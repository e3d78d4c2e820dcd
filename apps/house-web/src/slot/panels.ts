import {
  HOUSE_API,
  ZClientSeedRequest,
  type TFairSeeds,
  type TRotateSeedResult,
  type TSlotRound,
  type TSlotState,
} from '@openlobby/contracts';
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from '@openlobby/house-games';
import type { THouseClient } from '../shared/api.ts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { formatAmount, formatRtp, formatTime, shortHex } from '../shared/format.ts';
import { SENTENCE_GAP, parts, symbolText, type TLang, type TTranslate } from '../shared/i18n.ts';
import { drawSymbol, symbolName } from '../shared/symbol-art.ts';
import { sha256Hex, verifyLink } from '../verify/compute.ts';
import { HISTORY_PAGE_SIZE, pager } from './history.ts';
import { lineColour } from './reels.ts';
import { Drawer, toast } from './ui.ts';

/** What the drawers read from and report to the game. */
export type TPanelContext = {
  client: THouseClient;
  state: () => TSlotState;
  bet: () => number;
  seeds: () => TFairSeeds;
  setSeeds: (seeds: TFairSeeds) => void;
  busy: () => boolean;
  onError: (error: unknown) => void;
  /** The page's language (passed on to the verifier) and its translator. */
  lang: TLang;
  t: TTranslate;
};

/* ------------------------------------------------------------------ canvases */

function hiDpiCanvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(dpr, dpr);
  return [canvas, ctx];
}

export function symbolCanvas(id: string, size: number, t: TTranslate): HTMLCanvasElement {
  const [canvas, ctx] = hiDpiCanvas(size, size);
  drawSymbol(ctx, id, 0, 0, size);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', symbolText(t, id, symbolName(id)));
  return canvas;
}

/** A round's screen in miniature: 5×3 symbols. */
export function gridCanvas(
  grid: readonly (readonly string[])[],
  cell: number,
  label: string,
): HTMLCanvasElement {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 3;
  const [canvas, ctx] = hiDpiCanvas(reels * cell, rows * cell);
  grid.forEach((column, reel) =>
    column.forEach((id, row) =>
      drawSymbol(ctx, id, reel * cell + cell * 0.06, row * cell + cell * 0.06, cell * 0.88),
    ),
  );
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  return canvas;
}

/** A payline as a 5×3 dot diagram. */
function lineDiagram(line: number, label: string): SVGSVGElement {
  const rows = SLOT_LINES[line]!;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 50 30');
  svg.setAttribute('width', '60');
  svg.setAttribute('height', '36');
  svg.setAttribute('aria-label', label);
  let dots = '';
  for (let r = 0; r < 5; r++) {
    for (let row = 0; row < 3; row++) {
      const on = rows[r] === row;
      dots += `<rect x="${r * 10 + 1.5}" y="${row * 10 + 1.5}" width="7" height="7" rx="1.6" fill="${on ? lineColour(line) : 'rgba(255,255,255,0.1)'}"/>`;
    }
  }
  const pts = rows.map((row, r) => `${r * 10 + 5},${row * 10 + 5}`).join(' ');
  svg.innerHTML = `${dots}<polyline points="${pts}" fill="none" stroke="${lineColour(line)}" stroke-width="1.4" stroke-linejoin="round" opacity="0.9"/>`;
  return svg;
}

/* ------------------------------------------------------------------ paytable */

export function createPaytable(ctx: TPanelContext): Drawer {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.paytable'), 'slot-paytable-drawer', t('slot.close'));
  drawer.onOpen = () => render();

  function render() {
    const state = ctx.state();
    const bet = ctx.bet();
    const d = state.decimals;
    const lineBet = bet / SLOT_LINES.length;
    const amount = (multiple: number) => formatAmount(multiple * lineBet, d);
    const linePays = SLOT_PAYTABLE.lines as Readonly<Record<string, readonly [number, number, number]>>;
    const paying = SLOT_SYMBOLS.filter((s) => linePays[s.id]);
    const pays = paying.map((s) => {
      const p = linePays[s.id]!;
      return h(
        'div',
        { class: 'pay' },
        symbolCanvas(s.id, 58, t),
        h(
          'div',
          { class: 'rows' },
          h('span', {}, h('b', {}, '5'), amount(p[2])),
          h('span', {}, h('b', {}, '4'), amount(p[1])),
          h('span', {}, h('b', {}, '3'), amount(p[0])),
        ),
      );
    });
    const sc = SLOT_PAYTABLE.scatter;
    const fs = SLOT_PAYTABLE.freeSpins;
    setChildren(
      drawer.body,
      h(
        'div',
        { class: 'rtp' },
        h('span', {}, t('pay.rtpLabel')),
        h('span', { class: 'gold-text', 'data-testid': 'slot-rtp' }, `RTP ${formatRtp(state.rtp)}`),
      ),
      h(
        'p',
        {},
        t('pay.shownFor', {
          bet: formatAmount(bet, d),
          currency: state.currency,
          lineBet: formatAmount(lineBet, d),
        }),
      ),
      h('h3', {}, t('pay.specials')),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('wild', 64, t),
        h('p', {}, h('b', {}, t('pay.wild')), ' ', t('pay.wildText')),
      ),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('scatter', 64, t),
        h(
          'p',
          {},
          h('b', {}, t('pay.scatter')),
          ' ',
          t('pay.scatterPays', {
            five: formatAmount(sc[2] * bet, d),
            four: formatAmount(sc[1] * bet, d),
            three: formatAmount(sc[0] * bet, d),
          }),
          SENTENCE_GAP[ctx.lang],
          t('pay.scatterAward', {
            a: fs[0],
            b: fs[1],
            c: fs[2],
            multiplier: SLOT_PAYTABLE.freeSpinMultiplier,
          }),
          SENTENCE_GAP[ctx.lang],
          t('pay.retrigger', { max: SLOT_PAYTABLE.maxFreeSpins }),
        ),
      ),
      h('h3', {}, t('pay.symbolPays')),
      h('div', { class: 'pays' }, pays),
      h('h3', {}, t('pay.paylines', { count: SLOT_LINES.length })),
      h(
        'div',
        { class: 'lines-grid' },
        SLOT_LINES.map((_, i) =>
          h(
            'div',
            { class: 'line-card' },
            lineDiagram(i, t('msg.line', { line: i + 1 })),
            t('pay.lineCard', { line: i + 1 }),
          ),
        ),
      ),
      h('h3', {}, t('pay.rules')),
      h('p', {}, t('pay.rulesText')),
      h('p', {}, t('pay.rtpText', { rtp: formatRtp(state.rtp) })),
    );
  }

  return drawer;
}

/* ------------------------------------------------------------------ history */

export type THistoryPanel = { drawer: Drawer; refresh: () => void };

export function createHistory(ctx: TPanelContext, openFairness: () => void): THistoryPanel {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.history'), 'slot-history-drawer', t('slot.close'));
  let page = 1;
  let loading = false;
  drawer.onOpen = () => void load(page);

  async function load(p: number) {
    if (loading) return;
    loading = true;
    if (drawer.body.childElementCount === 0)
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.loading')));
    try {
      const { items, total } = await ctx.client.rounds(p, HISTORY_PAGE_SIZE);
      const paging = pager(p, total, HISTORY_PAGE_SIZE, t);
      page = paging.page;
      render(items, paging);
    } catch (error) {
      ctx.onError(error);
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.failed')));
    } finally {
      loading = false;
    }
  }

  function render(items: TSlotRound[], paging: ReturnType<typeof pager>) {
    const state = ctx.state();
    const d = state.decimals;
    const rows = items.map((round) => historyRow(round, ctx, d, openFairness));
    const prev = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasPrev,
      'aria-label': t('history.newer'),
      onclick: () => void load(paging.page - 1),
    });
    prev.append(icon(ICONS.chevronLeft, 'icon icon-directional'));
    const next = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasNext,
      'aria-label': t('history.older'),
      onclick: () => void load(paging.page + 1),
    });
    next.append(icon(ICONS.chevronRight, 'icon icon-directional'));
    setChildren(
      drawer.body,
      items.length === 0
        ? h('div', { class: 'empty' }, t('history.empty'))
        : h('div', { class: 'history-list' }, rows),
      h(
        'div',
        { class: 'pager' },
        prev,
        h(
          'span',
          { 'data-testid': 'slot-history-range' },
          t('history.page', { range: paging.label, page: paging.page, pages: paging.pages }),
        ),
        next,
      ),
    );
  }

  return {
    drawer,
    refresh: () => {
      if (drawer.isOpen) void load(page);
    },
  };
}

function historyRow(round: TSlotRound, ctx: TPanelContext, d: number, openFairness: () => void): HTMLElement {
  const { t } = ctx;
  const state = ctx.state();
  const won = round.win > 0;
  const note = h('div', { class: 'note', hidden: true });
  const link = h(
    'a',
    {
      class: 'verify-link',
      'data-testid': 'slot-verify-link',
      'data-revealed': round.serverSeed ? 'true' : 'false',
      'data-round-id': round.roundId,
    },
    t('history.verify'),
  );
  link.append(icon(ICONS.external));
  if (round.serverSeed) {
    link.href = verifyLink(HOUSE_API.verifyPage, {
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      bet: round.bet,
      decimals: d,
      currency: state.currency,
      win: round.win,
      lang: ctx.lang,
    });
    link.target = '_blank';
    link.rel = 'noopener';
  } else {
    link.href = '#';
    link.setAttribute('role', 'button');
    link.addEventListener('click', (e) => {
      e.preventDefault();
      note.hidden = !note.hidden;
    });
    const open = h(
      'a',
      { href: '#', onclick: (e: Event) => (e.preventDefault(), openFairness()) },
      t('history.openFairness'),
    );
    setChildren(note, t('history.secret'), SENTENCE_GAP[ctx.lang], open);
  }
  const freeSpins = round.freeSpins.length;
  return h(
    'div',
    { class: 'history-row', 'data-testid': 'slot-history-row', 'data-round-id': round.roundId },
    gridCanvas(round.base.grid, 17, t('history.screen')),
    h(
      'div',
      { class: 'top' },
      h('span', {}, formatTime(round.at)),
      h('span', {}, t('history.nonce', { nonce: round.nonce })),
    ),
    h(
      'div',
      { class: 'amounts' },
      h('span', {}, `${t('history.bet')} `, h('b', {}, formatAmount(round.bet, d))),
      h('span', { class: won ? 'won' : '' }, `${t('history.win')} `, formatAmount(round.win, d)),
    ),
    h(
      'div',
      { class: 'foot' },
      freeSpins > 0 ? h('span', { class: 'badge' }, t('fs.count', { count: freeSpins })) : h('span'),
      link,
    ),
    note,
  );
}

/* ------------------------------------------------------------------ fairness */

export type TFairnessPanel = { drawer: Drawer; refresh: () => void };

export function createFairness(ctx: TPanelContext, openHistory: () => void): TFairnessPanel {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.fairness'), 'slot-fairness-drawer', t('slot.close'));
  let revealed: TRotateSeedResult['revealed'] | null = null;
  let revealedCheck: boolean | null = null;
  drawer.onOpen = () => render();

  function render() {
    const seeds = ctx.seeds();
    const input = h('input', {
      class: 'input',
      id: 'client-seed',
      value: seeds.clientSeed,
      maxlength: 64,
      autocomplete: 'off',
      spellcheck: 'false',
      'data-testid': 'slot-client-seed',
    });
    const error = h('div', { class: 'error-text', role: 'alert' });
    const save = h(
      'button',
      { class: 'btn btn-violet', type: 'button', 'data-testid': 'slot-client-seed-save' },
      t('fair.save'),
    );
    save.addEventListener('click', async () => {
      const parsed = ZClientSeedRequest.safeParse({ clientSeed: input.value });
      if (!parsed.success) {
        error.textContent = t('fair.seedRule');
        return;
      }
      if (ctx.busy()) {
        error.textContent = t('error.wait');
        return;
      }
      error.textContent = '';
      save.disabled = true;
      try {
        ctx.setSeeds(await ctx.client.setClientSeed(parsed.data.clientSeed));
        toast(t('fair.saved'), 'info');
        render();
      } catch (e) {
        ctx.onError(e);
      } finally {
        save.disabled = false;
      }
    });
    const random = h(
      'button',
      { class: 'btn', type: 'button', title: t('fair.randomTitle') },
      t('fair.random'),
    );
    random.addEventListener('click', () => {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      input.value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      input.focus();
    });
    const rotate = h(
      'button',
      { class: 'btn btn-gold', type: 'button', 'data-testid': 'slot-rotate' },
      t('fair.rotate'),
    );
    rotate.addEventListener('click', async () => {
      if (ctx.busy()) {
        toast(t('error.wait'), 'info');
        return;
      }
      rotate.disabled = true;
      try {
        const result = await ctx.client.rotate();
        revealed = result.revealed;
        revealedCheck = (await sha256Hex(result.revealed.serverSeed)) === result.revealed.serverSeedHash;
        ctx.setSeeds(result.next);
        render();
      } catch (e) {
        ctx.onError(e);
        rotate.disabled = false;
      }
    });

    const revealedBlock = revealed
      ? h(
          'div',
          { class: 'revealed', 'data-testid': 'slot-revealed' },
          h('h3', {}, t('fair.revealed')),
          kv(
            t('fair.serverSeed'),
            h('div', { class: 'mono', 'data-testid': 'slot-revealed-seed' }, revealed.serverSeed),
          ),
          kv(t('fair.itsHash'), h('div', { class: 'mono' }, revealed.serverSeedHash)),
          h(
            'p',
            { class: revealedCheck ? 'ok' : 'bad' },
            revealedCheck ? t('fair.hashOk') : t('fair.hashBad'),
          ),
          kv(t('fair.clientSeed'), h('div', { class: 'mono' }, revealed.clientSeed)),
          h(
            'p',
            {},
            revealed.roundsPlayed > 0
              ? t('fair.roundsUsed', { count: revealed.roundsPlayed, last: revealed.roundsPlayed - 1 })
              : t('fair.noRounds'),
          ),
          revealed.roundsPlayed > 0
            ? h(
                'button',
                { class: 'btn', type: 'button', onclick: () => openHistory() },
                t('fair.openHistory'),
              )
            : null,
        )
      : null;

    setChildren(
      drawer.body,
      h('p', {}, t('fair.intro')),
      kv(
        t('fair.serverSeedHash'),
        h(
          'div',
          { class: 'mono', 'data-testid': 'slot-server-seed-hash', title: seeds.serverSeedHash },
          seeds.serverSeedHash,
        ),
      ),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'client-seed' }, t('fair.clientSeed')),
        h('div', { class: 'row' }, input, random, save),
        error,
      ),
      kv(
        t('fair.nextNonce'),
        h('div', { class: 'mono', 'data-testid': 'slot-next-nonce' }, String(seeds.nextNonce)),
      ),
      h('h3', {}, t('fair.rotateTitle')),
      h('p', {}, t('fair.rotateText')),
      rotate,
      revealedBlock,
      h('h3', {}, t('fair.howItWorks')),
      h(
        'div',
        { class: 'formula' },
        'block₀ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`)',
        h('br'),
        'blockₖ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`)',
        h('br'),
        'float = b₀/256 + b₁/256² + b₂/256³ + b₃/256⁴',
        h('br'),
        t('fair.formulaStop'),
      ),
      h(
        'p',
        {},
        t('fair.howText'),
        SENTENCE_GAP[ctx.lang],
        t('fair.hashText', { hash: shortHex(seeds.serverSeedHash) }),
      ),
      h(
        'p',
        {},
        parts(t('fair.verifierText'), {
          link: h(
            'a',
            { href: `${HOUSE_API.verifyPage}?lang=${ctx.lang}`, target: '_blank', rel: 'noopener' },
            t('fair.verifierLink'),
          ),
        }),
      ),
    );
  }

  return {
    drawer,
    refresh: () => {
      if (drawer.isOpen) render();
    },
  };
}

function kv(label: string, value: HTMLElement): HTMLElement {
  value.classList.add('v');
  return h('div', { class: 'kv' }, h('span', { class: 'k' }, label), value);
}
