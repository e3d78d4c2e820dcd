import { describe, expect, it } from 'vitest';
import { createT, loadT } from '../shared/i18n.ts';
import { regionNames } from './labels.ts';

describe('regionNames', () => {
  it('gives the page’s word for a region and its Vietnamese name beside it', () => {
    expect(regionNames(createT('EN'), 'NORTH')).toEqual(['North', 'Miền Bắc']);
  });

  it('names the region once on a Vietnamese page, where the two are the same', async () => {
    expect(regionNames(await loadT('VI'), 'SOUTH')).toEqual(['Miền Nam']);
  });
});
