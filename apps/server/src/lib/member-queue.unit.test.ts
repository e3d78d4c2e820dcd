import { describe, expect, it } from 'vitest';
import { createMemberQueue } from './member-queue.ts';

/** A promise and the function that settles it, so a test decides when work ends. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('createMemberQueue', () => {
  it('runs one member’s work one at a time, in arrival order', async () => {
    const run = createMemberQueue();
    const log: string[] = [];
    const first = gate();
    const a = run(1, async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = run(1, async () => {
      log.push('b starts');
      return 'b';
    });
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    first.open();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('lets another member’s work run meanwhile', async () => {
    const run = createMemberQueue();
    const held = gate();
    const slow = run(1, () => held.opened.then(() => 'slow'));
    expect(await run(2, async () => 'other')).toBe('other');
    held.open();
    expect(await slow).toBe('slow');
  });

  it('runs the next work after a failure and answers each its own outcome', async () => {
    const run = createMemberQueue();
    const failed = run(1, async () => {
      throw new Error('refused');
    });
    const next = run(1, async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});
