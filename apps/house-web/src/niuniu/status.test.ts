import { describe, expect, it } from 'vitest';
import type { TTranslate } from '../shared/i18n.ts';
import { statusText } from './status.ts';
import { SHOWN_VIEW, STAKING_VIEW } from './views.test-data.ts';

/** A translator that writes the key and its values, so a test reads which sentence was chosen. */
const t: TTranslate = (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key);
const money = (n: number) => n.toFixed(2);
const at = (iso: string) => Date.parse(iso);

describe('the line under the Niu-Niu table', () => {
  it('says the players choose while the viewer’s choice is still to make, with the seconds left', () => {
    // the stake bar under it asks for the viewer's own
    expect(statusText(t, STAKING_VIEW, at('2026-12-06T12:00:04.000Z'), money)).toBe('niuniu.staking {"s":6}');
  });

  it('says what the viewer staked, that they bank, or that the players choose', () => {
    const hand = STAKING_VIEW.hand!;
    const staked = {
      ...STAKING_VIEW,
      hand: {
        ...hand,
        choices: null,
        seats: hand.seats.map((s) => (s.seatNo === 1 ? { ...s, multiple: 2 } : s)),
      },
    };
    const now = at('2026-12-06T12:00:07.500Z');
    expect(statusText(t, staked, now, money)).toBe('niuniu.youStaked {"m":2,"s":3}');
    const banking = {
      ...staked,
      hand: {
        ...staked.hand,
        bankerSeatNo: 1,
        seats: hand.seats.map((s) => ({ ...s, banker: s.seatNo === 1 })),
      },
    };
    expect(statusText(t, banking, now, money)).toBe('niuniu.bankerWaits {"s":3}');
    const watching = { ...staked, seats: staked.seats.map((s) => ({ ...s, mine: false })) };
    expect(statusText(t, watching, now, money)).toBe('niuniu.staking {"s":3}');
  });

  it('gives the viewer their win or loss once shown, and a watcher the banker’s net', () => {
    const now = at('2026-12-06T12:00:12.000Z');
    expect(statusText(t, SHOWN_VIEW, now, money)).toBe('niuniu.youWon {"amount":"38.00"}');
    const lost = {
      ...SHOWN_VIEW,
      seats: SHOWN_VIEW.seats.map((s) => ({ ...s, mine: s.seatNo === 3 })),
    };
    expect(statusText(t, lost, now, money)).toBe('niuniu.youLost {"amount":"30.00"}');
    const watching = { ...SHOWN_VIEW, seats: SHOWN_VIEW.seats.map((s) => ({ ...s, mine: false })) };
    expect(statusText(t, watching, now, money)).toBe('niuniu.bankerNet {"name":"ab***12","amount":"−11.50"}');
  });

  it('adds that the banker paid pro rata, and when the next hand comes', () => {
    const short = {
      ...SHOWN_VIEW,
      nextHandAt: '2026-12-06T12:00:16.000Z',
      hand: { ...SHOWN_VIEW.hand!, bankerShort: true },
    };
    expect(statusText(t, short, at('2026-12-06T12:00:12.000Z'), money)).toBe(
      'niuniu.youWon {"amount":"38.00"} niuniu.bankerShort · niuniu.nextHand {"s":4}',
    );
  });

  it('counts down to the next deal between hands, or waits for players', () => {
    const between = { ...STAKING_VIEW, hand: null, nextHandAt: '2026-12-06T12:00:05.000Z' };
    expect(statusText(t, between, at('2026-12-06T12:00:02.100Z'), money)).toBe('niuniu.nextHand {"s":3}');
    expect(statusText(t, { ...between, nextHandAt: null }, 0, money)).toBe('niuniu.waiting');
  });
});
