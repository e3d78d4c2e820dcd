import { describe, expect, it } from 'vitest';
import { createGroupCommit, type TGroupCommitOptions } from './group-commit.ts';

type TItem = { key: number; name: string };

/** One call of `write`: the items it carries, and the hands that answer it. */
type TWriteCall = {
  names: string[];
  answer: (results: string[]) => void;
  fail: (err: unknown) => void;
};

/**
 * A store whose writes stay in flight until the test answers them, so the test decides when a batch
 * commits and sees every batch the group commit hands over, in the order it handed them.
 */
function heldStore() {
  const calls: TWriteCall[] = [];
  const waiting: { n: number; found: (call: TWriteCall) => void }[] = [];
  const write = (items: TItem[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ names: items.map((i) => i.name), answer: resolve, fail: reject });
      for (const w of waiting.filter((w) => w.n < calls.length)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.found(calls[w.n]!);
      }
    });
  /** The n-th write (from 0), once the group commit has made it. */
  const call = (n: number) =>
    calls[n] ? Promise.resolve(calls[n]) : new Promise<TWriteCall>((found) => waiting.push({ n, found }));
  /** Answers a write with each item's name in capitals. */
  const commit = (c: TWriteCall) => c.answer(c.names.map((name) => name.toUpperCase()));
  return { calls, write, call, commit };
}

function setUp(opts: Partial<Omit<TGroupCommitOptions<TItem, string>, 'write'>> = {}) {
  const store = heldStore();
  const group = createGroupCommit<TItem, string>({
    lanes: 1,
    maxBatch: 10,
    keyOf: (item) => item.key,
    write: store.write,
    ...opts,
  });
  const submit = (name: string, key = 0) => group.submit({ key, name });
  return { ...store, submit };
}

/**
 * Lets every promise callback already queued run, and those they queue in turn, without letting any
 * time pass (no timer): after it, a lane whose last batch was answered has finished its drain.
 */
async function settle() {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

/** How a promise settled: its value, or the message it was rejected with. */
const settled = (p: Promise<string>) =>
  p.then(
    (value) => ({ value }),
    (err: unknown) => ({ error: err instanceof Error ? err.message : String(err) }),
  );

describe('createGroupCommit', () => {
  it('writes the first item at once, alone', async () => {
    const { calls, submit, commit } = setUp();
    const a = submit('a');
    expect(calls.map((c) => c.names)).toEqual([['a']]);
    commit(calls[0]!);
    expect(await a).toBe('A');
    expect(calls).toHaveLength(1);
  });

  it('writes the items that arrive while a batch is in flight together, in the next batch', async () => {
    const { calls, call, submit, commit } = setUp();
    const a = submit('a');
    const rest = ['b', 'c', 'd'].map((name) => submit(name));
    expect(calls.map((c) => c.names)).toEqual([['a']]);
    commit(calls[0]!);
    expect(await a).toBe('A');
    const next = await call(1);
    expect(next.names).toEqual(['b', 'c', 'd']);
    next.answer(['b1', 'c1', 'd1']);
    expect(await Promise.all(rest)).toEqual(['b1', 'c1', 'd1']);
    expect(calls).toHaveLength(2);
  });

  it('puts at most maxBatch items in a batch and the rest in the batch after', async () => {
    const { calls, call, submit, commit } = setUp({ maxBatch: 2 });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => submit(name));
    commit(await call(0));
    const second = await call(1);
    // One batch in flight: the third waits for the second's answer.
    expect(calls).toHaveLength(2);
    commit(second);
    commit(await call(2));
    commit(await call(3));
    expect(await Promise.all(all)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(calls.map((c) => c.names)).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
  });

  it('writes a lane that went idle again at once when the next item comes', async () => {
    const { calls, submit, commit } = setUp();
    const a = submit('a');
    commit(calls[0]!);
    expect(await a).toBe('A');
    await settle();
    const b = submit('b');
    expect(calls.map((c) => c.names)).toEqual([['a'], ['b']]);
    commit(calls[1]!);
    expect(await b).toBe('B');
  });

  it("keeps one key's items in arrival order and never in a batch with another lane's", async () => {
    const { calls, call, submit, commit } = setUp({ lanes: 2, maxBatch: 2 });
    const order = [
      ['x1', 0],
      ['y1', 1],
      ['x2', 2],
      ['y2', 1],
      ['x3', 0],
      ['y3', 3],
      ['x4', 4],
    ] as const;
    const all = order.map(([name, key]) => submit(name, key));
    // Answer every write as it comes: lane 0 takes 3 writes, lane 1 takes 2.
    for (let n = 0; n < 5; n += 1) commit(await call(n));
    expect(await Promise.all(all)).toEqual(['X1', 'Y1', 'X2', 'Y2', 'X3', 'Y3', 'X4']);
    const batches = calls.map((c) => c.names);
    expect(batches).toHaveLength(5);
    for (const names of batches) expect(new Set(names.map((n) => n[0])).size).toBe(1);
    expect(batches.filter((names) => names[0]!.startsWith('x'))).toEqual([['x1'], ['x2', 'x3'], ['x4']]);
    expect(batches.filter((names) => names[0]!.startsWith('y'))).toEqual([['y1'], ['y2', 'y3']]);
  });

  it('writes two lanes at the same time, each answered on its own', async () => {
    const { calls, submit, commit } = setUp({ lanes: 2 });
    const a = submit('a', 0);
    const b = submit('b', 1);
    // Both written before either is answered.
    expect(calls.map((c) => c.names)).toEqual([['a'], ['b']]);
    commit(calls[1]!);
    expect(await b).toBe('B');
    commit(calls[0]!);
    expect(await a).toBe('A');
  });

  it('writes a batch that throws again item by item, so only the bad item rejects, with its own error', async () => {
    const { calls, call, submit, commit } = setUp();
    const a = submit('a');
    const [b, bad, c] = ['b', 'bad', 'c'].map((name) => settled(submit(name)));
    commit(calls[0]!);
    expect(await a).toBe('A');
    (await call(1)).fail(new Error('the batch failed'));
    // Alone, one at a time: the next item waits for the one before it.
    const retryB = await call(2);
    expect(calls.map((x) => x.names).slice(2)).toEqual([['b']]);
    commit(retryB);
    const retryBad = await call(3);
    expect(retryBad.names).toEqual(['bad']);
    expect(calls).toHaveLength(4);
    retryBad.fail(new Error('bad is refused'));
    const retryC = await call(4);
    expect(retryC.names).toEqual(['c']);
    commit(retryC);
    expect(await Promise.all([b, bad, c])).toEqual([
      { value: 'B' },
      { error: 'bad is refused' },
      { value: 'C' },
    ]);
    expect(calls).toHaveLength(5);
  });

  it('rejects a lone item whose write throws with that error, and writes the next item after it', async () => {
    const { calls, call, submit, commit } = setUp();
    const a = settled(submit('a'));
    const b = submit('b');
    calls[0]!.fail(new Error('a is refused'));
    expect(await a).toEqual({ error: 'a is refused' });
    const next = await call(1);
    expect(next.names).toEqual(['b']);
    commit(next);
    expect(await b).toBe('B');
    expect(calls).toHaveLength(2);
  });

  it('treats a batch answering the wrong number of results as failed', async () => {
    const { calls, call, submit, commit } = setUp();
    const first = settled(submit('a'));
    const [b, c] = ['b', 'c'].map((name) => settled(submit(name)));
    // Too many results for one item: refused, not half-used.
    calls[0]!.answer(['A', 'extra']);
    expect(await first).toEqual({ error: 'a batch of 1 answered 2 results' });
    // Too few for two: each item is written again alone.
    (await call(1)).answer(['B']);
    commit(await call(2));
    (await call(3)).answer([]);
    expect(await Promise.all([b, c])).toEqual([{ value: 'B' }, { error: 'a batch of 1 answered 0 results' }]);
    expect(calls.map((x) => x.names)).toEqual([['a'], ['b', 'c'], ['b'], ['c']]);
  });

  it.each([
    ['no lanes', { lanes: 0 }, 'group commit needs at least one lane'],
    ['negative lanes', { lanes: -1 }, 'group commit needs at least one lane'],
    ['fractional lanes', { lanes: 1.5 }, 'group commit needs at least one lane'],
    ['NaN lanes', { lanes: Number.NaN }, 'group commit needs at least one lane'],
    ['an empty batch', { maxBatch: 0 }, 'a batch carries at least one item'],
    ['a fractional batch', { maxBatch: 2.5 }, 'a batch carries at least one item'],
    ['an infinite batch', { maxBatch: Number.POSITIVE_INFINITY }, 'a batch carries at least one item'],
  ])('refuses options with %s', (_what, bad, message) => {
    expect(() => setUp(bad)).toThrow(message);
  });

  it('accepts one lane and batches of one', async () => {
    const { calls, call, submit, commit } = setUp({ lanes: 1, maxBatch: 1 });
    const all = ['a', 'b', 'c'].map((name) => submit(name));
    for (let n = 0; n < 3; n += 1) commit(await call(n));
    expect(await Promise.all(all)).toEqual(['A', 'B', 'C']);
    expect(calls.map((c) => c.names)).toEqual([['a'], ['b'], ['c']]);
  });

  it('maps negative and fractional keys to a lane: the one of their whole part, made non-negative', async () => {
    const { calls, call, submit, commit } = setUp({ lanes: 3 });
    const all = [
      submit('minus one', -1),
      submit('minus two', -2),
      submit('minus three', -3),
      // -1 ≡ 2, -2.5 → -2 ≡ 1, 3.7 → 3 ≡ 0 (mod 3): each waits behind the lane's first batch.
      submit('two', 2),
      submit('minus two and a half', -2.5),
      submit('three point seven', 3.7),
    ];
    expect(calls.map((c) => c.names)).toEqual([['minus one'], ['minus two'], ['minus three']]);
    commit(calls[0]!);
    expect((await call(3)).names).toEqual(['two']);
    commit(calls[1]!);
    expect((await call(4)).names).toEqual(['minus two and a half']);
    commit(calls[2]!);
    expect((await call(5)).names).toEqual(['three point seven']);
    for (const c of calls.slice(3)) commit(c);
    await Promise.all(all);
    expect(calls).toHaveLength(6);
  });
});
