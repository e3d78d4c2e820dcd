import './game-modes.css';
import type { TCrashProof } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { CRASH_AUTO_WALK, checkCrashGame, reachesTerminalHash, readCrashGameKey } from './crash-compute.ts';
import { crashHashForm, formatCrashPoint } from './crash-form-view.ts';
import { fetchCrashProof } from './crash-proof.ts';

/**
 * The verifier's Rocket Crash mode: `?crashGame=<round id or hash>` (the crash page's links) loads
 * the game's public proof and recomputes its crash point from its hash and the chain's salt, checks
 * that SHA-256 of the hash is the previous game's hash (the previous game's own proof, or the
 * terminal hash for game 1) and hashes it down to the published terminal hash; `?mode=crash` opens
 * the form alone, where any game hash can be pasted.
 */

type TCrashed = TCrashProof & { hash: string };

/** The previous game's hash as its own proof records it; the terminal hash before game 1. */
async function previousGameHash(proof: TCrashed): Promise<string> {
  if (proof.number === 1) return proof.terminalHash;
  try {
    const previous = await fetchCrashProof(proof.previousHash);
    const sameChain = previous.number === proof.number - 1 && previous.terminalHash === proof.terminalHash;
    return sameChain && previous.hash ? previous.hash : '';
  } catch {
    // no game of the chain has that hash: the step fails
    return '';
  }
}

const checkEl = (ok: boolean, text: string, testid: string) =>
  h(
    'li',
    { class: ok ? 'ok' : 'bad', 'data-ok': String(ok), 'data-testid': testid },
    `${ok ? '✓' : '✗'} ${text}`,
  );

export function mountCrashVerifier(t: TTranslate): { nodes: HTMLElement[]; start: () => void } {
  const key = readCrashGameKey(location.search);
  const manual = crashHashForm(t);
  const out = h(
    'section',
    { class: 'card v-result v-crash', 'aria-live': 'polite', 'data-testid': 'verify-crash' },
    h('p', {}, t('verify.crashLoading')),
  );

  /** The walk to the terminal hash: at once for a young chain's game, on a button for a later one. */
  function chainCheckEl(proof: TCrashed): HTMLElement {
    const item = h('li', { 'data-testid': 'verify-crash-chain' });
    const progress = h('span', { 'aria-live': 'off' });
    const walk = async () => {
      const count = proof.number;
      setChildren(item, progress);
      progress.textContent = t('verify.crashChainProgress', { done: 0, count });
      const ok = await reachesTerminalHash(proof.hash, count, proof.terminalHash, (done) => {
        progress.textContent = t('verify.crashChainProgress', { done, count });
      });
      item.replaceWith(
        checkEl(ok, t(ok ? 'verify.crashChainOk' : 'verify.crashChainBad', { count }), 'verify-crash-chain'),
      );
    };
    if (proof.number <= CRASH_AUTO_WALK) void walk();
    else
      setChildren(
        item,
        h(
          'button',
          { class: 'btn', type: 'button', 'data-testid': 'verify-crash-walk', onclick: () => void walk() },
          t('verify.crashChainButton', { count: proof.number }),
        ),
      );
    return item;
  }

  async function render(proof: TCrashed) {
    const check = await checkCrashGame(proof, await previousGameHash(proof));
    const recorded = proof.crashPoint === null ? '' : formatCrashPoint(Math.round(proof.crashPoint * 100));
    const cell = (label: string, value: string, testid: string) =>
      h(
        'div',
        { class: 'v-cell' },
        h('span', { class: 'k' }, label),
        h('span', { class: 'v', 'data-testid': testid }, value),
      );
    setChildren(
      out,
      h('h2', {}, t('verify.crashTitle', { number: proof.number })),
      h(
        'div',
        { class: 'v-summary' },
        h(
          'div',
          { class: 'v-total' },
          h('div', { class: 'k' }, t('verify.crashPoint')),
          h(
            'div',
            { class: 'v gold-text', 'data-testid': 'verify-crash-point', 'data-point': String(check.point) },
            formatCrashPoint(check.point),
          ),
        ),
        h(
          'p',
          {
            class: `v-match ${check.pointMatches ? 'ok' : 'bad'}`,
            'data-testid': 'verify-match',
            'data-match': String(check.pointMatches),
          },
          `${check.pointMatches ? '✓' : '✗'} ${t(check.pointMatches ? 'verify.crashMatches' : 'verify.crashDiffers', { point: recorded })}`,
        ),
      ),
      h(
        'ul',
        { class: 'checks v-crash-checks' },
        checkEl(
          check.previousMatches,
          t(check.previousMatches ? 'verify.crashPreviousOk' : 'verify.crashPreviousBad'),
          'verify-crash-previous',
        ),
        chainCheckEl(proof),
      ),
      h(
        'div',
        { class: 'v-grid-2' },
        cell(t('verify.crashHash'), proof.hash, 'verify-crash-hash'),
        cell(t('verify.crashPrevious'), proof.previousHash, 'verify-crash-previous-hash'),
        cell(t('crash.terminalHash'), proof.terminalHash, 'verify-crash-terminal'),
        cell(t('crash.salt'), proof.salt, 'verify-crash-salt'),
      ),
    );
  }

  async function load(game: string) {
    let proof: TCrashProof;
    try {
      proof = await fetchCrashProof(game);
    } catch {
      return setChildren(out, h('p', { role: 'alert' }, t('verify.crashNotFound')));
    }
    if (proof.hash === null) return setChildren(out, h('p', {}, t('verify.crashNotYet')));
    manual.fill(proof.hash, proof.salt, proof.edgeBp);
    await render({ ...proof, hash: proof.hash }).catch(() =>
      setChildren(out, h('p', { role: 'alert' }, t('verify.computeFailed'))),
    );
  }

  return {
    nodes: key ? [out, manual.el] : [manual.el],
    start: () => {
      if (key) void load(key);
    },
  };
}
