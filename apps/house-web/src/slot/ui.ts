import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';

/** A short message at the top; errors stay a little longer. */
export function toast(text: string, kind: 'error' | 'info' = 'error') {
  const host = must('#toasts');
  const el = h('div', { class: `toast ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
  host.append(el);
  while (host.children.length > 3) host.firstElementChild?.remove();
  setTimeout(
    () => {
      el.classList.add('leaving');
      setTimeout(() => el.remove(), 320);
    },
    kind === 'error' ? 4200 : 2600,
  );
}

/** The line of text above the reels; with nothing to say it keeps its height. */
export function showMessage(...content: (Node | string)[]) {
  const line = must('#message');
  if (content.length === 0) line.innerHTML = '&nbsp;';
  else setChildren(line, ...content);
}

/** A slide-over panel from the right with a backdrop; one open at a time. */
export class Drawer {
  readonly el: HTMLElement;
  readonly body: HTMLElement;
  private readonly backdrop: HTMLElement;
  private static current: Drawer | null = null;
  private lastFocus: HTMLElement | null = null;
  onOpen: (() => void) | null = null;

  constructor(title: string, testId: string, closeLabel: string) {
    this.backdrop = h('div', { class: 'backdrop', onclick: () => this.close() });
    this.body = h('div', { class: 'drawer-body' });
    const closeBtn = h('button', {
      class: 'tool',
      type: 'button',
      'aria-label': closeLabel,
      onclick: () => this.close(),
    });
    closeBtn.append(icon(ICONS.close));
    this.el = h(
      'aside',
      { class: 'drawer', role: 'dialog', 'aria-modal': 'true', 'aria-label': title, 'data-testid': testId },
      h('div', { class: 'drawer-head' }, h('h2', {}, title), closeBtn),
      this.body,
    );
    document.body.append(this.backdrop, this.el);
  }

  get isOpen() {
    return this.el.classList.contains('open');
  }

  open() {
    if (Drawer.current && Drawer.current !== this) Drawer.current.close(false);
    Drawer.current = this;
    this.lastFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.el.classList.add('open');
    this.backdrop.classList.add('open');
    this.onOpen?.();
    requestAnimationFrame(() =>
      this.el.querySelector<HTMLElement>('.drawer-head button')?.focus({ preventScroll: true }),
    );
  }

  close(restoreFocus = true) {
    if (!this.isOpen) return;
    this.el.classList.remove('open');
    this.backdrop.classList.remove('open');
    if (Drawer.current === this) Drawer.current = null;
    if (restoreFocus) this.lastFocus?.focus({ preventScroll: true });
  }

  toggle() {
    if (this.isOpen) this.close();
    else this.open();
  }

  static closeAll() {
    Drawer.current?.close();
  }

  static get anyOpen() {
    return Drawer.current !== null;
  }
}

/**
 * The full-screen overlay for celebrations and notices: resolves when the player taps (or presses a
 * key) or after `autoCloseMs`; `dismissable: false` keeps it up for good (session ended).
 */
export function showOverlay(
  content: HTMLElement,
  opts: { autoCloseMs?: number; dismissable?: boolean; minMs?: number } = {},
): { done: Promise<void>; close: () => void } {
  const overlay = must('#overlay');
  setChildren(overlay, content);
  overlay.hidden = false;
  let finish: () => void = () => {};
  const opened = performance.now();
  const done = new Promise<void>((resolve) => {
    let timer = 0;
    const end = () => {
      window.clearTimeout(timer);
      overlay.removeEventListener('pointerdown', onTap);
      window.removeEventListener('keydown', onKey, true);
      overlay.hidden = true;
      overlay.replaceChildren();
      resolve();
    };
    const onTap = () => {
      if (performance.now() - opened >= (opts.minMs ?? 350)) end();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === ' ' || e.key === 'Enter' || e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onTap();
      }
    };
    finish = end;
    if (opts.dismissable !== false) {
      overlay.addEventListener('pointerdown', onTap);
      window.addEventListener('keydown', onKey, true);
      if (opts.autoCloseMs) timer = window.setTimeout(end, opts.autoCloseMs);
    }
  });
  return { done, close: () => finish() };
}
