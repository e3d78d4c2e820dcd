import type { TDrawResult } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { lotoTable, sheetRows, type TSheet } from './sheet.ts';

type TVnSheet = Extract<TDrawResult, { kind: 'VN' }>;

/** One number with its last two digits (what lô, đề and xiên read) set apart. */
function numberCell(number: string) {
  const head = number.slice(0, -2);
  return h('span', { class: 'num' }, head, h('b', {}, number.slice(-2)));
}

/**
 * A result sheet as a real table: a row per prize (ĐB, G1 … G8, in the region's printed order),
 * its numbers side by side; the special prize stands out.
 */
export function sheetTable(t: TTranslate, sheet: TVnSheet, caption?: string): HTMLTableElement {
  const rows = sheetRows(sheet as TSheet).map((row) =>
    h(
      'tr',
      { class: row.code === 'DB' ? 'special' : '', 'data-prize': row.code },
      h(
        'th',
        { scope: 'row', title: row.code === 'DB' ? t('vn.prize.special') : undefined },
        row.code === 'DB' ? h('abbr', { title: t('vn.prize.special') }, row.label) : row.label,
      ),
      h('td', {}, h('div', { class: 'nums' }, row.numbers.map(numberCell))),
    ),
  );
  return h(
    'table',
    { class: 'sheet', 'data-testid': 'vn-sheet' },
    caption ? h('caption', {}, caption) : null,
    h(
      'thead',
      { class: 'sr-only' },
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('vn.sheet.prize')),
        h('th', { scope: 'col' }, t('vn.sheet.numbers')),
      ),
    ),
    h('tbody', {}, rows),
  );
}

/** The lô tô table: for each first digit (đầu) the last digits (đuôi) that came out. */
export function lotoTableView(t: TTranslate, sheet: TVnSheet): HTMLTableElement {
  return h(
    'table',
    { class: 'loto' },
    h('caption', {}, t('vn.sheet.loto')),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('vn.sheet.head')),
        h('th', { scope: 'col' }, t('vn.sheet.tails')),
      ),
    ),
    h(
      'tbody',
      {},
      lotoTable(sheet as TSheet).map((group) =>
        h('tr', {}, h('th', { scope: 'row' }, group.head), h('td', {}, group.tails.join(', ') || '—')),
      ),
    ),
  );
}
