import type { TCardView, TTableGame, TTableResult, TTableRoundProof } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { parts, type TLang, type TTranslate } from '../shared/i18n.ts';
import { checkBingoCards } from './bingo-compute.ts';
import { bingoCardsEl, bingoDrawEl } from './bingo-view.ts';
import { hmacSigner } from './compute.ts';
import { fetchTableRoundProof } from './table-proof.ts';
import {
  NoSuchHand,
  ROULETTE_EPOCH_SPINS,
  checkTableForm,
  readTableQuery,
  readTableRoundId,
  tableResultDifferences,
  verifyTableRound,
  type TTableVerifyInput,
  type TTableVerifyOutput,
} from './tables-compute.ts';

/**
 * The verifier's table mode: `?tableRound=<uuid>` loads the round's public proof and, once its
 * epoch's server seed is revealed, recomputes the round and compares it with what the table
 * recorded; `?mode=table` opens the same form empty for any seeds.
 */

const SUIT_SIGNS: Readonly<Record<TCardView['suit'], string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_SIGNS: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export function mountTableVerifier(t: TTranslate, lang: TLang): { nodes: HTMLElement[]; start: () => void } {
  const roundId = readTableRoundId(location.search);
  const query = readTableQuery(location.search);
  let proof: TTableRoundProof | null = null;

  const gameName = (game: TTableGame) => t(`verify.tableGame.${game}`);
  const rankText = (rank: number) => RANK_SIGNS[rank] ?? String(rank);
  const rankName = (rank: number) =>
    rank === 1 || rank >= 11 ? t(`verify.tableRank.${rank as 1 | 11 | 12 | 13}`) : String(rank);

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

  const game = h(
    'select',
    { class: 'input', id: 'tableGame', name: 'tableGame', 'data-testid': 'verify-tableGame' },
    (['BACCARAT', 'ROULETTE', 'BINGO'] as const).map((g) =>
      h('option', { value: g, selected: g === query.game }, gameName(g)),
    ),
  );
  const gameField = h(
    'div',
    { class: 'field' },
    h('label', { for: 'tableGame' }, t('verify.tableGame')),
    game,
  );
  const serverSeed = field('tableServerSeed', t('verify.serverSeed'), query.serverSeed, {
    placeholder: t('verify.serverSeedHint'),
  });
  const clientSeed = field('tableClientSeed', t('fair.clientSeed'), query.clientSeed);
  const nonce = field('tableNonce', t('verify.nonce'), query.nonce || '0', { inputmode: 'numeric' });
  const hand = field('tableHand', t('verify.tableHand'), query.hand || '0', { inputmode: 'numeric' });
  const showHand = () => {
    hand.el.hidden = game.value !== 'BACCARAT';
  };
  game.addEventListener('change', showHand);
  showHand();

  const error = h('div', { class: 'v-error', role: 'alert' });
  const button = h(
    'button',
    { class: 'btn btn-gold', type: 'submit', 'data-testid': 'verify-table-submit' },
    t('verify.submit'),
  );
  const pending = h('section', { class: 'v-pending', 'aria-live': 'polite' });
  const result = h('section', { class: 'v-result', 'aria-live': 'polite' });

  const form = h(
    'form',
    { class: 'card v-form', novalidate: true, 'data-testid': 'verify-table-form' },
    h('div', { class: 'wide small-row' }, gameField, nonce.el, hand.el),
    h('div', { class: 'wide' }, serverSeed.el),
    h('div', { class: 'wide' }, clientSeed.el),
    h('p', { class: 'v-note wide' }, t('verify.tableFormNote')),
    h('div', { class: 'v-actions' }, button, error),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });

  const errorText = (e: unknown, fallback: 'verify.computeFailed' | 'verify.loadFailed') => {
    if (e instanceof NoSuchHand) return t('verify.tableNoHand', { hands: e.hands, index: e.index });
    return lang === 'EN' && e instanceof Error ? e.message : t(fallback);
  };

  /** The proof the form's values belong to, or null once they were changed to other seeds. */
  const proofOf = (input: TTableVerifyInput): TTableRoundProof | null =>
    proof &&
    proof.game === input.game &&
    proof.clientSeed === input.clientSeed &&
    proof.nonce === input.nonce &&
    (input.game !== 'BACCARAT' || proof.handIndex === input.handIndex)
      ? proof
      : null;

  let running = false;
  async function run() {
    if (running) return;
    const check = checkTableForm(
      {
        game: game.value,
        serverSeed: serverSeed.input.value,
        clientSeed: clientSeed.input.value,
        nonce: nonce.input.value,
        hand: hand.input.value,
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
      const linked = proofOf(check.input);
      const recordedShoe = linked?.result?.game === 'BACCARAT' ? linked.result.shoe : 0;
      const output = await verifyTableRound(check.input, recordedShoe);
      renderResult(output, check.input, linked);
      if (linked?.cards && output.result.game === 'BINGO') {
        // Bingo: every card of the round dealt again from its key, against the computed draw.
        const sign = await hmacSigner(check.input.serverSeed);
        const checked = await checkBingoCards(
          sign,
          { ...linked, serverSeed: check.input.serverSeed },
          output.result.balls,
        );
        result.firstElementChild?.append(bingoCardsEl(t, checked.cards, checked.firstFullHouse));
      }
      pending.replaceChildren();
      const params = new URLSearchParams(location.search);
      if (!linked) params.delete('tableRound');
      if (!params.has('tableRound')) {
        params.set('mode', 'table');
        params.set('game', check.input.game);
        params.set('serverSeed', check.input.serverSeed);
        params.set('clientSeed', check.input.clientSeed);
        params.set('nonce', String(check.input.nonce));
        if (check.input.game === 'BACCARAT') params.set('hand', String(check.input.handIndex));
        else params.delete('hand');
      }
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

  const cell = (label: string, value: string, testid: string) =>
    h(
      'div',
      { class: 'v-cell' },
      h('span', { class: 'k' }, label),
      h('span', { class: 'v', 'data-testid': testid }, value),
    );

  function cardEl(card: TCardView): HTMLElement {
    const red = card.suit === 'H' || card.suit === 'D';
    return h(
      'span',
      {
        class: `v-card${red ? ' red' : ''}`,
        role: 'img',
        'aria-label': t('verify.tableCard', {
          rank: rankName(card.rank),
          suit: t(`verify.tableSuit.${card.suit}`),
        }),
      },
      h('b', { 'aria-hidden': 'true' }, rankText(card.rank)),
      h('i', { 'aria-hidden': 'true' }, SUIT_SIGNS[card.suit]),
    );
  }

  function resultEl(r: TTableResult, testid: string): HTMLElement {
    if (r.game === 'BINGO') return bingoDrawEl(t, r, testid);
    if (r.game === 'ROULETTE') {
      return h(
        'div',
        {
          class: 'v-roulette',
          'data-testid': testid,
          'data-number': String(r.number),
          'data-colour': r.colour,
        },
        h(
          'span',
          { class: `v-pocket ${r.colour.toLowerCase()}` },
          h('span', { class: 'k' }, t('verify.tableNumber')),
          h('b', {}, String(r.number)),
        ),
        h('span', { class: 'v-colour' }, t(`verify.tableColour.${r.colour}`)),
      );
    }
    const side = (
      label: string,
      cards: readonly TCardView[],
      total: number,
      won: boolean,
      pair: string | null,
    ) =>
      h(
        'div',
        { class: `v-side${won ? ' won' : ''}` },
        h('div', { class: 'head' }, h('span', {}, label), h('b', {}, t('verify.tableTotal', { total }))),
        h('div', { class: 'v-cards' }, cards.map(cardEl)),
        pair ? h('span', { class: 'badge' }, pair) : null,
      );
    return h(
      'div',
      { class: 'v-baccarat', 'data-testid': testid, 'data-winner': r.winner },
      h(
        'div',
        { class: 'v-sides' },
        side(
          t('verify.tablePlayer'),
          r.player,
          r.playerTotal,
          r.winner === 'PLAYER',
          r.playerPair ? t('verify.tablePlayerPair') : null,
        ),
        side(
          t('verify.tableBanker'),
          r.banker,
          r.bankerTotal,
          r.winner === 'BANKER',
          r.bankerPair ? t('verify.tableBankerPair') : null,
        ),
      ),
      h('div', { class: `v-winner ${r.winner.toLowerCase()}` }, t(`verify.tableWinner.${r.winner}`)),
    );
  }

  function verdict(ok: boolean, text: string, testid: string): HTMLElement {
    return h(
      'div',
      { class: `v-match ${ok ? 'ok' : 'bad'}`, 'data-testid': testid, 'data-match': String(ok) },
      text,
    );
  }

  function renderResult(out: TTableVerifyOutput, input: TTableVerifyInput, linked: TTableRoundProof | null) {
    const hashOk = linked ? out.serverSeedHash === linked.serverSeedHash.toLowerCase() : null;
    const differences = linked?.result ? tableResultDifferences(out.result, linked.result) : null;
    const resultOk = differences ? differences.length === 0 : null;
    const verdicts: HTMLElement[] = [];
    if (hashOk !== null) {
      verdicts.push(
        verdict(hashOk, t(hashOk ? 'verify.tableHashOk' : 'verify.tableHashBad'), 'verify-table-hash-match'),
      );
    }
    if (resultOk !== null) {
      verdicts.push(
        verdict(resultOk, t(resultOk ? 'verify.tableMatch' : 'verify.tableMismatch'), 'verify-table-match'),
      );
    }
    const title = linked
      ? t('verify.tableRound', { game: gameName(input.game), number: linked.number })
      : gameName(input.game);
    const shoe = out.shoe;
    setChildren(
      result,
      h(
        'div',
        {
          class: 'card v-result',
          'data-testid': 'verify-table-result',
          'data-hash': out.serverSeedHash,
          'data-match': hashOk === null || resultOk === null ? null : String(hashOk && resultOk),
        },
        h('h2', {}, title),
        verdicts.length > 0
          ? h('div', { class: 'v-verdicts' }, verdicts)
          : h('p', { class: 'v-note' }, t('verify.tableNoRecord')),
        resultEl(out.result, 'verify-table-computed'),
        shoe
          ? h(
              'p',
              { class: 'v-stops', 'data-testid': 'verify-table-shoe' },
              parts(
                t('verify.tableShoe', {
                  burnt: shoe.burnt,
                  cut: shoe.cutFromEnd,
                  from: shoe.from,
                  to: shoe.to,
                  hands: shoe.hands,
                }),
                { card: cardEl(shoe.firstCard) },
              ),
            )
          : null,
        resultOk === false && linked?.result
          ? h(
              'div',
              { class: 'v-recorded' },
              h('h3', {}, t('verify.tableRecorded')),
              resultEl(linked.result, 'verify-table-recorded'),
            )
          : null,
        h(
          'div',
          { class: 'v-grid-2' },
          cell(t('verify.seedHash'), out.serverSeedHash, 'verify-table-hash'),
          linked ? cell(t('verify.tableCommitted'), linked.serverSeedHash, 'verify-table-committed') : null,
          cell(
            t('verify.block0', { message: `${input.clientSeed}:${input.nonce}` }),
            out.blocksHex[0] ?? '',
            'verify-table-block0',
          ),
        ),
        h(
          'details',
          { class: 'v-blocks' },
          h('summary', {}, t('verify.blocks', { blocks: out.blocksHex.length, numbers: out.floatsUsed })),
          h(
            'ol',
            { start: 0 },
            out.blocksHex.map((hex) => h('li', {}, hex)),
          ),
        ),
      ),
    );
  }

  function renderPending(p: TTableRoundProof) {
    const when =
      p.game === 'BINGO'
        ? t('verify.tableRevealBingo')
        : p.game === 'BACCARAT'
          ? t('verify.tableRevealShoe', { hand: (p.handIndex ?? 0) + 1 })
          : t('verify.tableRevealSpins', {
              spins: ROULETTE_EPOCH_SPINS,
              spin: p.nonce + 1,
              left: Math.max(0, ROULETTE_EPOCH_SPINS - p.nonce - 1),
            });
    setChildren(
      pending,
      h(
        'div',
        { class: 'card v-result', 'data-testid': 'verify-table-pending' },
        h('h2', {}, t('verify.tableRound', { game: gameName(p.game), number: p.number })),
        h('p', { class: 'v-waiting' }, t('verify.tableNotRevealed')),
        h('p', { class: 'v-note' }, when),
        cell(t('verify.tableCommitted'), p.serverSeedHash, 'verify-table-committed'),
        p.result ? h('h3', {}, t('verify.tableRecorded')) : null,
        p.result ? resultEl(p.result, 'verify-table-recorded') : null,
      ),
    );
  }

  function explainCard(): HTMLElement {
    const code = (text: string) => h('code', {}, text);
    return h(
      'section',
      { class: 'card v-explain' },
      h('h2', { class: 'gold-text' }, t('verify.howTitle')),
      h('p', {}, t('verify.tableHow1', { spins: ROULETTE_EPOCH_SPINS })),
      h('p', {}, parts(t('verify.tableHow2'), { message: code('clientSeed:nonce') })),
      h('p', {}, parts(t('verify.tableHow3'), { message: code('clientSeed:0') })),
      h('p', {}, parts(t('verify.tableHowBingo'), { message: code('clientSeed:nonce') })),
      h('p', {}, t('verify.how3')),
    );
  }

  async function start() {
    if (roundId) {
      try {
        proof = await fetchTableRoundProof(roundId);
        game.value = proof.game;
        showHand();
        clientSeed.input.value = proof.clientSeed;
        nonce.input.value = String(proof.nonce);
        hand.input.value = String(proof.handIndex ?? 0);
        if (proof.serverSeed) serverSeed.input.value = proof.serverSeed;
        else renderPending(proof);
      } catch (e) {
        error.textContent = errorText(e, 'verify.loadFailed');
      }
    } else if (new URLSearchParams(location.search).has('tableRound')) {
      error.textContent = t('verify.loadFailed');
    }
    if (serverSeed.input.value && clientSeed.input.value) await run();
  }

  return { nodes: [form, pending, result, explainCard()], start: () => void start() };
}
