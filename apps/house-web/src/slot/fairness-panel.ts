import { HOUSE_API, ZClientSeedRequest, type TRotateSeedResult } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { shortHex } from '../shared/format.ts';
import { SENTENCE_GAP, parts } from '../shared/i18n.ts';
import { sha256Hex } from '../verify/compute.ts';
import { Drawer, toast } from './ui.ts';
import type { TPanelContext } from './panels.ts';

export type TFairnessPanel = { drawer: Drawer; refresh: () => void };

/**
 * What the fairness drawer needs: the seed calls (the same for every house single-player game) and
 * the game's own words for how its floats become a result (the slot's reel stops by default).
 */
export type TFairnessContext = Pick<
  TPanelContext,
  'seeds' | 'setSeeds' | 'busy' | 'onError' | 'lang' | 't'
> & {
  client: Pick<TPanelContext['client'], 'setClientSeed' | 'rotate'>;
  formulaLast?: string;
  howText?: string;
};

export function createFairness(ctx: TFairnessContext, openHistory: () => void): TFairnessPanel {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.fairness'), 'slot-fairness-drawer', t('slot.close'));
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
      t('fair.save'),
    );
    save.addEventListener('click', async () => {
      const parsed = ZClientSeedRequest.safeParse({ clientSeed: input.value });
      if (!parsed.success) {
        error.textContent = t('fair.seedRule');
        return;
      }
      if (ctx.busy()) {
        error.textContent = t('error.wait');
        return;
      }
      error.textContent = '';
      save.disabled = true;
      try {
        ctx.setSeeds(await ctx.client.setClientSeed(parsed.data.clientSeed));
        toast(t('fair.saved'), 'info');
        render();
      } catch (e) {
        ctx.onError(e);
      } finally {
        save.disabled = false;
      }
    });
    const random = h(
      'button',
      { class: 'btn', type: 'button', title: t('fair.randomTitle') },
      t('fair.random'),
    );
    random.addEventListener('click', () => {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      input.value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      input.focus();
    });
    const rotate = h(
      'button',
      { class: 'btn btn-gold', type: 'button', 'data-testid': 'slot-rotate' },
      t('fair.rotate'),
    );
    rotate.addEventListener('click', async () => {
      if (ctx.busy()) {
        toast(t('error.wait'), 'info');
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
          h('h3', {}, t('fair.revealed')),
          kv(
            t('fair.serverSeed'),
            h('div', { class: 'mono', 'data-testid': 'slot-revealed-seed' }, revealed.serverSeed),
          ),
          kv(t('fair.itsHash'), h('div', { class: 'mono' }, revealed.serverSeedHash)),
          h(
            'p',
            { class: revealedCheck ? 'ok' : 'bad' },
            revealedCheck ? t('fair.hashOk') : t('fair.hashBad'),
          ),
          kv(t('fair.clientSeed'), h('div', { class: 'mono' }, revealed.clientSeed)),
          h(
            'p',
            {},
            revealed.roundsPlayed > 0
              ? t('fair.roundsUsed', { count: revealed.roundsPlayed, last: revealed.roundsPlayed - 1 })
              : t('fair.noRounds'),
          ),
          revealed.roundsPlayed > 0
            ? h(
                'button',
                { class: 'btn', type: 'button', onclick: () => openHistory() },
                t('fair.openHistory'),
              )
            : null,
        )
      : null;

    setChildren(
      drawer.body,
      h('p', {}, t('fair.intro')),
      kv(
        t('fair.serverSeedHash'),
        h(
          'div',
          { class: 'mono', 'data-testid': 'slot-server-seed-hash', title: seeds.serverSeedHash },
          seeds.serverSeedHash,
        ),
      ),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'client-seed' }, t('fair.clientSeed')),
        h('div', { class: 'row' }, input, random, save),
        error,
      ),
      kv(
        t('fair.nextNonce'),
        h('div', { class: 'mono', 'data-testid': 'slot-next-nonce' }, String(seeds.nextNonce)),
      ),
      h('h3', {}, t('fair.rotateTitle')),
      h('p', {}, t('fair.rotateText')),
      rotate,
      revealedBlock,
      h('h3', {}, t('fair.howItWorks')),
      h(
        'div',
        { class: 'formula' },
        'block₀ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`)',
        h('br'),
        'blockₖ = HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`)',
        h('br'),
        'float = b₀/256 + b₁/256² + b₂/256³ + b₃/256⁴',
        h('br'),
        ctx.formulaLast ?? t('fair.formulaStop'),
      ),
      h(
        'p',
        {},
        ctx.howText ?? t('fair.howText'),
        SENTENCE_GAP[ctx.lang],
        t('fair.hashText', { hash: shortHex(seeds.serverSeedHash) }),
      ),
      h(
        'p',
        {},
        parts(t('fair.verifierText'), {
          link: h(
            'a',
            { href: `${HOUSE_API.verifyPage}?lang=${ctx.lang}`, target: '_blank', rel: 'noopener' },
            t('fair.verifierLink'),
          ),
        }),
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
