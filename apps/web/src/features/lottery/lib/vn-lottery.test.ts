import { describe, expect, it } from 'vitest';
import { buildVnLaunchRequest } from '../api/launch-vn-lottery.ts';
import { isVnLotteryGame, lotteryVendorPageOf } from './vn-lottery.ts';

describe('the lottery on the player site', () => {
  it('builds the launch payload of spec §3: the lobby without a game, the betting view with one', () => {
    expect(buildVnLaunchRequest({ device: 'web', language: 'VI' })).toEqual({
      device: 'web',
      lottoArea: 'VN',
      lottoPrizeMode: 'Elott',
      launchMode: 'LOTT',
      language: 'VI',
      lottoView: 'lobby',
    });
    expect(buildVnLaunchRequest({ device: 'h5', language: 'EN', gameCode: 'VN-MB' })).toMatchObject({
      device: 'h5',
      lottoView: 'betting',
      lottoGameCode: 'VN-MB',
    });
  });

  it('sends the house Vietnam lottery’s card to /vnlottery and every other vendor to its launch', () => {
    expect(lotteryVendorPageOf({ vassalage: 'OLL' })).toBe('/vnlottery');
    expect(lotteryVendorPageOf({ vassalage: 'OLE' })).toBeUndefined();
    expect(lotteryVendorPageOf({ vassalage: 'TCG' })).toBeUndefined();
  });

  it('tells the Vietnam lottery’s provinces from the e-lottery’s games', () => {
    expect(isVnLotteryGame('VN-HCM')).toBe(true);
    expect(isVnLotteryGame('EL-1M')).toBe(false);
  });
});
