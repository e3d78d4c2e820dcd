import { randomUUID } from 'node:crypto';
import { findBets, type TBet, type TBetQuery } from './bet-history.ts';
import { SimError } from './errors.ts';
import { openJournal } from './journal.ts';
import type { TJournalRecord } from './journal-records.ts';
import { createSerialQueue } from './serial-queue.ts';
import {
  applyEntry,
  createWalletState,
  playerKey,
  transferKey,
  type TTransferResult,
} from './wallet-state.ts';

/** Whose wallet: the platform's member key under one vendor code, in the currency the call names. */
export type TPlayerRef = { vendorCode: string; player: string; currency: string };

export type TTransferRequest = TPlayerRef & {
  direction: 'IN' | 'OUT';
  amountMinor: bigint;
  transferId: string;
};

/**
 * The simulator's own wallet: balances per (vendor code, player) and the index of transfer ids,
 * kept in memory and in the journal. Every change is decided, journaled (fsync'd) and applied inside
 * one serial queue, so an answer only ever reports what is on disk and a balance is never spent twice.
 */
export async function openWalletStore(opts: { dataDir: string; now?: () => Date }) {
  const now = opts.now ?? (() => new Date());
  const state = createWalletState();
  const journal = await openJournal(opts.dataDir, (entry) => applyEntry(state, entry));
  const queue = createSerialQueue();
  let broken = false;

  /** Journals one entry, then applies it; memory that disagrees with the disk stops all writes. */
  async function commit(records: TJournalRecord[]): Promise<void> {
    if (broken)
      throw new SimError('JOURNAL_UNAVAILABLE', 'the wallet stopped after an error; restart the simulator');
    const entry = { seq: state.lastSeq + 1, at: now().toISOString(), records };
    await journal.append(entry);
    try {
      applyEntry(state, entry);
    } catch (err) {
      broken = true;
      throw err;
    }
  }

  /** The player's balance; refuses a currency other than the one fixed at first use. */
  function walletOf(ref: TPlayerRef): bigint {
    const wallet = state.players.get(playerKey(ref.vendorCode, ref.player));
    if (wallet && wallet.currency !== ref.currency) {
      throw new SimError(
        'CURRENCY_MISMATCH',
        `${ref.player} plays in ${wallet.currency}, not ${ref.currency}`,
      );
    }
    return wallet?.balanceMinor ?? 0n;
  }

  return {
    journalPath: journal.path,
    tornTailBytes: journal.tornTailBytes,

    /** 0 for a player never seen. Reads memory, which only ever holds what is on disk. */
    balanceOf: (ref: TPlayerRef): bigint => walletOf(ref),

    /**
     * Applies a transfer once per (vendor code, transfer id). A repeat with the same payload gets the
     * stored result (DONE or REFUSED) and changes nothing; another payload is DUPLICATE_TRANSFER.
     */
    transfer: (req: TTransferRequest): Promise<TTransferResult> =>
      queue.run(async () => {
        const key = transferKey(req.vendorCode, req.transferId);
        const prior = state.transfers.get(key);
        if (prior) {
          const same =
            prior.player === req.player &&
            prior.currency === req.currency &&
            prior.direction === req.direction &&
            prior.amountMinor === req.amountMinor;
          if (same) return prior;
          throw new SimError(
            'DUPLICATE_TRANSFER',
            `transfer id ${req.transferId} was used with another payload`,
          );
        }
        const balance = walletOf(req);
        const refused = req.direction === 'OUT' && req.amountMinor > balance;
        const after = refused
          ? balance
          : req.direction === 'IN'
            ? balance + req.amountMinor
            : balance - req.amountMinor;
        await commit([
          {
            kind: 'TRANSFER',
            vendorCode: req.vendorCode,
            player: req.player,
            currency: req.currency,
            transferId: req.transferId,
            direction: req.direction,
            amountMinor: req.amountMinor.toString(),
            status: refused ? 'REFUSED' : 'DONE',
            ...(refused ? { code: 'INSUFFICIENT_FUNDS' as const } : {}),
            balanceMinor: after.toString(),
          },
        ]);
        return state.transfers.get(key)!;
      }),

    /**
     * What became of a transfer id. Queued behind every call already received, so a transfer that
     * reached us before this question is settled before it is answered.
     */
    transferStatus: (vendorCode: string, transferId: string): Promise<TTransferResult | undefined> =>
      queue.run(() => state.transfers.get(transferKey(vendorCode, transferId))),

    /**
     * One round of a game page against the wallet: refuses a stake above the balance, then journals
     * the BET and (when `draw` pays) the WIN as one entry, so a crash keeps the round whole or not at all.
     */
    playRound: <T extends { payoutMinor: bigint }>(
      ref: TPlayerRef & { gameId: string; stakeMinor: bigint },
      draw: () => T,
    ): Promise<{ roundId: string; balanceMinor: bigint; result: T }> =>
      queue.run(async () => {
        const balance = walletOf(ref);
        if (ref.stakeMinor > balance)
          throw new SimError('INSUFFICIENT_FUNDS', 'the stake is above the balance');
        const result = draw();
        const roundId = randomUUID();
        const common = {
          vendorCode: ref.vendorCode,
          player: ref.player,
          currency: ref.currency,
          roundId,
          gameId: ref.gameId,
        };
        const afterBet = balance - ref.stakeMinor;
        const records: TJournalRecord[] = [
          {
            kind: 'BET',
            ...common,
            amountMinor: ref.stakeMinor.toString(),
            balanceMinor: afterBet.toString(),
          },
        ];
        if (result.payoutMinor > 0n) {
          const afterWin = afterBet + result.payoutMinor;
          records.push({
            kind: 'WIN',
            ...common,
            amountMinor: result.payoutMinor.toString(),
            balanceMinor: afterWin.toString(),
          });
        }
        await commit(records);
        return { roundId, balanceMinor: walletOf(ref), result };
      }),

    /**
     * One page of a vendor code's settled rounds in [fromMs, toMs), ordered by settle time then bet
     * id. Queued behind every call already received, so a round in flight is either listed or not yet
     * played, never half there.
     */
    findBets: (q: TBetQuery): Promise<{ bets: TBet[]; total: number }> =>
      queue.run(() => findBets(state.bets, q)),

    /** Waits for the calls in flight, then closes the journal. */
    async close(): Promise<void> {
      await queue.idle();
      await journal.close();
    },
  };
}
export type WalletStore = Awaited<ReturnType<typeof openWalletStore>>;
