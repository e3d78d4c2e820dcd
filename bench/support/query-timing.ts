import pg from 'pg';

/** How long a statement took, from the driver's call to its answer. */
export type TTimedQuery = { text: string; values: unknown[]; ms: number };

/**
 * Times every query this process sends through node-postgres (the pool's clients included), from
 * the driver's call to its answer, and hands each to `record`: a benchmark says where its time
 * went by grouping them. Call once, before the database is opened.
 */
export function timeDriverQueries(record: (q: TTimedQuery) => void) {
  const driverQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string; values?: unknown[] } | undefined;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const values = Array.isArray(args[1]) ? args[1] : typeof config === 'object' ? (config.values ?? []) : [];
    const started = performance.now();
    const done = () => record({ text, values, ms: performance.now() - started });
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
      return driverQuery.apply(this, args);
    }
    const answer = driverQuery.apply(this, args);
    if (answer instanceof Promise) answer.then(done, done);
    return answer;
  };
}

export type TBucket = { n: number; ms: number };

/** Queries grouped by the first pattern their text matches (the last should match anything). */
export function queryBuckets(patterns: [string, RegExp][]) {
  let buckets = new Map<string, TBucket>();
  return {
    record(q: TTimedQuery) {
      const name = patterns.find(([, re]) => re.test(q.text))![0];
      const b = buckets.get(name) ?? { n: 0, ms: 0 };
      b.n++;
      b.ms += q.ms;
      buckets.set(name, b);
      return name;
    },
    reset() {
      buckets = new Map();
    },
    /** The groups, the costliest first. */
    sorted: () => [...buckets].sort((a, b) => b[1].ms - a[1].ms),
  };
}
