import './niuniu.css';
import type { TNiuniuHandProof } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { parts, type TTranslate } from '../shared/i18n.ts';
import { checkNiuniuHand, parseNiuniuHandId, readNiuniuHandId, type TNiuniuCheck } from './niuniu-compute.ts';
import { niuniuSeatsEl, verdictEl } from './niuniu-hand-view.ts';
import { fetchNiuniuHandProof } from './niuniu-proof.ts';

/**
 * The verifier's Niu-Niu mode: `?niuniuHand=<uuid>` (the Niu-Niu page's verify link) or a pasted
 * hand id loads the hand's public proof and, once the hand is shown, deals every hand again in the
 * browser from the revealed seed and settles it with the room's table engine, then says part by
 * part — the seed's hash, the cards, each seat's net, the commission — whether the room's matches.
 */
export function mountNiuniuVerifier(t: TTranslate): { nodes: HTMLElement[]; start: () => void } {
  const rawId = new URLSearchParams(location.search).get('niuniuHand');
  const input = h('input', {
    class: 'input',
    id: 'niuniuHand',
    name: 'niuniuHand',
    value: rawId ?? '',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: '00000000-0000-0000-0000-000000000000',
    'aria-describedby': 'niuniuHand-note',
    'data-testid': 'verify-niuniuHand',
  });
  const error = h('div', { class: 'v-error', role: 'alert', 'data-testid': 'verify-niuniu-error' });
  const button = h(
    'button',
    { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-niuniu-submit' },
    t('verify.niuniu.submit'),
  );
  const form = h(
    'form',
    {
      class: 'card v-form',
      novalidate: true,
      'aria-labelledby': 'niuniu-form-title',
      'data-testid': 'verify-niuniu-form',
    },
    h('h2', { id: 'niuniu-form-title', class: 'wide v-nn-form-title' }, t('verify.niuniu.formTitle')),
    h(
      'div',
      { class: 'wide field' },
      h('label', { for: 'niuniuHand' }, t('verify.niuniu.handId')),
      input,
      h('p', { id: 'niuniuHand-note', class: 'v-note' }, t('verify.niuniu.handIdNote')),
    ),
    h('div', { class: 'v-actions' }, button, error),
  );
  const result = h('section', { class: 'v-result', 'aria-live': 'polite', 'data-testid': 'verify-niuniu' });

  const money = (amount: number | null, decimals: number) =>
    amount === null ? '—' : formatAmount(amount, decimals);
  const cell = (label: string, value: string, testid: string) =>
    h(
      'div',
      { class: 'v-cell' },
      h('span', { class: 'k' }, label),
      h('span', { class: 'v', 'data-testid': testid }, value),
    );

  function resultEl(proof: TNiuniuHandProof & { serverSeed: string }, check: TNiuniuCheck): HTMLElement {
    const d = proof.decimals;
    return h(
      'div',
      { class: 'card v-result', 'data-testid': 'verify-niuniu-result' },
      h('h2', {}, t('verify.niuniu.hand', { room: proof.roomCode, n: proof.handNo })),
      h(
        'p',
        { class: 'v-nn-rules' },
        t('verify.niuniu.rules', {
          base: formatAmount(proof.baseBet, d),
          // basis points as a percent: 500 → 5, 250 → 2.5
          percent: String(proof.commissionBps / 100),
        }),
      ),
      h(
        'ul',
        { class: 'checks v-nn-verdicts' },
        verdictEl(
          check.seedMatches,
          t(check.seedMatches ? 'verify.niuniu.seedOk' : 'verify.niuniu.seedBad'),
          'verify-niuniu-seed',
        ),
        verdictEl(
          check.cardsMatch,
          t(check.cardsMatch ? 'verify.niuniu.cardsOk' : 'verify.niuniu.cardsBad'),
          'verify-niuniu-cards-verdict',
        ),
        verdictEl(
          check.netsMatch,
          t(check.netsMatch ? 'verify.niuniu.netsOk' : 'verify.niuniu.netsBad'),
          'verify-niuniu-nets',
        ),
        verdictEl(
          check.commissionMatches,
          check.commissionMatches
            ? t('verify.niuniu.commissionOk', { amount: money(check.commission, d) })
            : t('verify.niuniu.commissionBad', {
                amount: money(check.commission, d),
                recorded: money(check.recordedCommission, d),
              }),
          'verify-niuniu-commission',
        ),
      ),
      check.bankerShort ? h('p', { class: 'v-note' }, t('verify.niuniu.bankerShort')) : null,
      niuniuSeatsEl(t, check, d),
      h(
        'div',
        { class: 'v-grid-2' },
        cell(t('verify.niuniu.seedHash'), proof.serverSeedHash, 'verify-niuniu-hash'),
        cell(t('verify.niuniu.seed'), proof.serverSeed, 'verify-niuniu-server-seed'),
      ),
    );
  }

  let running = false;
  async function load(handId: string) {
    if (running) return;
    running = true;
    button.disabled = true;
    button.textContent = t('verify.niuniu.running');
    error.textContent = '';
    setChildren(result, h('p', { class: 'v-waiting' }, t('verify.niuniu.loading')));
    try {
      const proof = await fetchNiuniuHandProof(handId);
      if (proof.serverSeed === null) {
        setChildren(
          result,
          h(
            'div',
            { class: 'card v-result', 'data-testid': 'verify-niuniu-pending' },
            h('p', { class: 'v-waiting' }, t('verify.niuniu.notOver')),
            cell(t('verify.niuniu.seedHash'), proof.serverSeedHash, 'verify-niuniu-hash'),
          ),
        );
        return;
      }
      const shown = { ...proof, serverSeed: proof.serverSeed };
      setChildren(result, resultEl(shown, await checkNiuniuHand(shown)));
    } catch {
      // no such hand, the network, or a proof the engine cannot deal: nothing to show but that
      result.replaceChildren();
      error.textContent = t('verify.niuniu.notFound');
    } finally {
      running = false;
      button.disabled = false;
      button.textContent = t('verify.niuniu.submit');
    }
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const handId = parseNiuniuHandId(input.value);
    if (!handId) return void (error.textContent = t('verify.niuniu.badId'));
    // the address names the hand checked, so it can be shared or reloaded
    const params = new URLSearchParams(location.search);
    params.delete('mode');
    params.set('niuniuHand', handId);
    history.replaceState(null, '', `?${params.toString()}`);
    void load(handId);
  });

  return {
    nodes: [form, result, explainEl(t)],
    start: () => {
      const handId = readNiuniuHandId(location.search);
      if (handId) void load(handId);
      else if (rawId !== null && rawId.trim() !== '') error.textContent = t('verify.niuniu.badId');
    },
  };
}

function explainEl(t: TTranslate): HTMLElement {
  return h(
    'section',
    { class: 'card v-explain', 'aria-labelledby': 'niuniu-how-title' },
    h('h2', { id: 'niuniu-how-title', class: 'gold-text' }, t('verify.niuniu.howTitle')),
    h(
      'p',
      {},
      parts(t('verify.niuniu.how1'), {
        first: h('code', {}, 'roomCode:handNo'),
        second: h('code', {}, 'roomCode:handNo:1'),
      }),
    ),
    h('p', {}, t('verify.niuniu.how2')),
  );
}
