import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import type { SoundBoard } from './audio.ts';

/** What the toolbar's buttons open (each toggles its drawer). */
export type TToolbarDrawers = {
  paytable: () => void;
  history: () => void;
  fairness: () => void;
};

function toolButton(label: string, path: string, testId: string, onclick: () => void): HTMLButtonElement {
  const button = h('button', {
    class: 'tool',
    type: 'button',
    'aria-label': label,
    title: label,
    'data-testid': testId,
    onclick,
  });
  button.append(icon(path));
  return button;
}

/** The sound switch; its icon and label follow the sound board, which remembers the choice. */
function soundButton(t: TTranslate, sound: SoundBoard): HTMLButtonElement {
  const button = h('button', {
    class: 'tool',
    type: 'button',
    'aria-label': t('slot.sound'),
    'data-testid': 'slot-sound',
  });
  const render = () => {
    button.replaceChildren(icon(sound.enabled ? ICONS.soundOn : ICONS.soundOff));
    button.setAttribute('aria-pressed', String(sound.enabled));
    button.title = sound.enabled ? t('slot.soundOn') : t('slot.soundOff');
  };
  button.addEventListener('click', () => sound.toggle());
  sound.onChange(render);
  render();
  return button;
}

/** Fills #tools: paytable, history, fairness and sound. */
export function mountToolbar(t: TTranslate, sound: SoundBoard, drawers: TToolbarDrawers) {
  setChildren(
    must('#tools'),
    toolButton(t('slot.paytable'), ICONS.info, 'slot-paytable', drawers.paytable),
    toolButton(t('slot.history'), ICONS.history, 'slot-history', drawers.history),
    toolButton(t('slot.fairness'), ICONS.shield, 'slot-fairness', drawers.fairness),
    soundButton(t, sound),
  );
}
