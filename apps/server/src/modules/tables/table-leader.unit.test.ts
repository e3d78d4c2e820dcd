import { describe, expect, it } from 'vitest';
import type { TLeaderLock } from '../../db/client.ts';
import { startTableLeader } from './table-leader.ts';
import type { TTableRow } from './tables.repo.ts';

const log = { info: () => {}, error: () => {} };
const table = (id: number) => ({ id }) as TTableRow;

/** One lock shared by the "processes" of a test: at most one holder, lost when its holder's connection drops. */
function fakeLock() {
  let holder: { drop: () => void } | null = null;
  return {
    try: async (): Promise<TLeaderLock | null> => {
      if (holder) return null;
      let drop!: () => void;
      const lost = new Promise<void>((resolve) => (drop = resolve));
      const me = {
        drop: () => {
          if (holder === me) holder = null;
          drop();
        },
      };
      holder = me;
      return { lost, release: async () => me.drop() };
    },
    /** The holder's connection goes, as when its process dies. */
    dropHolder: () => holder?.drop(),
  };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the live tables’ leader', () => {
  it('runs every table on the one process that holds the lock, each on its own next step', async () => {
    const lock = fakeLock();
    const steps: string[] = [];
    const process = (name: string) =>
      startTableLeader({
        tryLeaderLock: lock.try,
        rounds: {
          advance: async (t) => {
            steps.push(`${name}:${t.id}`);
            return t.id === 1 ? 5 : 60_000;
          },
        },
        findTables: async () => [table(1), table(2)],
        log,
        retryMs: 5,
      });
    const a = process('a');
    const b = process('b');
    await until(() => steps.filter((s) => s === 'a:1').length >= 3);
    expect(a.leads()).toBe(true);
    expect(b.leads()).toBe(false);
    // Table 2 asked for its next step in a minute: it was stepped once.
    expect(steps.filter((s) => s === 'a:2')).toHaveLength(1);
    expect(steps.some((s) => s.startsWith('b:'))).toBe(false);

    lock.dropHolder();
    await until(() => steps.includes('b:1') && steps.includes('b:2'));
    expect(a.leads()).toBe(false);
    expect(b.leads()).toBe(true);
    const aSteps = steps.filter((s) => s.startsWith('a:')).length;
    await until(() => steps.filter((s) => s === 'b:1').length >= 3);
    // a keeps trying but no longer steps anything while b holds the lock.
    expect(steps.filter((s) => s.startsWith('a:')).length).toBe(aSteps);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('keeps a table going after a failed step, and stops without a step left in flight', async () => {
    const lock = fakeLock();
    let calls = 0;
    let inFlight = 0;
    const leader = startTableLeader({
      tryLeaderLock: lock.try,
      rounds: {
        advance: async () => {
          calls++;
          inFlight++;
          await new Promise((r) => setTimeout(r, 2));
          inFlight--;
          if (calls === 1) throw new Error('database hiccup');
          return 1;
        },
      },
      findTables: async () => [table(1)],
      log,
      retryMs: 5,
    });
    await until(() => calls >= 3);
    await leader.stop();
    expect(inFlight).toBe(0);
    const after = calls;
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toBe(after);
    // Stopping gave the lock up: another process gets it at once.
    expect(await lock.try()).not.toBeNull();
  });
});
