import { describe, expect, it } from 'vitest';
import type { TPlaceTicket } from '@openlobby/contracts';
import { ApiError, NetworkError } from '../shared/api.ts';
import { entryOf, placeEntries, ticketRequest } from './placing.ts';
import { lineKey, type TSlipLine } from './slip.ts';

const line = (number: string): TSlipLine => ({
  key: lineKey(7, 'LO2', [number]),
  gameCode: 'VN-MB',
  gameName: 'Miền Bắc',
  drawId: 7,
  drawKey: '2026-12-03',
  region: 'NORTH',
  betType: 'LO2',
  numbers: [number],
  stakeMinor: 12_50,
  oddsMilli: 3_500,
});
const ticketOf = (r: TPlaceTicket) => ({
  id: 1,
  drawId: r.drawId,
  gameCode: 'VN-MB',
  drawKey: '2026-12-03',
  betType: r.betType,
  numbers: [...r.numbers],
  stake: r.stake,
  odds: 3.5,
  status: 'OPEN' as const,
  win: null,
  hits: null,
  placedAt: '',
  settledAt: null,
});
let ids = 0;
const newId = () => `id-${++ids}`;

describe('ticketRequest', () => {
  it('sends the stake in major units, as the contract takes it', () => {
    expect(ticketRequest(line('27'), 2, 'r')).toEqual({
      drawId: 7,
      betType: 'LO2',
      numbers: ['27'],
      stake: 12.5,
      requestId: 'r',
    });
  });
});

describe('placeEntries', () => {
  it('places one ticket per line, each with a requestId of its own, and returns the last balance', async () => {
    const sent: TPlaceTicket[] = [];
    const entries = ['01', '02', '03'].map((n) => entryOf(line(n)));
    const balance = await placeEntries(entries, {
      decimals: 2,
      newId,
      onChange: () => {},
      place: async (r) => {
        sent.push(r);
        return { ticket: ticketOf(r), balance: 100 - sent.length };
      },
    });
    expect(sent.map((r) => r.numbers[0]).sort()).toEqual(['01', '02', '03']);
    expect(new Set(sent.map((r) => r.requestId)).size).toBe(3);
    expect(entries.every((e) => e.state === 'placed')).toBe(true);
    expect(balance).toBe(97);
  });

  it('keeps placing the other lines when one is refused, and reports the refusal on its line', async () => {
    const entries = ['01', '02'].map((n) => entryOf(line(n)));
    const balance = await placeEntries(entries, {
      decimals: 2,
      newId,
      onChange: () => {},
      place: async (r) => {
        if (r.numbers[0] === '01') throw new ApiError('LIABILITY_LIMIT', 'cap');
        return { ticket: ticketOf(r), balance: 50 };
      },
    });
    expect(entries.map((e) => e.state)).toEqual(['failed', 'placed']);
    expect((entries[0]!.error as ApiError).errorCode).toBe('LIABILITY_LIMIT');
    expect(balance).toBe(50);
  });

  it('sends a line whose answer was lost again with the same requestId, so it cannot become two tickets', async () => {
    const entry = entryOf(line('27'));
    const seen: string[] = [];
    const place = async (r: TPlaceTicket) => {
      seen.push(r.requestId);
      if (seen.length === 1) throw new NetworkError('reset');
      return { ticket: ticketOf(r), balance: 1 };
    };
    await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place });
    expect(entry.state).toBe('failed');
    await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place });
    expect(entry.state).toBe('placed');
    expect(seen[0]).toBe(seen[1]);
  });

  it('gives a refused line a fresh requestId when it is placed again', async () => {
    const entry = entryOf(line('27'));
    const seen: string[] = [];
    const place = async (r: TPlaceTicket) => {
      seen.push(r.requestId);
      if (seen.length === 1) throw new ApiError('INSUFFICIENT_BALANCE', 'poor');
      return { ticket: ticketOf(r), balance: 1 };
    };
    await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place });
    await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place });
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('never places a line twice once it is placed', async () => {
    const entry = entryOf(line('27'));
    let calls = 0;
    const place = async (r: TPlaceTicket) => {
      calls++;
      return { ticket: ticketOf(r), balance: 1 };
    };
    await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place });
    expect(await placeEntries([entry], { decimals: 2, newId, onChange: () => {}, place })).toBeNull();
    expect(calls).toBe(1);
  });
});
