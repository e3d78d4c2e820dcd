/**
 * The `requestId` of money calls: one per submission attempt. Sending the same payload again (a
 * retry after a lost answer, a double click) reuses the id, so the server applies it once and
 * replays the first answer; a changed payload, or a submission that finished, gets a fresh id.
 */
export type TRequestIdKeeper = {
  /** The id for this payload: the pending one when the payload is unchanged, else a new one. */
  idFor: (payload: unknown) => string;
  /** The submission is over (applied, or refused for good): the next one gets a new id. */
  settle: () => void;
};

export const createRequestIdKeeper = (makeId: () => string = () => crypto.randomUUID()): TRequestIdKeeper => {
  let pending: { key: string; id: string } | null = null;
  return {
    idFor: (payload) => {
      const key = JSON.stringify(payload);
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    settle: () => {
      pending = null;
    },
  };
};
