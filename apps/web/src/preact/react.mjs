/**
 * What the built site imports as `react` and `react-dom` (vite.config.ts aliases them here): Preact's
 * compatibility layer, about 12 KB compressed where React DOM is 55, and a fraction of its start-up
 * work on a phone. Issue 14 budgets home at 150 KB of JavaScript; see the README's design notes.
 * (JavaScript, not TypeScript: Preact types its compat layer as `export =`, which `export *` cannot
 * re-export, and the site's code is typed against React's own types anyway.)
 *
 * Preact has every React 19 API Mantine and React Router call except `Activity`, which Mantine's
 * Collapse and Tabs use to keep hidden content mounted. This one keeps it mounted the same way:
 * in the DOM, hidden with display:none, its state kept (`display: contents` when visible, so the
 * wrapper takes no part in layout).
 */
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export const Activity = ({ mode = 'visible', children }) =>
  createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
