import { h } from '../shared/dom.ts';

/** A short message at the top; errors stay longer and are announced at once. */
export function toast(host: HTMLElement, text: string, kind: 'error' | 'info' | 'win' = 'error') {
  const el = h(
    'div',
    { class: `tb-toast ${kind}`, role: kind === 'error' ? 'alert' : 'status', 'data-testid': 'tables-toast' },
    text,
  );
  host.append(el);
  while (host.children.length > 3) host.firstElementChild?.remove();
  window.setTimeout(
    () => {
      el.classList.add('leaving');
      window.setTimeout(() => el.remove(), 320);
    },
    kind === 'error' ? 4500 : 3000,
  );
}

/** An SVG element with attributes (the felt, the roads, the layout art). */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number>> = {},
  ...children: (SVGElement | string)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  for (const child of children) el.append(child);
  return el;
}

/** Waits `ms`, or not at all when the player asked for less motion. */
export const wait = (ms: number, reduced: boolean) =>
  new Promise<void>((resolve) => window.setTimeout(resolve, reduced ? 0 : ms));
