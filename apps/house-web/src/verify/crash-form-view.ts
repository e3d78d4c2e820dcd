import { CRASH_HOUSE_EDGE_BP } from '@openlobby/house-games/crash';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { isGameHash, listCrashGames, type TCrashListedGame } from './crash-compute.ts';
import { fetchCrashProof } from './crash-proof.ts';

/**
 * Rocket Crash by hand, as bustabit's verifier does it: paste a game's hash and the chain's salt, and
 * the page lists that game's crash point and those of the games before it, each earlier hash SHA-256
 * of the later one. Only a missing salt is asked of the server (the game's public proof names it).
 */

/** The most games one list recomputes. */
const MAX_LISTED = 100;

export const formatCrashPoint = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

export function crashHashForm(t: TTranslate): {
  el: HTMLElement;
  fill: (hash: string, salt: string, edgeBp: number) => void;
} {
  let edgeBp = CRASH_HOUSE_EDGE_BP;
  const field = (id: string, label: string, attrs: Record<string, string> = {}) => {
    const input = h('input', {
      class: 'input',
      id,
      name: id,
      autocomplete: 'off',
      spellcheck: 'false',
      'data-testid': `verify-${id}`,
      ...attrs,
    });
    return { input, el: h('div', { class: 'field' }, h('label', { for: id }, label), input) };
  };
  const hash = field('crashHash', t('verify.crashHash'), { placeholder: '0f3a…', maxlength: '64' });
  const salt = field('crashSalt', t('crash.salt'));
  const count = field('crashCount', t('verify.crashCount'), {
    inputmode: 'numeric',
    value: '10',
    maxlength: '3',
  });
  const error = h('div', { class: 'v-error', role: 'alert' });
  const button = h(
    'button',
    { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-crash-submit' },
    t('verify.crashSubmit'),
  );
  const output = h('div', {
    class: 'v-crash-list',
    'aria-live': 'polite',
    'data-testid': 'verify-crash-list',
  });
  const form = h(
    'form',
    { class: 'v-form', novalidate: true },
    h('div', { class: 'wide' }, hash.el),
    salt.el,
    count.el,
    h('div', { class: 'v-actions' }, button, error),
  );

  const listEl = (games: TCrashListedGame[]) =>
    h(
      'table',
      { class: 'v-crash-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('verify.crashBack')),
          h('th', { scope: 'col' }, t('verify.crashHash')),
          h('th', { scope: 'col' }, t('verify.crashPoint')),
        ),
      ),
      h(
        'tbody',
        {},
        games.map((g) =>
          h(
            'tr',
            { 'data-point': String(g.point) },
            h('td', {}, String(g.back)),
            h('td', { class: 'hash' }, g.hash),
            h('td', { class: 'point' }, formatCrashPoint(g.point)),
          ),
        ),
      ),
    );

  /** The salt typed, or else the one the game's proof names (by its hash). */
  async function saltFor(gameHash: string): Promise<string> {
    if (salt.input.value.trim()) return salt.input.value.trim();
    try {
      const proof = await fetchCrashProof(gameHash);
      salt.input.value = proof.salt;
      edgeBp = proof.edgeBp;
      return proof.salt;
    } catch {
      return '';
    }
  }

  let running = false;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (running) return;
    const gameHash = hash.input.value.trim().toLowerCase();
    const games = Number(count.input.value.trim());
    if (!isGameHash(gameHash)) return void (error.textContent = t('verify.crashCheckHash'));
    if (!Number.isInteger(games) || games < 1 || games > MAX_LISTED)
      return void (error.textContent = t('verify.crashCheckCount'));
    error.textContent = '';
    running = true;
    button.disabled = true;
    void (async () => {
      try {
        const saltText = await saltFor(gameHash);
        if (!saltText) return void (error.textContent = t('verify.crashCheckSalt'));
        setChildren(output, listEl(await listCrashGames(gameHash, saltText, edgeBp, games)));
      } catch {
        error.textContent = t('verify.computeFailed');
      } finally {
        running = false;
        button.disabled = false;
      }
    })();
  });

  return {
    el: h(
      'section',
      { class: 'card v-crash-form', 'aria-labelledby': 'crash-form-title' },
      h('h2', { id: 'crash-form-title' }, t('verify.crashFormTitle')),
      h('p', { class: 'v-note' }, t('verify.crashFormNote')),
      form,
      output,
    ),
    fill: (gameHash, gameSalt, gameEdgeBp) => {
      hash.input.value = gameHash;
      salt.input.value = gameSalt;
      edgeBp = gameEdgeBp;
    },
  };
}
