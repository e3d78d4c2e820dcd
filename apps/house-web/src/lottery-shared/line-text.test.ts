import { describe, expect, it } from 'vitest';
import { createT } from '../shared/i18n.ts';
import { lineText } from './line-text.ts';

const t = createT('EN');

describe('lineText', () => {
  it('names a Vietnam line by its bet type and numbers, a xiên’s joined', () => {
    expect(lineText(t, 'LO2', ['27'])).toBe('Lô 2 · 27');
    expect(lineText(t, 'XIEN3', ['12', '34', '56'])).toBe('Xiên 3 · 12 + 34 + 56');
  });

  it('names an e-lottery pick by its market and selection', () => {
    expect(lineText(t, 'SUM', ['BIG'])).toBe('Sum · Big');
    expect(lineText(t, 'DRAGON_TIGER', ['TIE'])).toBe('Dragon · Tiger · Tie');
  });

  it('shows a bet type it does not know as the server sent it', () => {
    expect(lineText(t, 'KENO', ['7'])).toBe('KENO · 7');
  });
});
