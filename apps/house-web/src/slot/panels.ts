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

export function symbolCanvas(id: string, size: number): HTMLCanvasElement {
  const [canvas, ctx] = hiDpiCanvas(size, size);
  drawSymbol(ctx, id, 0, 0, size);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', symbolName(id));
  return canvas;
}

/** A round's screen in miniature: 5×3 symbols. */
export function gridCanvas(grid: readonly (readonly string[])[], cell: number): HTMLCanvasElement {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 3;
  const [canvas, ctx] = hiDpiCanvas(reels * cell, rows * cell);
  grid.forEach((column, reel) =>
    column.forEach((id, row) =>
      drawSymbol(ctx, id, reel * cell + cell * 0.06, row * cell + cell * 0.06, cell * 0.88),
    ),
  );
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', 'Round screen');
  return canvas;
}

/** A payline as a 5×3 dot diagram. */
function lineDiagram(line: number): SVGSVGElement {
  const rows = SLOT_LINES[line]!;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 50 30');
  svg.setAttribute('width', '60');
  svg.setAttribute('height', '36');
  svg.setAttribute('aria-label', `Line ${line + 1}`);
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
  const drawer = new Drawer('Paytable', 'slot-paytable-drawer');
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
        symbolCanvas(s.id, 58),
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
        h('span', {}, 'Return to player'),
        h('span', { class: 'gold-text', 'data-testid': 'slot-rtp' }, `RTP ${formatRtp(state.rtp)}`),
      ),
      h(
        'p',
        {},
        `Pays shown for the current total bet of ${formatAmount(bet, d)} ${state.currency} (${formatAmount(lineBet, d)} per line).`,
      ),
      h('h3', {}, 'Specials'),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('wild', 64),
        h(
          'p',
          {},
          h('b', {}, 'WILD '),
          'substitutes for every symbol except SCATTER to make the best win on a line. It appears on reels 2, 3 and 4 only.',
        ),
      ),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('scatter', 64),
        h(
          'p',
          {},
          h('b', {}, 'SCATTER '),
          `pays anywhere on the screen: 5 × ${formatAmount(sc[2] * bet, d)}, 4 × ${formatAmount(sc[1] * bet, d)}, 3 × ${formatAmount(sc[0] * bet, d)}. `,
          `3, 4 or 5 SCATTERs award ${fs[0]}, ${fs[1]} or ${fs[2]} FREE SPINS, where every win is multiplied by ${SLOT_PAYTABLE.freeSpinMultiplier}. `,
          `Free spins can be won again during free spins, up to ${SLOT_PAYTABLE.maxFreeSpins} in a round.`,
        ),
      ),
      h('h3', {}, 'Symbol pays'),
      h('div', { class: 'pays' }, pays),
      h('h3', {}, `${SLOT_LINES.length} paylines`),
      h(
        'div',
        { class: 'lines-grid' },
        SLOT_LINES.map((_, i) => h('div', { class: 'line-card' }, lineDiagram(i), `LINE ${i + 1}`)),
      ),
      h('h3', {}, 'Rules'),
      h(
        'p',
        {},
        'All lines are always played; the total bet is split evenly over them. Line wins pay left to right from reel 1 on adjacent reels; only the highest win per line is paid. Wins on different lines and the scatter win are added. Free spins are played at the bet that triggered them. Malfunction voids all pays and plays.',
      ),
      h(
        'p',
        {},
        `The theoretical return to player is ${formatRtp(state.rtp)}. Every result is provably fair: see Fairness.`,
      ),
    );
  }

  return drawer;
}

/* ------------------------------------------------------------------ history */

export type THistoryPanel = { drawer: Drawer; refresh: () => void };

export function createHistory(ctx: TPanelContext, openFairness: () => void): THistoryPanel {
  const drawer = new Drawer('History', 'slot-history-drawer');
  let page = 1;
  let loading = false;
  drawer.onOpen = () => void load(page);

  async function load(p: number) {
    if (loading) return;
    loading = true;
    if (drawer.body.childElementCount === 0)
      setChildren(drawer.body, h('div', { class: 'empty' }, 'Loading…'));
    try {
      const { items, total } = await ctx.client.rounds(p, HISTORY_PAGE_SIZE);
      const paging = pager(p, total, HISTORY_PAGE_SIZE);
      page = paging.page;
      render(items, paging);
    } catch (error) {
      ctx.onError(error);
      setChildren(drawer.body, h('div', { class: 'empty' }, 'History could not be loaded.'));
    } finally {
      loading = false;
    }
  }

  function render(items: TSlotRound[], paging: ReturnType<typeof pager>) {
    const state = ctx.state();
    const d = state.decimals;
    const rows = items.map((round) => historyRow(round, state, d, openFairness));
    const prev = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasPrev,
      'aria-label': 'Newer rounds',
      onclick: () => void load(paging.page - 1),
    });
    prev.append(icon(ICONS.chevronLeft));
    const next = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasNext,
      'aria-label': 'Older rounds',
      onclick: () => void load(paging.page + 1),
    });
    next.append(icon(ICONS.chevronRight));
    setChildren(
      drawer.body,
      items.length === 0
        ? h('div', { class: 'empty' }, 'No rounds yet. Spin to play your first round!')
        : h('div', { class: 'history-list' }, rows),
      h(
        'div',
        { class: 'pager' },
        prev,
        h(
          'span',
          { 'data-testid': 'slot-history-range' },
          `${paging.label} · page ${paging.page}/${paging.pages}`,
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

function historyRow(round: TSlotRound, state: TSlotState, d: number, openFairness: () => void): HTMLElement {
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
    'Verify',
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
      'Open Fairness',
    );
    setChildren(
      note,
      'This round used your current seed pair, whose server seed is still secret. Rotate the seed pair to reveal it, then verify this round. ',
      open,
    );
  }
  const freeSpins = round.freeSpins.length;
  return h(
    'div',
    { class: 'history-row', 'data-testid': 'slot-history-row', 'data-round-id': round.roundId },
    gridCanvas(round.base.grid, 17),
    h('div', { class: 'top' }, h('span', {}, formatTime(round.at)), h('span', {}, `Nonce ${round.nonce}`)),
    h(
      'div',
      { class: 'amounts' },
      h('span', {}, 'Bet ', h('b', {}, formatAmount(round.bet, d))),
      h('span', { class: won ? 'won' : '' }, 'Win ', formatAmount(round.win, d)),
    ),
    h(
      'div',
      { class: 'foot' },
      freeSpins > 0 ? h('span', { class: 'badge' }, `${freeSpins} FREE SPINS`) : h('span'),
      link,
    ),
    note,
  );
}

/* ------------------------------------------------------------------ fairness */

export type TFairnessPanel = { drawer: Drawer; refresh: () => void };

export function createFairness(ctx: TPanelContext, openHistory: () => void): TFairnessPanel {
  const drawer = new Drawer('Fairness', 'slot-fairness-drawer');
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
      'Save',
    );
    save.addEventListener('click', async () => {
      const parsed = ZClientSeedRequest.safeParse({ clientSeed: input.value });
      if (!parsed.success) {
        error.textContent = 'Use 1–64 printable characters without spaces.';
        return;
      }
      if (ctx.busy()) {
        error.textContent = 'Wait for the round to finish.';
        return;
      }
      error.textContent = '';
      save.disabled = true;
      try {
        ctx.setSeeds(await ctx.client.setClientSeed(parsed.data.clientSeed));
        toast('Client seed saved', 'info');
        render();
      } catch (e) {
        ctx.onError(e);
      } finally {
        save.disabled = false;
      }
    });
    const random = h('button', { class: 'btn', type: 'button', title: 'A random client seed' }, 'Random');
    random.addEventListener('click', () => {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      input.value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      input.focus();
    });
    const rotate = h(
      'button',
      { class: 'btn btn-gold', type: 'button', 'data-testid': 'slot-rotate' },
      'Rotate seed pair',
    );
    rotate.addEventListener('click', async () => {
      if (ctx.busy()) {
        toast('Wait for the round to finish.', 'info');
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
          h('h3', {}, 'Revealed seed pair'),
          kv(
            'Server seed',
            h('div', { class: 'mono', 'data-testid': 'slot-revealed-seed' }, revealed.serverSeed),
          ),
          kv(
            'Its SHA-256 (the hash you saw before play)',
            h('div', { class: 'mono' }, revealed.serverSeedHash),
          ),
          h(
            'p',
            { class: revealedCheck ? 'ok' : 'bad' },
            revealedCheck
              ? '✓ Checked in your browser: SHA-256 of the revealed seed matches the committed hash.'
              : '✗ SHA-256 of the revealed seed does not match the committed hash.',
          ),
          kv('Client seed', h('div', { class: 'mono' }, revealed.clientSeed)),
          h(
            'p',
            {},
            revealed.roundsPlayed > 0
              ? `${revealed.roundsPlayed} round(s) used it (nonces 0–${revealed.roundsPlayed - 1}). Their verify links in History now open the verifier.`
              : 'No rounds were played with it.',
          ),
          revealed.roundsPlayed > 0
            ? h('button', { class: 'btn', type: 'button', onclick: () => openHistory() }, 'Open History')
            : null,
        )
      : null;

    setChildren(
      drawer.body,
      h(
        'p',
        {},
        'Every result is decided by a server seed the game commits to before you play, your client seed and a nonce that counts your rounds. You can check any round yourself.',
      ),
      kv(
        'Server seed (SHA-256 hash)',
        h(
          'div',
          { class: 'mono', 'data-testid': 'slot-server-seed-hash', title: seeds.serverSeedHash },
          seeds.serverSeedHash,
        ),
      ),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'client-seed' }, 'Client seed'),
        h('div', { class: 'row' }, input, random, save),
        error,
      ),
      kv(
        'Next nonce',
        h('div', { class: 'mono', 'data-testid': 'slot-next-nonce' }, String(seeds.nextNonce)),
      ),
      h('h3', {}, 'Rotate'),
      h(
        'p',
        {},
        'Rotating reveals the current server seed, so every round played with it can be verified, and commits to a new one (its hash is shown above). The nonce starts again at 0.',
      ),
      rotate,
      revealedBlock,
      h('h3', {}, 'How it works'),
      h(
        'div',
        { class: 'formula' },
        'block₀ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`)',
        h('br'),
        'blockₖ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`)',
        h('br'),
        'float = b₀/256 + b₁/256² + b₂/256³ + b₃/256⁴',
        h('br'),
        'reel stop = ⌊float × strip length⌋',
      ),
      h(
        'p',
        {},
        'Each round = HMAC-SHA256(serverSeed, `clientSeed:nonce`). Every 4 bytes of a block make one number between 0 and 1; each reel takes one to pick its stop on the published strips, the base spin first, then any free spins in order. ',
        `The hash ${shortHex(seeds.serverSeedHash)} is the SHA-256 of the server seed's text, so once it is revealed anyone can check the game never changed it.`,
      ),
      h(
        'p',
        {},
        'The ',
        h('a', { href: HOUSE_API.verifyPage, target: '_blank', rel: 'noopener' }, 'verifier'),
        ' replays a round entirely in your browser from the revealed seeds.',
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
