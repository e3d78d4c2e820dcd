import '../shared/base.css';
import './verify.css';
import { SLOT_LINES, SLOT_PAYTABLE, type TSlotSpin } from '@openlobby/house-games';
import { fetchRoundProof } from '../shared/api.ts';
import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import { drawSymbol, symbolName } from '../shared/symbol-art.ts';
import { checkForm, readVerifyQuery, verifyRound, type TVerifyOutput } from './compute.ts';

/**
 * The public verifier: recomputes a round in the browser from the revealed seeds, with WebCrypto
 * and the same engine the server plays with, and shows everything it computed.
 */

const query = readVerifyQuery(location.search);

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

const serverSeed = field('serverSeed', 'Server seed (revealed)', query.serverSeed, {
  placeholder: '64 hex characters',
});
const clientSeed = field('clientSeed', 'Client seed', query.clientSeed);
const nonce = field('nonce', 'Nonce', query.nonce || '0', { inputmode: 'numeric' });
const bet = field('bet', 'Total bet', query.bet, { inputmode: 'decimal', placeholder: '1.00' });
const decimals = field('decimals', 'Decimals', query.decimals || '2', {
  inputmode: 'numeric',
  maxlength: '1',
});
const currency = query.currency.replace(/[^A-Za-z0-9]/g, '').slice(0, 8);

const error = h('div', { class: 'v-error', role: 'alert' });
const button = h(
  'button',
  { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-submit' },
  'Verify',
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

setChildren(
  must('#app'),
  h(
    'header',
    { class: 'v-head' },
    shield,
    h(
      'div',
      {},
      h('h1', {}, 'Provably fair verifier'),
      h('p', {}, 'Recompute any slot round in your browser, independently of the game server.'),
    ),
  ),
  form,
  result,
  explainCard(),
);

form.addEventListener('submit', (e) => {
  e.preventDefault();
  void run();
});

let running = false;

async function run() {
  if (running) return;
  const check = checkForm({
    serverSeed: serverSeed.input.value,
    clientSeed: clientSeed.input.value,
    nonce: nonce.input.value,
    bet: bet.input.value,
    decimals: decimals.input.value,
  });
  if (!check.ok) {
    error.textContent = check.error;
    return;
  }
  error.textContent = '';
  running = true;
  button.disabled = true;
  button.textContent = 'Verifying…';
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
    error.textContent = e instanceof Error ? e.message : 'The round could not be computed.';
    result.replaceChildren();
  } finally {
    running = false;
    button.disabled = false;
    button.textContent = 'Verify';
  }
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
    grid.map((c, i) => `reel ${i + 1}: ${c.map((id) => symbolName(id)).join(', ')}`).join('; '),
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
        `Line ${w.line + 1} (${SLOT_LINES[w.line]?.map((r) => r + 1).join('-') ?? ''}) · ${w.count} × ${symbolName(w.symbol)}`,
      ),
      h('b', {}, money(w.win)),
    ),
  );
  if (spin.scatter.count >= 3 || spin.scatter.win > 0) {
    rows.push(
      h(
        'div',
        { class: 'row' },
        h('span', {}, `${spin.scatter.count} × ${symbolName('scatter')} (anywhere)`),
        h('b', {}, money(spin.scatter.win)),
      ),
    );
  }
  if (rows.length === 0) rows.push(h('div', { class: 'none' }, 'No win on this spin.'));
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
      same
        ? `✓ Matches the win the game recorded (${formatAmount(recorded, d)})`
        : `✗ The game recorded ${formatAmount(recorded, d)}`,
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
          h('div', { class: 'k' }, 'Total win'),
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
          h('span', { class: 'k' }, 'SHA-256 of the server seed'),
          h('span', { class: 'v', 'data-testid': 'verify-hash' }, out.serverSeedHash),
        ),
        h(
          'div',
          { class: 'v-cell' },
          h(
            'span',
            { class: 'k' },
            `Block 0 = HMAC-SHA256(server seed, "${clientSeed.input.value.trim()}:${nonce.input.value.trim()}")`,
          ),
          h('span', { class: 'v', 'data-testid': 'verify-block0' }, out.blocksHex[0] ?? ''),
        ),
      ),
      h(
        'p',
        { class: 'v-note' },
        'Compare the hash with the server seed hash the game showed before you played: equal hashes prove the seed was fixed in advance.',
      ),
      h(
        'div',
        { class: 'v-spin' },
        gridCanvas(base.grid, cellSize, litCells(base)),
        h(
          'div',
          {},
          h('h3', {}, `Base spin · win ${money(base.win)}`),
          winRows(base, d),
          h(
            'div',
            { class: 'v-stops', 'data-testid': 'verify-stops' },
            `Reel stops: ${base.stops.join(', ')}`,
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
              `${free.length} free spins ×${multiplier} · win ${money(free.reduce((s, f) => s + f.win, 0))}`,
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
                    h('span', {}, `Free spin ${i + 1}`),
                    h('b', {}, money(spin.win)),
                  ),
                  gridCanvas(spin.grid, 34, litCells(spin)),
                  h('span', { class: 'v-stops' }, `stops ${spin.stops.join(', ')}`),
                  spin.scatter.count >= 3
                    ? h('span', { class: 'badge' }, `+ ${spin.scatter.count} scatters: retrigger`)
                    : null,
                ),
              ),
            ),
          )
        : null,
      h(
        'details',
        { class: 'v-blocks' },
        h('summary', {}, `${out.blocksHex.length} HMAC block(s) read · ${round.floatsUsed} numbers used`),
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
    h('h2', { class: 'gold-text' }, 'How a round is computed'),
    h(
      'p',
      {},
      'Before you play, the game shows SHA-256(server seed). Each round uses HMAC-SHA256 keyed with the server seed text on the message ',
      h('code', {}, 'clientSeed:nonce'),
      ' (then ',
      h('code', {}, 'clientSeed:nonce:1'),
      ', ',
      h('code', {}, ':2'),
      ', … when more numbers are needed).',
    ),
    h(
      'p',
      {},
      'Every 4 bytes of a block give a number in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴. Each of the 5 reels takes one to pick its stop (⌊number × strip length⌋) on the published strips; free spins take the next numbers in order.',
    ),
    h(
      'p',
      {},
      'This page computes the hashes with your browser’s WebCrypto and plays the round with the same open-source engine the server uses; nothing is sent anywhere.',
    ),
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
      else
        error.textContent =
          'This round’s server seed is not revealed yet: rotate the seed pair in the game first.';
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : 'The round could not be loaded.';
    }
  }
  if (serverSeed.input.value && clientSeed.input.value && bet.input.value) await run();
}

void boot();
