import { describe, expect, it } from 'vitest';
import type { TVendor } from '@openlobby/contracts';
import { buildVendorLanes } from './vendor-lanes.ts';

const vendor = (vassalage: string, gameType: TVendor['gameType'], id = 1): TVendor => ({
  id,
  vassalage,
  name: vassalage,
  accountTypeId: 1,
  isHot: 0,
  gameType,
  logoUrl: '',
  maintenance: false,
});

describe('buildVendorLanes', () => {
  it('orders lanes as the header shows them and leaves out empty ones', () => {
    const lanes = buildVendorLanes([vendor('A', 'LIVE'), vendor('B', 'SPORTS'), vendor('C', 'RNG')], {
      esportsProviders: [],
      cockfightProviders: [],
    });
    expect(lanes.map((l) => l.title)).toEqual(['SPORTS', 'RNG', 'LIVE']);
  });

  it('moves listed sports vendors into the e-sports and cockfight lanes only', () => {
    const lanes = buildVendorLanes([vendor('AV', 'SPORTS'), vendor('SV3', 'SPORTS'), vendor('AV', 'RNG')], {
      esportsProviders: ['AV'],
      cockfightProviders: ['SV3'],
    });
    expect(lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['AV']],
      ['COCKFIGHT', ['SV3']],
      ['ESPORTS', ['AV']],
    ]);
  });

  it('keeps the vendors’ own order inside a lane and classifies them by game type', () => {
    const [lane] = buildVendorLanes([vendor('Z', 'FISH', 1), vendor('A', 'FISH', 2)], {
      esportsProviders: [],
      cockfightProviders: [],
    });
    expect(lane!.cards.map((c) => c.vassalage)).toEqual(['Z', 'A']);
    expect(lane!.gameClassify).toEqual([{ gameType: 'FISH', vendors: lane!.cards }]);
  });
});
