import { hash } from 'node:crypto';

/** What a seamless call's fingerprint covers: a retry asking the same replays, another is a duplicate. */
export type TFingerprinted = {
  kind: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
  memberId: number;
  roundId: string;
  amountMinor: bigint;
  gameCode: string;
  refTxId: string | null;
};

/**
 * A seamless call's fingerprint: the ledger's requestHash of
 * `{ kind, memberId, payload: { roundId, amountMinor, gameCode, refTxId } }`, the stored form of
 * every call recorded so far. Its canonical JSON is written out here, keys in their sorted order,
 * instead of by canonicalJson's walk of an object built for it: a lottery draw fingerprints every
 * ticket's credit (the unit test holds the two equal).
 */
export function seamlessFingerprint(c: TFingerprinted): string {
  const refTxId = c.refTxId === null ? 'null' : JSON.stringify(c.refTxId);
  const canonical =
    `{"kind":${JSON.stringify(c.kind)},"memberId":${JSON.stringify(c.memberId)},"payload":{` +
    `"amountMinor":"${c.amountMinor}","gameCode":${JSON.stringify(c.gameCode)},` +
    `"refTxId":${refTxId},"roundId":${JSON.stringify(c.roundId)}}}`;
  return hash('sha256', canonical, 'hex');
}
