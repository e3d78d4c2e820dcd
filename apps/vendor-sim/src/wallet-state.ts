import { addBets, createBetHistory, roundsOf, type TBetHistory } from './bet-history.ts';
import type { TJournalEntry, TJournalRecord, TTransferRecord } from './journal-records.ts';

/** What a transfer id settled as; answered again, unchanged, to every retry and status query. */
export type TTransferResult = Omit<TTransferRecord, 'kind' | 'amountMinor' | 'balanceMinor'> & {
  amountMinor: bigint;
  balanceMinor: bigint;
};

/** A player of one vendor code; the currency is fixed by the first record that names them. */
export type TPlayerWallet = { currency: string; balanceMinor: bigint };

/** Balances, the transfer index and the bet index, rebuilt by applying the journal in order. */
export type TWalletState = {
  players: Map<string, TPlayerWallet>;
  transfers: Map<string, TTransferResult>;
  bets: TBetHistory;
  lastSeq: number;
};

export const createWalletState = (): TWalletState => ({
  players: new Map(),
  transfers: new Map(),
  bets: createBetHistory(),
  lastSeq: 0,
});

/** Players and transfer ids are scoped by vendor code: two vendors never share either. */
export const playerKey = (vendorCode: string, player: string) => `${vendorCode}\u0000${player}`;
export const transferKey = (vendorCode: string, transferId: string) => `${vendorCode}\u0000${transferId}`;

/**
 * Applies one journal entry. Replay and live writes share this function, and it re-checks what the
 * writer promised (sequence, currency, no negative balance, the recorded balance, a transfer id
 * applied once, a round journalled once and whole), so a journal that does not add up is refused
 * instead of believed. The bet index is fed here too, so it is the same after a restart.
 */
export function applyEntry(state: TWalletState, entry: TJournalEntry): void {
  if (entry.seq !== state.lastSeq + 1) throw new Error(`entry ${entry.seq} follows entry ${state.lastSeq}`);
  const bets = roundsOf(state.bets, entry);
  for (const record of entry.records) applyRecord(state, record);
  addBets(state.bets, bets);
  state.lastSeq = entry.seq;
}

function applyRecord(state: TWalletState, r: TJournalRecord): void {
  const pk = playerKey(r.vendorCode, r.player);
  const wallet = state.players.get(pk) ?? { currency: r.currency, balanceMinor: 0n };
  if (wallet.currency !== r.currency)
    throw new Error(`${r.player} plays in ${wallet.currency}, not ${r.currency}`);
  const amount = BigInt(r.amountMinor);
  let balance = wallet.balanceMinor;
  if (r.kind === 'TRANSFER') {
    if (state.transfers.has(transferKey(r.vendorCode, r.transferId))) {
      throw new Error(`transfer ${r.transferId} recorded twice`);
    }
    if (r.status === 'DONE') balance += r.direction === 'IN' ? amount : -amount;
  } else {
    balance += r.kind === 'WIN' ? amount : -amount;
  }
  if (balance < 0n) throw new Error(`${r.player}'s balance would go below zero`);
  if (balance !== BigInt(r.balanceMinor))
    throw new Error(`${r.player}'s balance is ${balance}, not ${r.balanceMinor}`);
  wallet.balanceMinor = balance;
  state.players.set(pk, wallet);
  if (r.kind === 'TRANSFER') {
    const { kind: _kind, ...rest } = r;
    state.transfers.set(transferKey(r.vendorCode, r.transferId), {
      ...rest,
      amountMinor: amount,
      balanceMinor: balance,
    });
  }
}
