import { describe, expect, it } from 'vitest';
import { bingoCompletions } from '@openlobby/house-games/bingo';
import { CALL_LEAD_MS, callPace, calledCount, letterOf } from './calling.ts';
import { cardMarks } from './marks.ts';

// B 1–5, I 16–20, N 31 32 _ 33 34, G 46–50, O 61–65, column by column
const card = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65];

describe('a card’s marks', () => {
  it('daubs the free centre from the start and nothing else', () => {
    const m = cardMarks(card, new Set());
    expect(m.daubed.filter(Boolean)).toHaveLength(1);
    expect(m.daubed[12]).toBe(true);
    expect(m).toMatchObject({ done: [], toFull: 24, toLine: 4 });
  });

  it('completes a line through the centre with four numbers and highlights its five cells', () => {
    const m = cardMarks(card, new Set([3, 18, 48, 63]));
    expect(m.done).toEqual(['LINE']);
    expect([...m.winning].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 14]);
    expect(m.toLine).toBe(0);
  });

  it('completes the four corners and, with every number, the full house', () => {
    expect(cardMarks(card, new Set([1, 61, 5, 65])).done).toEqual(['FOUR_CORNERS']);
    const all = cardMarks(card, new Set(card));
    expect(all.done).toEqual(['LINE', 'FOUR_CORNERS', 'FULL_HOUSE']);
    expect(all.winning.size).toBe(25);
    expect(all.toFull).toBe(0);
  });

  it('agrees with the engine on when each pattern completes', () => {
    const order = Array.from({ length: 75 }, (_, i) => ((i * 31) % 75) + 1);
    const at = bingoCompletions(card, order);
    for (const [pattern, ball] of Object.entries(at)) {
      expect(cardMarks(card, new Set(order.slice(0, ball - 1))).done).not.toContain(pattern);
      expect(cardMarks(card, new Set(order.slice(0, ball))).done).toContain(pattern);
    }
  });
});

describe('the calling', () => {
  const round = { closesAt: '2026-12-04T12:00:00.000Z', nextAt: '2026-12-04T12:00:25.000Z' };
  const closes = Date.parse(round.closesAt);

  it('calls the balls at one pace from the close, the same on every page, up to the last that pays', () => {
    const pace = callPace(round, 70);
    expect(pace).toBe(Math.floor((25_000 - 800 - 3_000) / 70));
    expect(calledCount(round, { lastBall: 70 }, closes)).toBe(0);
    expect(calledCount(round, { lastBall: 70 }, closes + CALL_LEAD_MS)).toBe(1);
    expect(calledCount(round, { lastBall: 70 }, closes + CALL_LEAD_MS + 10 * pace)).toBe(11);
    expect(calledCount(round, { lastBall: 70 }, closes + 60_000)).toBe(70);
  });

  it('keeps the pace within bounds for very short or long result times', () => {
    expect(callPace({ ...round, nextAt: round.closesAt }, 75)).toBe(60);
    expect(callPace({ ...round, nextAt: '2026-12-04T12:01:00.000Z' }, 60)).toBe(420);
  });

  it('names each ball’s column', () => {
    expect([1, 15, 16, 45, 46, 60, 61, 75].map(letterOf).join('')).toBe('BBINGGOO');
  });
});
