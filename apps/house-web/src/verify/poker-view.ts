import { HOUSE_ROOMS_API, ZPokerHandProof, type TPokerHandProof } from '@openlobby/contracts';
import { NetworkError, readEnvelope } from '../shared/api.ts';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { checkPokerHand } from './poker-compute.ts';

/** The hand asked for: `?pokerHand=<uuid>`, or null. */
export function readPokerHandId(search: string): string | null {
  const id = new URLSearchParams(search).get('pokerHand') ?? '';
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

async function fetchHandProof(handId: string): Promise<TPokerHandProof> {
  let response: Response;
  try {
    response = await fetch(HOUSE_ROOMS_API.handProof.replace(':handId', handId), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  return readEnvelope(await response.json().catch(() => null), ZPokerHandProof, response.status);
}

/**
 * The verifier's Hold'em mode: loads a finished hand's proof, deals it again in the browser from
 * the revealed seed and replays its actions with the room's engine, and says what matched.
 */
export function mountPokerVerifier(t: TTranslate, handId: string): HTMLElement {
  const out = h(
    'section',
    { class: 'panel', 'aria-live': 'polite', 'data-testid': 'verify-poker' },
    h('p', {}, t('verify.poker.loading')),
  );
  const verdict = (ok: boolean, yes: string, no: string) =>
    h('li', { class: ok ? 'ok' : 'bad', 'data-ok': String(ok) }, `${ok ? '✓' : '✗'} ${ok ? yes : no}`);
  void (async () => {
    try {
      const proof = await fetchHandProof(handId);
      if (proof.serverSeed === null) return setChildren(out, h('p', {}, t('verify.poker.notOver')));
      const check = await checkPokerHand(proof);
      setChildren(
        out,
        h('h2', {}, t('verify.poker.hand', { room: proof.roomCode, n: proof.handNo })),
        h(
          'ul',
          { class: 'checks' },
          verdict(check.seedMatches, t('verify.poker.seedOk'), t('verify.poker.seedBad')),
          verdict(check.cardsMatch, t('verify.poker.cardsOk'), t('verify.poker.cardsBad')),
          verdict(check.resultMatches, t('verify.poker.resultOk'), t('verify.poker.resultBad')),
        ),
        h('p', {}, t('verify.poker.board'), ' ', h('code', {}, check.board.join(' '))),
        h(
          'ul',
          {},
          proof.seatNos.map((seatNo, i) =>
            h(
              'li',
              {},
              t('verify.poker.seat', { n: seatNo + 1 }),
              ' ',
              h('code', {}, check.holeCards[i]!.join(' ')),
              ' ',
              t('verify.poker.net', { amount: check.net[i]!.amount.toFixed(proof.decimals) }),
            ),
          ),
        ),
        h('p', { class: 'muted' }, t('verify.poker.seed'), ' ', h('code', {}, proof.serverSeed)),
      );
    } catch {
      setChildren(out, h('p', { role: 'alert' }, t('verify.poker.notFound')));
    }
  })();
  return h('main', { class: 'verify' }, h('h1', {}, t('verify.poker.title')), out);
}
