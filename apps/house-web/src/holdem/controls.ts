import type { THoldemActionName, TPokerHand, TPokerRoomView } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { tx } from './panels.ts';
import { quickBets, turnLeft } from './layout.ts';

export type TActHandler = (action: THoldemActionName, to?: number) => void;

/**
 * The action bar of the seat whose turn it is: fold, check or call, bet or raise with a slider,
 * quick amounts and a number field, and all in. Keys: F folds, C checks or calls, R bets or raises,
 * A goes all in (each button also says it).
 */
export function actionBarEl(
  t: TTranslate,
  view: TPokerRoomView,
  hand: TPokerHand,
  money: (n: number) => string,
  onAct: TActHandler,
  busy: boolean,
): HTMLElement {
  const choices = hand.choices!;
  const has = (a: THoldemActionName) => choices.actions.includes(a);
  const me = view.seats.find((s) => s.mine)!;
  const betting = has('BET') || has('RAISE');
  const sizes = quickBets(choices, hand.pot, me.streetBet);
  const step = 10 ** -view.decimals;
  const slider = h('input', {
    type: 'range',
    class: 'he-slider',
    min: String(choices.minTo ?? 0),
    max: String(choices.maxTo ?? 0),
    step: String(step),
    value: String(choices.minTo ?? 0),
    'aria-label': t('holdem.amount'),
  });
  const field = h('input', {
    type: 'number',
    class: 'he-amount',
    inputmode: 'decimal',
    min: String(choices.minTo ?? 0),
    max: String(choices.maxTo ?? 0),
    step: String(step),
    value: String(choices.minTo ?? 0),
    'aria-label': t('holdem.amount'),
    'data-testid': 'he-amount',
  });
  const raiseLabel = () =>
    t(has('BET') ? 'holdem.betTo' : 'holdem.raiseTo', { amount: money(Number(field.value)) });
  const raise = h(
    'button',
    {
      type: 'button',
      class: 'he-act raise',
      'aria-keyshortcuts': 'R',
      disabled: busy,
      'data-testid': 'he-raise',
      onclick: () => onAct(has('BET') ? 'BET' : 'RAISE', Number(field.value)),
    },
    raiseLabel(),
  );
  const sync = (value: string) => {
    slider.value = value;
    field.value = value;
    raise.textContent = raiseLabel();
  };
  slider.addEventListener('input', () => sync(slider.value));
  field.addEventListener('input', () => sync(field.value));
  const left = turnLeft(hand.turnEndsAt, view.room.turnSeconds, Date.now());
  return h(
    'div',
    {
      class: 'he-actions',
      role: 'group',
      'aria-label': t('holdem.yourTurn', { s: left?.seconds ?? 0 }),
      'data-testid': 'he-actions',
    },
    h('p', { class: 'he-turn', 'data-testid': 'he-turn' }, t('holdem.yourTurn', { s: left?.seconds ?? 0 })),
    betting
      ? h(
          'div',
          { class: 'he-sizing' },
          h(
            'div',
            { class: 'he-quick' },
            sizes.map((s) =>
              h(
                'button',
                { type: 'button', class: 'he-quick-btn', onclick: () => sync(String(s.to)) },
                tx(t, `holdem.quick.${s.key}`),
              ),
            ),
          ),
          slider,
          field,
        )
      : null,
    h(
      'div',
      { class: 'he-buttons' },
      has('FOLD') && !has('CHECK')
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-act fold',
              'aria-keyshortcuts': 'F',
              disabled: busy,
              'data-testid': 'he-fold',
              onclick: () => onAct('FOLD'),
            },
            t('holdem.fold'),
          )
        : null,
      has('CHECK')
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-act check',
              'aria-keyshortcuts': 'C',
              disabled: busy,
              'data-testid': 'he-check',
              onclick: () => onAct('CHECK'),
            },
            t('holdem.check'),
          )
        : null,
      has('CALL')
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-act call',
              'aria-keyshortcuts': 'C',
              disabled: busy,
              'data-testid': 'he-call',
              onclick: () => onAct('CALL'),
            },
            t('holdem.call', { amount: money(choices.call) }),
          )
        : null,
      betting ? raise : null,
      has('ALL_IN')
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-act allin',
              'aria-keyshortcuts': 'A',
              disabled: busy,
              'data-testid': 'he-allin',
              onclick: () => onAct('ALL_IN'),
            },
            t('holdem.allIn'),
          )
        : null,
    ),
  );
}

/** The keyboard's moves while the action bar shows: F, C, R, A press the matching button. */
export function keyToButton(key: string): string | null {
  const k = key.toLowerCase();
  if (k === 'f') return '[data-testid="he-fold"]';
  if (k === 'c') return '[data-testid="he-check"], [data-testid="he-call"]';
  if (k === 'r') return '[data-testid="he-raise"]';
  if (k === 'a') return '[data-testid="he-allin"]';
  return null;
}
