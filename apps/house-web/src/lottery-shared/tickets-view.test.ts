import { describe, expect, it } from 'vitest';
import { awaitsOutcome } from './tickets-view.ts';

const ticket = (drawId: number, status: 'OPEN' | 'WON' | 'LOST' | 'VOID' = 'OPEN', gameCode = 'VN-MB') => ({
  drawId,
  status,
  gameCode,
});
const game = (drawId: number | null, code = 'VN-MB') => ({
  code,
  draw: drawId === null ? null : ({ id: drawId } as never),
});

describe('awaitsOutcome', () => {
  it('is false while the open tickets are on the draw the game shows (open, or closed and waiting)', () => {
    expect(awaitsOutcome([ticket(7), ticket(7)], [game(7)])).toBe(false);
  });

  it('is true once the game moved on and a ticket of the draw before is still open', () => {
    expect(awaitsOutcome([ticket(8, 'OPEN'), ticket(7)], [game(8)])).toBe(true);
    // no draw to show (the last one voided): its tickets are being refunded
    expect(awaitsOutcome([ticket(7)], [game(null)])).toBe(true);
  });

  it('is false once every ticket of a draw gone by is settled', () => {
    expect(awaitsOutcome([ticket(7, 'WON'), ticket(7, 'LOST'), ticket(6, 'VOID')], [game(8)])).toBe(false);
  });

  it('leaves the tickets of games the page does not show alone (the other product’s)', () => {
    expect(awaitsOutcome([ticket(3, 'OPEN', 'EL-1M')], [game(8)])).toBe(false);
  });
});
