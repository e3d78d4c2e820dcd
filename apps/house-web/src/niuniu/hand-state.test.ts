import { ZNiuniuRoomView } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { addToHistory, chipFlights, historyEntry, stakeClock, stakeState } from './hand-state.ts';
import { SHOWN_VIEW, STAKING_VIEW } from './views.test-data.ts';

describe('a Niu-Niu hand read by the page', () => {
  it('works on fixtures the contract accepts', () => {
    expect(ZNiuniuRoomView.parse(STAKING_VIEW)).toEqual(STAKING_VIEW);
    expect(ZNiuniuRoomView.parse(SHOWN_VIEW)).toEqual(SHOWN_VIEW);
  });

  it('says the banker banks, a player who chose staked, and one who has not is still choosing', () => {
    const [banker, viewer, other] = STAKING_VIEW.hand!.seats;
    expect(stakeState(banker!)).toEqual({ kind: 'banker' });
    expect(stakeState(viewer!)).toEqual({ kind: 'choosing' });
    expect(stakeState(other!)).toEqual({ kind: 'staked', multiple: 3, timedOut: false });
    expect(stakeState({ ...viewer!, multiple: 1, timedOut: true })).toEqual({
      kind: 'staked',
      multiple: 1,
      timedOut: true,
    });
  });

  it('moves chips from the banker to each winner and from each loser to the banker once shown', () => {
    expect(chipFlights(SHOWN_VIEW.hand!)).toEqual([
      { fromSeatNo: 0, toSeatNo: 1, amount: 38 },
      { fromSeatNo: 3, toSeatNo: 0, amount: 30 },
    ]);
    expect(chipFlights(STAKING_VIEW.hand!)).toEqual([]);
    const push = {
      ...SHOWN_VIEW.hand!,
      seats: SHOWN_VIEW.hand!.seats.map((s) => (s.banker ? s : { ...s, net: 0 })),
    };
    expect(chipFlights(push)).toEqual([]);
  });

  it('lists a shown hand once, newest first, from the viewer’s side, keeping the last few', () => {
    const entry = historyEntry(SHOWN_VIEW.hand!, 1)!;
    expect(entry).toEqual({
      handId: SHOWN_VIEW.hand!.handId,
      handNo: 4,
      bankerSeatNo: 0,
      mine: { banker: false, category: 'BULL_7', net: 38 },
      bankerCategory: 'BULL_2',
    });
    expect(historyEntry(SHOWN_VIEW.hand!, null)!.mine).toBeNull();
    expect(historyEntry(STAKING_VIEW.hand!, 1)).toBeNull();
    const once = addToHistory([], entry);
    expect(addToHistory(once, entry)).toEqual([entry]);
    const older = { ...entry, handId: 'older', handNo: 3 };
    expect(addToHistory([older], entry).map((e) => e.handNo)).toEqual([4, 3]);
    expect(addToHistory([older], entry, 1).map((e) => e.handNo)).toEqual([4]);
    expect(addToHistory([older], null)).toEqual([older]);
  });

  it('counts the stake clock down to zero with the share of it left for the ring', () => {
    const end = '2026-12-06T12:00:10.000Z';
    expect(stakeClock(end, 10, Date.parse('2026-12-06T12:00:04.000Z'))).toEqual({ seconds: 6, left: 0.6 });
    expect(stakeClock(end, 10, Date.parse('2026-12-06T12:00:09.200Z'))!.seconds).toBe(1);
    expect(stakeClock(end, 10, Date.parse('2026-12-06T12:00:30.000Z'))).toEqual({ seconds: 0, left: 0 });
    expect(stakeClock(end, 10, Date.parse('2026-12-06T11:59:00.000Z'))!.left).toBe(1);
    expect(stakeClock(null, 10, 0)).toBeNull();
  });
});
