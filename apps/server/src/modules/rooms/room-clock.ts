import type { Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { RoomEvents } from './room-events.ts';
import { SIT_OUT_LIMIT_MS, type RoomHands } from './room-hands.ts';
import * as repo from './rooms.repo.ts';

/** How soon a room without a hand looks again for players ready to be dealt in. */
export const WAIT_FOR_PLAYERS_MS = 1_000;

/**
 * A card room's clock, run by the leader process (lib/round-leader.ts): deals when two or more
 * seats are ready and the pause after the last hand is over, times out the seat on the clock, and
 * stands up seats that sat out too long. `advance` answers how long until the room's next step.
 */
export function createRoomClock(d: {
  ledger: Ledger;
  hands: RoomHands;
  roomEvents: RoomEvents;
  now: () => Date;
}) {
  async function step(tx: Tx, roomId: number): Promise<{ changed: boolean; waitMs: number }> {
    const room = await repo.lockRoom(tx, roomId);
    if (!room) return { changed: false, waitMs: 60_000 };
    const now = d.now().getTime();
    const hand = await repo.findHandInPlay(tx, room.id);
    if (hand) {
      const due = hand.turnEndsAt?.getTime() ?? now;
      if (due - now > room.turnMs) {
        // a clock set back since the turn began (tests move it): the turn gets its full time from now
        await repo.updateHand(tx, hand.id, { turnEndsAt: new Date(now + room.turnMs) });
        return { changed: true, waitMs: room.turnMs };
      }
      if (due > now) return { changed: false, waitMs: due - now };
      await d.hands.timeOut(tx, room, hand);
      const after = await repo.findHandInPlay(tx, room.id);
      return {
        changed: true,
        waitMs: after?.turnEndsAt ? Math.max(0, after.turnEndsAt.getTime() - now) : room.pauseMs,
      };
    }
    let changed = false;
    for (const seat of await repo.findSeats(tx, room.id))
      if (seat.sittingOut && seat.satOutAt && now - seat.satOutAt.getTime() > SIT_OUT_LIMIT_MS) {
        await d.hands.standUp(tx, room, seat);
        changed = true;
      }
    if (!room.active) return { changed, waitMs: 60_000 };
    const dealAt = (room.lastHandEndedAt?.getTime() ?? 0) + room.pauseMs;
    // a clock set back since the last hand (tests move it) deals now rather than waiting it out
    if (dealAt > now && dealAt - now <= room.pauseMs) return { changed, waitMs: dealAt - now };
    const dealt = await d.hands.deal(tx, room, await repo.findSeats(tx, room.id));
    if (!dealt) return { changed, waitMs: WAIT_FOR_PLAYERS_MS };
    return { changed: true, waitMs: dealt.turnEndsAt ? room.turnMs : room.pauseMs };
  }

  async function advance(room: { id: number }): Promise<number> {
    const { result, version } = await d.ledger.inTransaction(async (tx) => {
      const result = await step(tx, room.id);
      return { result, version: result.changed ? await repo.bumpRoom(tx, room.id) : null };
    });
    if (version !== null) d.roomEvents.publish({ type: 'HAND', roomId: room.id, version });
    return result.waitMs;
  }

  return { advance };
}
export type RoomClock = ReturnType<typeof createRoomClock>;
