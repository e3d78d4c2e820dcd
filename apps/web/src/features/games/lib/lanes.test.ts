import type { TVendor, TVendorLane } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { dropdownVendors, flattenVendors, laneHref } from './lanes.ts';

const vendor = (code: string): TVendor => ({
  id: code.length,
  vassalage: code,
  name: code,
  accountTypeId: 1,
  isHot: 0,
  gameType: 'RNG',
  logoUrl: `/assets/vendors/${code}.svg`,
  maintenance: false,
});
const lane = (title: TVendorLane['title'], codes: string[]): TVendorLane => ({
  title,
  cards: codes.map(vendor),
  gameClassify: [],
});

describe('lanes', () => {
  it('caps a dropdown and flags more', () => {
    const l = lane(
      'RNG',
      Array.from({ length: 13 }, (_, i) => `V${i}`),
    );
    const { shown, hasMore } = dropdownVendors(l, 11);
    expect(shown).toHaveLength(11);
    expect(hasMore).toBe(true);
    expect(dropdownVendors(lane('RNG', ['A']), 11).hasMore).toBe(false);
  });
  it('flattens vendors once each in lane order', () => {
    const out = flattenVendors([lane('SPORTS', ['A', 'B']), lane('RNG', ['B', 'C'])]);
    expect(out.map((v) => v.vassalage)).toEqual(['A', 'B', 'C']);
  });
  it('links each lane to its page with the vendor preselected', () => {
    expect(laneHref('RNG', 'PG')).toBe('/rng?vendor=PG');
    expect(laneHref('CONS', 'OLC')).toBe('/bingo?vendor=OLC');
    expect(laneHref('COCKFIGHT')).toBe('/cockfight');
  });
});
