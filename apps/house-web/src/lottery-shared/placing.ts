import type { TPlaceTicket, TTicketView } from '@openlobby/contracts';
import { NetworkError } from '../shared/api.ts';
import { majorOf } from '../shared/format.ts';
import type { TSlipLine } from './slip.ts';

/**
 * Placing a slip (no DOM): one ticket per line, each with a requestId of its own. A line whose
 * answer never came (NetworkError: the server may have booked it) keeps its requestId, so placing
 * it again is the same ticket, never a second one; a line the server refused takes a new one.
 */
export type TEntryState = 'ready' | 'placing' | 'placed' | 'failed';

export type TSlipEntry = {
  line: TSlipLine;
  state: TEntryState;
  requestId: string | null;
  /** Why the last attempt failed (the error, translated by the view). */
  error: unknown;
  ticket: TTicketView | null;
};

export const entryOf = (line: TSlipLine): TSlipEntry => ({
  line,
  state: 'ready',
  requestId: null,
  error: null,
  ticket: null,
});

/** The request of a line, in the contract's shape: the stake back in major units. */
export function ticketRequest(line: TSlipLine, decimals: number, requestId: string): TPlaceTicket {
  return {
    drawId: line.drawId,
    betType: line.betType as TPlaceTicket['betType'],
    numbers: [...line.numbers] as TPlaceTicket['numbers'],
    stake: majorOf(line.stakeMinor, decimals),
    requestId,
  };
}

export type TPlaceResult = { ticket: TTicketView; balance: number };

/**
 * Places every entry not yet placed, a few at a time, and reports each change. Returns the balance
 * of the last answer (null when none succeeded). One line's failure never stops the others.
 */
export async function placeEntries(
  entries: TSlipEntry[],
  opts: {
    decimals: number;
    place: (request: TPlaceTicket) => Promise<TPlaceResult>;
    newId: () => string;
    onChange: (entry: TSlipEntry) => void;
    concurrency?: number;
  },
): Promise<number | null> {
  const queue = entries.filter((e) => e.state !== 'placed' && e.state !== 'placing');
  let balance: number | null = null;
  async function worker() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      // a refused line starts afresh; an unanswered one is sent again as the same ticket
      if (entry.requestId === null || !(entry.error instanceof NetworkError)) entry.requestId = opts.newId();
      entry.state = 'placing';
      entry.error = null;
      opts.onChange(entry);
      try {
        const result = await opts.place(ticketRequest(entry.line, opts.decimals, entry.requestId));
        entry.state = 'placed';
        entry.ticket = result.ticket;
        balance = result.balance;
      } catch (error) {
        entry.state = 'failed';
        entry.error = error;
      }
      opts.onChange(entry);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 3) }, worker));
  return balance;
}
