import { z } from 'zod';

/** A non-negative amount of minor units as written in the journal. */
const ZMinorString = z.string().regex(/^(0|[1-9][0-9]*)$/);

const ZPlayerRef = {
  vendorCode: z.string().min(1),
  player: z.string().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
};

/** A transfer the platform asked for; REFUSED ones are kept too so a retry gets the same refusal. */
export const ZTransferRecord = z.object({
  kind: z.literal('TRANSFER'),
  ...ZPlayerRef,
  transferId: z.string().min(1),
  direction: z.enum(['IN', 'OUT']),
  amountMinor: ZMinorString,
  status: z.enum(['DONE', 'REFUSED']),
  code: z.literal('INSUFFICIENT_FUNDS').optional(),
  /** The player's balance right after this record, checked again on replay. */
  balanceMinor: ZMinorString,
});

/** A stake taken by a round of the game page. */
export const ZBetRecord = z.object({
  kind: z.literal('BET'),
  ...ZPlayerRef,
  roundId: z.string().min(1),
  gameId: z.string().min(1),
  amountMinor: ZMinorString,
  balanceMinor: ZMinorString,
});

/** A round's payout; always in the same journal entry as its BET, so a round is all or nothing. */
export const ZWinRecord = ZBetRecord.extend({ kind: z.literal('WIN') });

export const ZJournalRecord = z.discriminatedUnion('kind', [ZTransferRecord, ZBetRecord, ZWinRecord]);
export type TJournalRecord = z.infer<typeof ZJournalRecord>;
export type TTransferRecord = z.infer<typeof ZTransferRecord>;

/**
 * One line of the journal: the records of one decision, written with one write and one fsync.
 * `seq` counts entries from 1, so a replay notices a lost or repeated line.
 */
export const ZJournalEntry = z.object({
  seq: z.number().int().positive(),
  at: z.string(),
  records: z.array(ZJournalRecord).min(1),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;
