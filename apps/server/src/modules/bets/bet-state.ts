/** A bet's outcome as the bets table keeps it, and the rules that move it. Pure: no I/O. */

export type TBetStatus = 'OPEN' | 'SETTLED' | 'VOID';

export type TBetState = {
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: TBetStatus;
  /** Counts the changes of a settled outcome: 1 at the first settlement, +1 at each correction. */
  resultVersion: number;
  settledAt: Date | null;
  settledDay: string | null;
};

/** What a bet adds to its member's daily rollup. */
export type TBetFigures = {
  betCount: number;
  stakeMinor: bigint;
  validTurnoverMinor: bigint;
  payoutMinor: bigint;
};

const NOTHING: TBetFigures = { betCount: 0, stakeMinor: 0n, validTurnoverMinor: 0n, payoutMinor: 0n };

/** A settled bet counts with its stake as valid turnover; an open or void one counts nothing yet. */
export function figuresOf(bet: TBetState | null): TBetFigures {
  if (!bet || bet.status !== 'SETTLED') return NOTHING;
  return {
    betCount: 1,
    stakeMinor: bet.stakeMinor,
    validTurnoverMinor: bet.stakeMinor,
    payoutMinor: bet.payoutMinor,
  };
}

/** What a change of a bet adds to the rollup of the day it happened on (negative to take back). */
export function differenceOf(before: TBetState | null, after: TBetState | null): TBetFigures {
  const a = figuresOf(after);
  const b = figuresOf(before);
  return {
    betCount: a.betCount - b.betCount,
    stakeMinor: a.stakeMinor - b.stakeMinor,
    validTurnoverMinor: a.validTurnoverMinor - b.validTurnoverMinor,
    payoutMinor: a.payoutMinor - b.payoutMinor,
  };
}

export const isNoChange = (f: TBetFigures) =>
  f.betCount === 0 && f.stakeMinor === 0n && f.validTurnoverMinor === 0n && f.payoutMinor === 0n;

/** One accepted seamless call of a round: its kind, the money it moved, when, on which brand day. */
export type TSeamlessRecord = {
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  /** A debit's stake, a credit's win (0 closes a lost round), a rollback's returned stake. */
  amountMinor: bigint;
  at: Date;
  day: string;
};

/**
 * A round's bet after one more of its seamless calls, in commit order. A debit opens the bet (or
 * adds to its stake); a credit settles it, and a later credit corrects the settled payout; a
 * rollback takes its stake back, and a bet left with nothing staked and nothing paid is void. A
 * credit with no bet before it is not a bet (the wallet refuses it, so none arrives): null stays.
 */
export function applySeamlessRecord(bet: TBetState | null, r: TSeamlessRecord): TBetState | null {
  if (r.kind === 'DEBIT') {
    if (!bet) {
      return {
        stakeMinor: r.amountMinor,
        payoutMinor: 0n,
        status: 'OPEN',
        resultVersion: 0,
        settledAt: null,
        settledDay: null,
      };
    }
    return {
      ...bet,
      // a void bet's kept stake was returned: a new debit starts it again from nothing
      stakeMinor: (bet.status === 'VOID' ? 0n : bet.stakeMinor) + r.amountMinor,
      status: bet.status === 'VOID' ? 'OPEN' : bet.status,
      resultVersion: bet.status === 'SETTLED' ? bet.resultVersion + 1 : bet.resultVersion,
    };
  }
  if (!bet) return null;
  if (r.kind === 'CREDIT') {
    const first = bet.status !== 'SETTLED';
    return {
      ...bet,
      payoutMinor: bet.payoutMinor + r.amountMinor,
      status: 'SETTLED',
      resultVersion: bet.resultVersion + 1,
      settledAt: first ? r.at : bet.settledAt,
      settledDay: first ? r.day : bet.settledDay,
    };
  }
  if (r.amountMinor === 0n) return bet;
  const stakeMinor = bet.stakeMinor - r.amountMinor;
  const voided = stakeMinor <= 0n && bet.payoutMinor === 0n;
  return {
    ...bet,
    // a void bet keeps what was staked, for the record; it counts nothing (figuresOf)
    stakeMinor: voided ? bet.stakeMinor : stakeMinor,
    status: voided ? 'VOID' : bet.status,
    resultVersion: bet.status === 'SETTLED' ? bet.resultVersion + 1 : bet.resultVersion,
  };
}
