import type { TDrawResult, TDrawView } from '@openlobby/contracts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { drawMessage, verifyDraw, type TDrawVerdict } from './verify.ts';

/** The verdict in words, and whether it is good news. */
function verdictText(
  t: TTranslate,
  verdict: TDrawVerdict,
  draw: Pick<TDrawView, 'status'>,
): { text: string; ok: boolean | null } {
  switch (verdict.kind) {
    case 'secret':
      return { text: t('lot.verify.secret'), ok: null };
    case 'hashMismatch':
      return { text: t('lot.verify.hashBad'), ok: false };
    case 'match':
      return { text: t('lot.verify.match'), ok: true };
    case 'mismatch':
      return { text: t('lot.verify.mismatch'), ok: false };
    case 'notDrawn':
      return { text: draw.status === 'VOID' ? t('lot.verify.void') : t('lot.verify.entered'), ok: null };
  }
}

/**
 * A past draw's proof with a "Verify" button: the revealed seed, its published hash and the HMAC
 * message, then the verdict computed in the browser. `showComputed` draws the recomputed numbers
 * when they differ from the published ones.
 */
export function proofBlock(
  t: TTranslate,
  draw: TDrawView,
  product: 'VN' | 'ELOTT',
  showComputed: (computed: TDrawResult) => Node,
): HTMLElement {
  const output = h('div', { class: 'verdict', role: 'status', 'aria-live': 'polite' });
  const button = h(
    'button',
    {
      class: 'btn btn-small btn-violet',
      type: 'button',
      'data-testid': 'verify-draw',
      disabled: draw.seed === null,
    },
    icon(ICONS.shield),
    t('lot.verify.button'),
  );
  button.addEventListener('click', () => {
    button.disabled = true;
    output.textContent = t('lot.verify.running');
    void verifyDraw(draw, product)
      .then((verdict) => {
        const { text, ok } = verdictText(t, verdict, draw);
        output.className = `verdict ${ok === true ? 'ok' : ok === false ? 'bad' : ''}`;
        output.dataset.verdict = verdict.kind;
        setChildren(
          output,
          h('p', {}, text),
          verdict.kind === 'mismatch'
            ? h(
                'div',
                { class: 'computed' },
                h('p', {}, t('lot.verify.computed')),
                showComputed(verdict.computed),
              )
            : null,
        );
      })
      .catch(() => {
        output.className = 'verdict bad';
        output.textContent = t('lot.verify.failed');
      })
      .finally(() => {
        button.disabled = false;
      });
  });
  return h(
    'div',
    { class: 'proof' },
    h(
      'dl',
      { class: 'kv' },
      h('dt', {}, t('lot.fair.seedHash')),
      h('dd', { class: 'mono' }, draw.seedHash),
      h('dt', {}, t('lot.fair.seed')),
      h('dd', { class: 'mono' }, draw.seed ?? t('lot.fair.seedSecret')),
      h('dt', {}, t('lot.fair.message')),
      h('dd', { class: 'mono' }, `${drawMessage(draw.gameCode, draw.drawKey)}:0`),
    ),
    button,
    output,
  );
}
