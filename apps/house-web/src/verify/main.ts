import '../shared/base.css';
import './verify.css';
import { SLOT_LINES, SLOT_PAYTABLE, type TSlotSpin } from '@openlobby/house-games';
import { fetchRoundProof } from '../shared/api.ts';
import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT, parts, symbolText } from '../shared/i18n.ts';
import { drawSymbol, symbolName } from '../shared/symbol-art.ts';
import { checkForm, readVerifyQuery, verifyRound, type TVerifyOutput } from './compute.ts';
import { mountCrashVerifier } from './crash-view.ts';
import { mountGameRoundVerifier } from './game-round-view.ts';
import { mountNiuniuVerifier } from './niuniu-view.ts';
import { mountTableVerifier } from './table-view.ts';
import { mountPokerVerifier, readPokerHandId } from './poker-view.ts';
import { MODE_LEADS, modeTabs, verifyModeOf } from './verify-modes.ts';

/**
 * The public verifier: recomputes a round in the browser from the revealed seeds, with WebCrypto
 * and the same engine the server plays with, and shows everything it computed.
 */

const query = readVerifyQuery(location.search);
// the slot's by default; live tables, keno, fishing, crash and Niu-Niu each by their links (verify-modes.ts)
const mode = verifyModeOf(location.search);
// The language comes the way the slot's does: `lang` in the address (the slot's links carry it).
const lang = languageOf(new URLSearchParams(location.search));
// The words arrive before anything is drawn: one render, no English first.
const t = await loadT(lang);
const symbolLabel = (id: string) => symbolText(t, id, symbolName(id));
document.documentElement.lang = HTML_LANG[lang];
document.documentElement.dir = dirOf(lang);
document.title = t('verify.title');

const field = (id: string, label: string, value: string, attrs: Record<string, string> = {}) => {
  const input = h('input', {
    class: 'input',
    id,
    name: id,
    value,
    autocomplete: 'off',
    spellcheck: 'false',
    'data-testid': `verify-${id}`,
    ...attrs,
  });
  return { input, el: h('div', { class: 'field' }, h('label', { for: id }, label), input) };
};

const serverSeed = field('serverSeed', t('verify.serverSeed'), query.serverSeed, {
  placeholder: t('verify.serverSeedHint'),
});
const clientSeed = field('clientSeed', t('fair.clientSeed'), query.clientSeed);
const nonce = field('nonce', t('verify.nonce'), query.nonce || '0', { inputmode: 'numeric' });
const bet = field('bet', t('verify.totalBet'), query.bet, { inputmode: 'decimal', placeholder: '1.00' });
const decimals = field('decimals', t('verify.decimals'), query.decimals || '2', {
  inputmode: 'numeric',
  maxlength: '1',
});
const currency = query.currency.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);

const error = h('div', { class: 'v-error', role: 'alert' });
const button = h(
  'button',
  { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-submit' },
  t('verify.submit'),
);
const result = h('section', { class: 'v-result', 'aria-live': 'polite' });

const form = h(
  'form',
  { class: 'card v-form', novalidate: true },
  h('div', { class: 'wide' }, serverSeed.el),
  h('div', { class: 'wide' }, clientSeed.el),
  h('div', { class: 'wide small-row' }, bet.el, nonce.el, decimals.el),
  h('div', { class: 'v-actions' }, button, error),
);

const shield = h('div', { class: 'shield' });
shield.append(icon(ICONS.shield));

const modeView =
  mode === 'table'
    ? mountTableVerifier(t, lang)
    : mode === 'crash'
      ? mountCrashVerifier(t)
      : mode === 'niuniu'
        ? mountNiuniuVerifier(t)
        : mode === 'slot'
          ? null
          : mountGameRoundVerifier(t, mode);
// `?pokerHand=` (a card room's hand) replays that hand
const pokerHand = readPokerHandId(location.search);

setChildren(
  must('#app'),
  h(
    'header',
    { class: 'v-head' },
    shield,
    h('div', {}, h('h1', {}, t('verify.title')), h('p', {}, t(MODE_LEADS[mode]))),
  ),
  ...(pokerHand
    ? [mountPokerVerifier(t, pokerHand)]
    : [
        modeTabs(t, mode),
        // the page's one main landmark: the tabs and the title stay outside it
        h('main', { class: 'v-main' }, modeView ? modeView.nodes : [form, result, explainCard()]),
      ]),
);

form.addEventListener('submit', (e) => {
  e.preventDefault();
  void run();
});

let running = false;

async function run() {
  if (running) return;
  const check = checkForm(
    {
      serverSeed: serverSeed.input.value,
      clientSeed: clientSeed.input.value,
      nonce: nonce.input.value,
      bet: bet.input.value,
      decimals: decimals.input.value,
    },
    t,
  );
  if (!check.ok) {
    error.textContent = check.error;
    return;
  }
  error.textContent = '';
  running = true;
  button.disabled = true;
  button.textContent = t('verify.running');
  try {
    const output = await verifyRound(check.input);
    renderResult(output, check.decimals);
    const params = new URLSearchParams(location.search);
    params.set('serverSeed', check.input.serverSeed);
    params.set('clientSeed', check.input.clientSeed);
    params.set('nonce', String(check.input.nonce));
    params.set('bet', bet.input.value.trim());
    params.set('decimals', String(check.decimals));
    history.replaceState(null, '', `?${params.toString()}`);
  } catch (e) {
    error.textContent = errorText(e, 'verify.computeFailed');
    result.replaceChildren();
  } finally {
    running = false;
    button.disabled = false;
    button.textContent = t('verify.submit');
  }
}

/** An error's own words are English (the server's, the engine's): other languages get ours. */
function errorText(e: unknown, fallback: 'verify.computeFailed' | 'verify.loadFailed'): string {
  return lang === 'EN' && e instanceof Error ? e.message : t(fallback);
}

function gridCanvas(grid: readonly (readonly string[])[], cell: number, lit: Set<string> | null) {
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const w = grid.length * cell;
  const hgt = (grid[0]?.length ?? 3) * cell;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(hgt * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${hgt}px`;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(dpr, dpr);
  grid.forEach((column, reel) => {
    const g = ctx.createLinearGradient(0, 0, 0, hgt);
    g.addColorStop(0, '#0d0818');
    g.addColorStop(0.5, '#2a1a48');
    g.addColorStop(1, '#0d0818');
    ctx.fillStyle = g;
    ctx.fillRect(reel * cell, 0, cell, hgt);
    column.forEach((id, row) => {
      const on = lit === null || lit.has(`${reel}:${row}`);
      ctx.globalAlpha = on ? 1 : 0.3;
      drawSymbol(ctx, id, reel * cell + cell * 0.07, row * cell + cell * 0.07, cell * 0.86);
      ctx.globalAlpha = 1;
    });
  });
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  for (let i = 1; i < grid.length; i++) ctx.fillRect(i * cell - 1, 0, 2, hgt);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute(
    'aria-label',
    grid.map((c, i) => t('verify.reel', { reel: i + 1, symbols: c.map(symbolLabel).join(', ') })).join('; '),
  );
  return canvas;
}

function litCells(spin: TSlotSpin): Set<string> | null {
  const cells = [
    ...spin.lineWins.flatMap((w) => w.positions),
    ...(spin.scatter.win > 0 || spin.scatter.count >= 3 ? spin.scatter.positions : []),
  ];
  return cells.length === 0 ? null : new Set(cells.map(([r, row]) => `${r}:${row}`));
}

function winRows(spin: TSlotSpin, d: number): HTMLElement {
  const money = (minor: number) => formatAmount(majorOf(minor, d), d);
  const rows = spin.lineWins.map((w) =>
    h(
      'div',
      { class: 'row' },
      h(
        'span',
        {},
        `${t('msg.line', { line: w.line + 1 })} (${SLOT_LINES[w.line]?.map((r) => r + 1).join('-') ?? ''}) · ${w.count} × ${symbolLabel(w.symbol)}`,
      ),
      h('b', {}, money(w.win)),
    ),
  );
  if (spin.scatter.count >= 3 || spin.scatter.win > 0) {
    rows.push(
      h(
        'div',
        { class: 'row' },
        h('span', {}, `${spin.scatter.count} × ${symbolLabel('scatter')} ${t('verify.anywhere')}`),
        h('b', {}, money(spin.scatter.win)),
      ),
    );
  }
  if (rows.length === 0) rows.push(h('div', { class: 'none' }, t('verify.noWin')));
  return h('div', { class: 'v-wins' }, rows);
}

function renderResult(out: TVerifyOutput, d: number) {
  const { round } = out;
  const money = (minor: number) => formatAmount(majorOf(minor, d), d);
  const cellSize = Math.min(64, Math.floor((Math.min(window.innerWidth, 980) - 60) / 5));

  let match: HTMLElement | null = null;
  const recorded = Number(query.win);
  if (query.win !== '' && Number.isFinite(recorded) && query.bet === bet.input.value.trim()) {
    const same = Math.abs(recorded - majorOf(round.totalWin, d)) < 10 ** -(d + 1);
    match = h(
      'div',
      { class: `v-match ${same ? 'ok' : 'bad'}`, 'data-testid': 'verify-match', 'data-match': String(same) },
      t(same ? 'verify.matches' : 'verify.differs', { amount: formatAmount(recorded, d) }),
    );
  }

  const base = round.base;
  const free = round.freeSpins;
  const multiplier = free[0]?.multiplier ?? SLOT_PAYTABLE.freeSpinMultiplier;
  setChildren(
    result,
    h(
      'div',
      {
        class: 'card v-result',
        'data-testid': 'verify-result',
        'data-total-win': String(round.totalWin),
        'data-hash': out.serverSeedHash,
        'data-free-spins': String(free.length),
      },
      h(
        'div',
        { class: 'v-summary' },
        h(
          'div',
          { class: 'v-total' },
          h('div', { class: 'k' }, t('verify.totalWin')),
          h(
            'div',
            { class: 'v gold-text' },
            money(round.totalWin),
            currency ? h('small', {}, currency) : null,
          ),
        ),
        match,
      ),
      h(
        'div',
        { class: 'v-grid-2' },
        h(
          'div',
          { class: 'v-cell' },
          h('span', { class: 'k' }, t('verify.seedHash')),
          h('span', { class: 'v', 'data-testid': 'verify-hash' }, out.serverSeedHash),
        ),
        h(
          'div',
          { class: 'v-cell' },
          h(
            'span',
            { class: 'k' },
            t('verify.block0', { message: `${clientSeed.input.value.trim()}:${nonce.input.value.trim()}` }),
          ),
          h('span', { class: 'v', 'data-testid': 'verify-block0' }, out.blocksHex[0] ?? ''),
        ),
      ),
      h('p', { class: 'v-note' }, t('verify.compare')),
      h(
        'div',
        { class: 'v-spin' },
        gridCanvas(base.grid, cellSize, litCells(base)),
        h(
          'div',
          {},
          h('h3', {}, t('verify.baseSpin', { amount: money(base.win) })),
          winRows(base, d),
          h(
            'div',
            { class: 'v-stops', 'data-testid': 'verify-stops' },
            t('verify.reelStops', { stops: base.stops.join(', ') }),
          ),
        ),
      ),
      free.length > 0
        ? h(
            'div',
            {},
            h(
              'h2',
              {},
              t('verify.freeSpins', {
                count: free.length,
                multiplier,
                amount: money(free.reduce((s, f) => s + f.win, 0)),
              }),
            ),
            h(
              'div',
              { class: 'v-free' },
              free.map((spin, i) =>
                h(
                  'div',
                  { class: 'v-free-item' },
                  h(
                    'div',
                    { class: 'head' },
                    h('span', {}, t('verify.freeSpin', { n: i + 1 })),
                    h('b', {}, money(spin.win)),
                  ),
                  gridCanvas(spin.grid, 34, litCells(spin)),
                  h('span', { class: 'v-stops' }, t('verify.stops', { stops: spin.stops.join(', ') })),
                  spin.scatter.count >= 3
                    ? h('span', { class: 'badge' }, t('verify.retrigger', { count: spin.scatter.count }))
                    : null,
                ),
              ),
            ),
          )
        : null,
      h(
        'details',
        { class: 'v-blocks' },
        h('summary', {}, t('verify.blocks', { blocks: out.blocksHex.length, numbers: round.floatsUsed })),
        h(
          'ol',
          { start: 0 },
          out.blocksHex.map((hex) => h('li', {}, hex)),
        ),
      ),
    ),
  );
}

function explainCard(): HTMLElement {
  return h(
    'section',
    { class: 'card v-explain' },
    h('h2', { class: 'gold-text' }, t('verify.howTitle')),
    h(
      'p',
      {},
      parts(t('verify.how1'), {
        first: h('code', {}, 'clientSeed:nonce'),
        second: h('code', {}, 'clientSeed:nonce:1'),
        third: h('code', {}, ':2'),
      }),
    ),
    h('p', {}, t('verify.how2')),
    h('p', {}, t('verify.how3')),
  );
}

async function boot() {
  if (query.roundId && !query.serverSeed) {
    try {
      const proof = await fetchRoundProof(query.roundId);
      clientSeed.input.value = proof.clientSeed;
      nonce.input.value = String(proof.nonce);
      bet.input.value = String(proof.bet);
      if (proof.serverSeed) serverSeed.input.value = proof.serverSeed;
      else error.textContent = t('verify.notRevealed');
    } catch (e) {
      error.textContent = errorText(e, 'verify.loadFailed');
    }
  }
  if (serverSeed.input.value && clientSeed.input.value && bet.input.value) await run();
}

if (modeView) modeView.start();
else if (!pokerHand) void boot();
