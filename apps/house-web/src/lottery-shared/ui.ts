import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';

/** A short message at the top of the page; errors stay a little longer. */
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
    kind === 'error' ? 4_800 : 2_800,
  );
}

export type TTab = { id: string; label: string | Node; testId?: string };

/**
 * A row of tabs (WAI-ARIA tabs pattern): one selected tab in the tab order, arrow keys, Home and
 * End move between them and select. `controls` names the panel the tabs switch.
 */
export function tabList(opts: {
  label: string;
  tabs: readonly TTab[];
  selected: string;
  controls: string;
  onSelect: (id: string) => void;
  className?: string;
}) {
  let selected = opts.selected;
  const buttons = opts.tabs.map((tab) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        class: 'tab',
        id: `tab-${opts.controls}-${tab.id}`,
        'aria-controls': opts.controls,
        'data-tab': tab.id,
        'data-testid': tab.testId,
        onclick: () => select(tab.id, true),
      },
      tab.label,
    ),
  );
  const el = h(
    'div',
    { role: 'tablist', class: opts.className ?? 'tabs', 'aria-label': opts.label },
    buttons,
  );
  el.addEventListener('keydown', (e) => {
    const at = buttons.findIndex((b) => b.dataset.tab === selected);
    // in a right-to-left page the row runs the other way
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[e.key];
    let next = -1;
    if (step !== undefined) {
      next = (at + step + buttons.length) % buttons.length;
    } else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = buttons.length - 1;
    if (next < 0) return;
    e.preventDefault();
    select(buttons[next]!.dataset.tab!, true);
    buttons[next]!.focus();
  });
  function render() {
    for (const b of buttons) {
      const on = b.dataset.tab === selected;
      b.setAttribute('aria-selected', String(on));
      b.tabIndex = on ? 0 : -1;
    }
  }
  function select(id: string, fromUser = false) {
    if (!buttons.some((b) => b.dataset.tab === id)) return;
    const changed = id !== selected;
    selected = id;
    render();
    if (fromUser && changed) opts.onSelect(id);
  }
  render();
  return { el, select: (id: string) => select(id), selected: () => selected };
}

/** Newer / older buttons around "1–10 of 45". */
export function pagerBar(
  t: TTranslate,
  p: { page: number; pageSize: number; total: number },
  go: (page: number) => void,
): HTMLElement {
  const pages = Math.max(1, Math.ceil(p.total / p.pageSize));
  const first = p.total === 0 ? 0 : (p.page - 1) * p.pageSize + 1;
  const last = Math.min(p.total, p.page * p.pageSize);
  const prev = h('button', {
    class: 'btn btn-small',
    type: 'button',
    disabled: p.page <= 1,
    'aria-label': t('lot.newer'),
    title: t('lot.newer'),
    onclick: () => go(p.page - 1),
  });
  prev.append(icon(ICONS.chevronLeft, 'icon icon-directional'));
  const next = h('button', {
    class: 'btn btn-small',
    type: 'button',
    disabled: p.page >= pages,
    'aria-label': t('lot.older'),
    title: t('lot.older'),
    onclick: () => go(p.page + 1),
  });
  next.append(icon(ICONS.chevronRight, 'icon icon-directional'));
  return h(
    'div',
    { class: 'pager' },
    prev,
    h('span', {}, p.total === 0 ? '—' : t('history.range', { first, last, total: p.total })),
    next,
  );
}

/** The page's notice when it cannot go on: the launch session is gone, or it could not start. */
export function showNotice(opts: { title: string; text: string; retry?: { label: string } }) {
  const overlay = must('#overlay');
  const heading = h('h2', { id: 'notice-title', tabindex: '-1' }, opts.title);
  const retry = opts.retry
    ? h(
        'button',
        { class: 'btn btn-gold', type: 'button', onclick: () => location.reload() },
        opts.retry.label,
      )
    : null;
  const box = h(
    'div',
    { class: 'notice', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'notice-title' },
    heading,
    h('p', {}, opts.text),
    retry,
  );
  setChildren(overlay, box);
  overlay.hidden = false;
  must('#splash').classList.add('gone');
  // the keyboard lands on what can be done, else on the notice itself
  (retry ?? heading).focus();
}

/** A small status pill: OPEN, WON …; its class colours it, its text says it. */
export const pill = (kind: string, text: string) =>
  h('span', { class: `pill pill-${kind.toLowerCase()}` }, text);

/** A labelled value: "Total stake  30.00". */
export const stat = (label: string, value: Node | string, testId?: string) =>
  h(
    'div',
    { class: 'stat' },
    h('span', { class: 'k' }, label),
    h('span', { class: 'v', 'data-testid': testId }, value),
  );

/**
 * A draw's key (2026-12-03, 20261203-0495) or a number set apart from the sentence around it
 * (Unicode isolates), so a right-to-left sentence does not turn "20261203-0495" into "0495-20261203".
 */
export const isolate = (text: string | number) => `\u2066${text}\u2069`;
