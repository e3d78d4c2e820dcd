/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  StreamExhausted,
  computeBlocks,
  floatsFromBlocks,
  type TFloatSource,
  type THmac,
  type THmacAsync,
} from '../../provably-fair.ts';
import { LOTTERY_DRAW_NONCE, drawSource } from '../seeds.ts';
import { VN_DRAW_BLOCKS, drawVnResult, validateVnResult, type TVnResult } from './draw.ts';
import { VN_PRIZE_TABLES, VN_REGIONS, vnChances, vnDrawFloats } from './prize-table.ts';
import { NORTH_2026_09_11 } from './sheets.test-data.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const hmacAsync: THmacAsync = async (key, message) => hmac(key, message);
const serverSeed = '5d1c9e7a3b8f2046c1d9e8a7b6f5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7';

/** A stream that plays the floats given, in order, and counts what it reads. */
function scripted(floats: number[]): TFloatSource & { read: number } {
  const source = { read: 0, next: () => floats[source.read++]! };
  return source;
}

describe('the prize tables', () => {
  it('give the North 27 numbers a draw and a Central or Southern province 18', () => {
    const numbers = (region: keyof typeof VN_PRIZE_TABLES) =>
      VN_PRIZE_TABLES[region].reduce((sum, prize) => sum + prize.count, 0);
    expect(numbers('NORTH')).toBe(27);
    expect(numbers('CENTRAL')).toBe(18);
    expect(numbers('SOUTH')).toBe(18);
  });

  it('give lô 3 the numbers of 3 digits or more: 23 in the North, 17 elsewhere', () => {
    expect([vnChances('NORTH', 3), vnChances('SOUTH', 3)]).toEqual([23, 17]);
  });
});

describe('drawVnResult', () => {
  it('reads one float per digit, floor(f × 10), prize by prize in the table order', () => {
    const floats = Array.from({ length: vnDrawFloats('SOUTH') }, (_, i) => ((i % 10) + 0.5) / 10);
    const source = scripted(floats);
    const result = drawVnResult(source, 'SOUTH');
    expect(source.read).toBe(82);
    expect(result.prizes.map((p) => p.code)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(result.prizes[0]!.numbers).toEqual(['012345']);
    expect(result.prizes[1]!.numbers).toEqual(['67890']);
    expect(result.prizes.at(-1)!.numbers).toEqual(['01']); // floats 80 and 81
    expect(validateVnResult(result)).toBeNull();
  });

  it('maps the edges of [0, 1) to 0 and 9 and refuses a float outside it', () => {
    const low = drawVnResult(scripted(new Array(107).fill(0)), 'NORTH');
    expect(low.prizes[0]!.numbers[0]).toBe('00000');
    const high = drawVnResult(scripted(new Array(107).fill(1 - 2 ** -32)), 'NORTH');
    expect(high.prizes.at(-1)!.numbers).toEqual(['99', '99', '99', '99']);
    expect(() => drawVnResult(scripted([1]), 'NORTH')).toThrow(RangeError);
  });

  it('is pinned for a seed and a draw key, so a change to the draw shows here', () => {
    const result = drawVnResult(drawSource(hmac, serverSeed, 'VN:NORTH:2026-12-03'), 'NORTH');
    // the first digit by hand: the first 4 bytes of HMAC-SHA256(seed, "drawKey:0") as a fraction, × 10
    const first = createHmac('sha256', serverSeed).update('VN:NORTH:2026-12-03:0').digest().readUInt32BE(0);
    expect(result.prizes[0]!.numbers[0]![0]).toBe(String(Math.floor((first / 2 ** 32) * 10)));
    expect(result).toEqual(drawVnResult(drawSource(hmac, serverSeed, 'VN:NORTH:2026-12-03'), 'NORTH'));
    expect(result).not.toEqual(drawVnResult(drawSource(hmac, serverSeed, 'VN:NORTH:2026-12-04'), 'NORTH'));
    expect(result.prizes.map((p) => p.numbers.join(' '))).toMatchInlineSnapshot(`
      [
        "39654",
        "42240",
        "87566 90778",
        "94713 05212 08277 30472 12781 67006",
        "8144 7228 1680 3309",
        "0650 2427 4904 4809 2928 1892",
        "043 267 242",
        "23 52 86 05",
      ]
    `);
  });

  it.each(VN_REGIONS)(
    'recomputes a %s draw from exactly VN_DRAW_BLOCKS precomputed blocks',
    async (region) => {
      const drawKey = `VN:${region}:TEST:2026-12-03`;
      const blocks = await computeBlocks(
        hmacAsync,
        serverSeed,
        drawKey,
        LOTTERY_DRAW_NONCE,
        VN_DRAW_BLOCKS[region],
      );
      expect(drawVnResult(floatsFromBlocks(blocks), region)).toEqual(
        drawVnResult(drawSource(hmac, serverSeed, drawKey), region),
      );
      // one block fewer runs out: the count is the least that works
      expect(() => drawVnResult(floatsFromBlocks(blocks.slice(0, -1)), region)).toThrow(StreamExhausted);
    },
  );

  it('needs 14 blocks in the North and 11 in the Centre and South', () => {
    expect(VN_DRAW_BLOCKS).toEqual({ NORTH: 14, CENTRAL: 11, SOUTH: 11 });
  });

  it('refuses an empty draw key: every draw is named', () => {
    expect(() => drawSource(hmac, serverSeed, '')).toThrow(RangeError);
  });
});

describe('validateVnResult', () => {
  const withPrize = (index: number, numbers: string[]): TVnResult => ({
    ...NORTH_2026_09_11,
    prizes: NORTH_2026_09_11.prizes.map((p, i) => (i === index ? { ...p, numbers } : p)),
  });

  it('refuses a sheet whose prizes or counts differ from the region table', () => {
    expect(validateVnResult({ ...NORTH_2026_09_11, region: 'SOUTH' })).toBe('LOTTERY_RESULT_SHAPE');
    expect(validateVnResult(withPrize(7, ['00', '41', '89']))).toBe('LOTTERY_RESULT_SHAPE');
    expect(validateVnResult({ ...NORTH_2026_09_11, prizes: NORTH_2026_09_11.prizes.slice(1) })).toBe(
      'LOTTERY_RESULT_SHAPE',
    );
    const swapped = [...NORTH_2026_09_11.prizes];
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    expect(validateVnResult({ ...NORTH_2026_09_11, prizes: swapped })).toBe('LOTTERY_RESULT_SHAPE');
  });

  it('refuses a number of the wrong digits, a lost leading zero included', () => {
    expect(validateVnResult(withPrize(0, ['2935']))).toBe('LOTTERY_RESULT_NUMBER');
    expect(validateVnResult(withPrize(0, ['2935a']))).toBe('LOTTERY_RESULT_NUMBER');
    expect(validateVnResult(withPrize(7, ['0', '41', '89', '12']))).toBe('LOTTERY_RESULT_NUMBER');
  });

  it('refuses a region it does not know', () => {
    expect(validateVnResult({ ...NORTH_2026_09_11, region: 'EAST' as 'NORTH' })).toBe(
      'LOTTERY_UNKNOWN_REGION',
    );
  });
});
