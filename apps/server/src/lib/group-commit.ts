/**
 * Group commit: concurrent requests are written together, one statement and one commit for all
 * that queued while the previous batch was in flight (as TigerBeetle batches). Requests go to a
 * lane by key (a member, say); each lane has at most one batch in flight, so two batches never
 * hold the same key and wait on each other, while different lanes write side by side.
 *
 * `write` answers one result per item, in order. When a whole batch fails (a bug in one item, a
 * lost connection), each of its items is written again alone, so one bad item fails only itself.
 */
export type TGroupCommitOptions<TItem, TResult> = {
  /** How many batches may be in flight at once. */
  lanes: number;
  /** The most items one batch carries. */
  maxBatch: number;
  /** The lane key of an item: items with the same key are written in arrival order, never together with another lane. */
  keyOf: (item: TItem) => number;
  write: (items: TItem[]) => Promise<TResult[]>;
};

type TPending<TItem, TResult> = {
  item: TItem;
  resolve: (result: TResult) => void;
  reject: (err: unknown) => void;
};

export function createGroupCommit<TItem, TResult>(o: TGroupCommitOptions<TItem, TResult>) {
  if (!Number.isInteger(o.lanes) || o.lanes < 1) throw new Error('group commit needs at least one lane');
  if (!Number.isInteger(o.maxBatch) || o.maxBatch < 1) throw new Error('a batch carries at least one item');
  const queues = Array.from({ length: o.lanes }, () => [] as TPending<TItem, TResult>[]);
  const busy = new Array<boolean>(o.lanes).fill(false);

  /** The lane of a key: its remainder, made non-negative. */
  const laneOf = (key: number) => ((Math.trunc(key) % o.lanes) + o.lanes) % o.lanes;

  async function writeBatch(batch: TPending<TItem, TResult>[]) {
    let results: TResult[];
    try {
      results = await o.write(batch.map((p) => p.item));
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One at a time, so only the item at fault fails.
      for (const p of batch) await writeBatch([p]);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]!));
  }

  async function drain(lane: number) {
    busy[lane] = true;
    const queue = queues[lane]!;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, o.maxBatch));
    } finally {
      busy[lane] = false;
    }
  }

  /** Queues an item; the answer comes once the batch that carries it has committed. */
  function submit(item: TItem): Promise<TResult> {
    const lane = laneOf(o.keyOf(item));
    return new Promise<TResult>((resolve, reject) => {
      queues[lane]!.push({ item, resolve, reject });
      if (!busy[lane]) void drain(lane);
    });
  }

  return { submit };
}
export type GroupCommit<TItem, TResult> = ReturnType<typeof createGroupCommit<TItem, TResult>>;
