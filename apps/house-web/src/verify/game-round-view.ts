import './game-modes.css';
import { FISH_SPECIES, type TFishSpeciesId } from '@openlobby/house-games/fish';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { parseFishSpecies, verifyFishShot } from './fish-compute.ts';
import { fishResultEl } from './fish-view.ts';
import {
  checkGameRoundSeeds,
  readGameRoundQuery,
  recordedWinMatches,
  type TGameRoundKind,
  type TGameRoundQuery,
  type TGameRoundSeeds,
} from './game-round-compute.ts';
import { parseKenoPicks, verifyKenoRound } from './keno-compute.ts';
import { kenoResultEl } from './keno-view.ts';

/**
 * The verifier's keno and fishing modes: the round's seeds, nonce, stake and picks (keno) or fish
 * (fishing) in a form the game's History link fills, recomputed in the browser on submit (and at
 * once when the link carries a round), with the verdict on the win the game recorded.
 */

type TField = { input: HTMLInputElement | HTMLSelectElement; el: HTMLElement };

function inputField(id: string, label: string, value: string, attrs: Record<string, string> = {}): TField {
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
}

function speciesField(t: TTranslate, value: string): TField {
  const input = h(
    'select',
    { class: 'input', id: 'species', name: 'species', 'data-testid': 'verify-species' },
    FISH_SPECIES.map((s) =>
      h(
        'option',
        { value: s.id, selected: s.id === value },
        `${t(`fish.species.${s.id}` as TKey)} (×${s.multiplier})`,
      ),
    ),
  );
  return {
    input,
    el: h('div', { class: 'field' }, h('label', { for: 'species' }, t('verify.gameSpecies')), input),
  };
}

/** The verdict on the recorded win, as the slot's mode says it. */
export function winVerdictEl(
  t: TTranslate,
  recorded: string,
  winMinor: number,
  decimals: number,
): HTMLElement | null {
  const verdict = recordedWinMatches(recorded, winMinor, decimals);
  if (!verdict) return null;
  const amount = Number.isNaN(verdict.recordedMinor)
    ? recorded
    : formatAmount(majorOf(verdict.recordedMinor, decimals), decimals);
  return h(
    'p',
    {
      class: `v-match ${verdict.matches ? 'ok' : 'bad'}`,
      'data-testid': 'verify-match',
      'data-match': String(verdict.matches),
    },
    t(verdict.matches ? 'verify.matches' : 'verify.differs', { amount }),
  );
}

/** The seed hash and block 0, to compare with what the game showed before the round. */
export function seedCellsEl(
  t: TTranslate,
  serverSeedHash: string,
  message: string,
  block0: string,
): HTMLElement {
  return h(
    'div',
    {},
    h(
      'div',
      { class: 'v-grid-2' },
      h(
        'div',
        { class: 'v-cell' },
        h('span', { class: 'k' }, t('verify.seedHash')),
        h('span', { class: 'v', 'data-testid': 'verify-hash' }, serverSeedHash),
      ),
      h(
        'div',
        { class: 'v-cell' },
        h('span', { class: 'k' }, t('verify.block0', { message })),
        h('span', { class: 'v', 'data-testid': 'verify-block0' }, block0),
      ),
    ),
    h('p', { class: 'v-note' }, t('verify.compare')),
  );
}

export function mountGameRoundVerifier(
  t: TTranslate,
  kind: TGameRoundKind,
): { nodes: HTMLElement[]; start: () => void } {
  const query = readGameRoundQuery(location.search);
  const serverSeed = inputField('serverSeed', t('verify.serverSeed'), query.serverSeed, {
    placeholder: t('verify.serverSeedHint'),
  });
  const clientSeed = inputField('clientSeed', t('fair.clientSeed'), query.clientSeed);
  const nonce = inputField('nonce', t('verify.nonce'), query.nonce || '0', { inputmode: 'numeric' });
  const choice =
    kind === 'keno'
      ? inputField('picks', t('verify.gamePicks'), query.picks, {
          inputmode: 'numeric',
          placeholder: '3-17-42',
        })
      : speciesField(t, query.species);
  const bet = inputField('bet', t(kind === 'keno' ? 'keno.stake' : 'fish.cost'), query.bet, {
    inputmode: 'decimal',
    placeholder: '1.00',
  });
  const decimals = inputField('decimals', t('verify.decimals'), query.decimals || '2', {
    inputmode: 'numeric',
    maxlength: '1',
  });
  const fields = { serverSeed, clientSeed, nonce, choice, bet, decimals };

  const error = h('div', { class: 'v-error', role: 'alert' });
  const button = h(
    'button',
    { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-submit' },
    t('verify.submit'),
  );
  const result = h('section', { class: 'v-result', 'aria-live': 'polite', 'data-testid': `verify-${kind}` });
  const form = h(
    'form',
    { class: 'card v-form', novalidate: true, 'data-testid': 'verify-game-form' },
    h('div', { class: 'wide' }, serverSeed.el),
    h('div', { class: 'wide' }, clientSeed.el),
    h('div', { class: 'wide' }, choice.el),
    h('div', { class: 'wide small-row' }, bet.el, nonce.el, decimals.el),
    h('div', { class: 'v-actions' }, button, error),
  );

  // The win recorded in the link speaks for that round only: once a field is edited, no verdict.
  const valuesNow = () =>
    Object.values(fields)
      .map((f) => f.input.value.trim())
      .join('\n');
  const linkValues = valuesNow();
  const values = (): TGameRoundQuery => ({
    ...query,
    serverSeed: serverSeed.input.value,
    clientSeed: clientSeed.input.value,
    nonce: nonce.input.value,
    bet: bet.input.value,
    decimals: decimals.input.value,
  });

  /** The round recomputed by the game's engine, with the verdict on `recorded` (the link's win). */
  async function resultEl(seeds: TGameRoundSeeds, choiceOf: number[] | TFishSpeciesId, recorded: string) {
    const message = `${seeds.clientSeed}:${seeds.nonce}`;
    if (typeof choiceOf === 'string') {
      const out = await verifyFishShot(seeds, choiceOf);
      const cells = seedCellsEl(t, out.serverSeedHash, message, out.blocksHex[0]!);
      return fishResultEl(
        t,
        out,
        seeds.decimals,
        winVerdictEl(t, recorded, out.winMinor, seeds.decimals),
        cells,
      );
    }
    const out = await verifyKenoRound(seeds, choiceOf);
    const cells = seedCellsEl(t, out.serverSeedHash, message, out.blocksHex[0]!);
    return kenoResultEl(
      t,
      out,
      seeds.decimals,
      winVerdictEl(t, recorded, out.winMinor, seeds.decimals),
      cells,
    );
  }

  let running = false;
  async function run() {
    if (running) return;
    const check = checkGameRoundSeeds(values(), t);
    if (!check.ok) return void (error.textContent = check.error);
    const choiceOf =
      kind === 'keno' ? parseKenoPicks(choice.input.value) : parseFishSpecies(choice.input.value);
    if (!choiceOf) return void (error.textContent = t('verify.gameCheckPicks'));
    error.textContent = '';
    running = true;
    button.disabled = true;
    button.textContent = t('verify.running');
    try {
      setChildren(result, await resultEl(check.seeds, choiceOf, valuesNow() === linkValues ? query.win : ''));
    } catch {
      // the engine refuses what the game never plays (a bullet cost it does not offer, say)
      error.textContent = t('verify.computeFailed');
      result.replaceChildren();
    } finally {
      running = false;
      button.disabled = false;
      button.textContent = t('verify.submit');
    }
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });

  return {
    nodes: [form, result],
    start: () => {
      if (serverSeed.input.value && clientSeed.input.value && bet.input.value) void run();
    },
  };
}
