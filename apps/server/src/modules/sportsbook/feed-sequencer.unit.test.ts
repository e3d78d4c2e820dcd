import { describe, expect, it } from 'vitest';
import type { TFeedMessage } from '@openlobby/contracts';
import { createFeedSequencer } from './feed-sequencer.ts';

const beat = (seq: number): TFeedMessage => ({ seq, at: '2026-12-07T12:00:00.000Z', type: 'HEARTBEAT' });
const seqs = (messages: TFeedMessage[]) => messages.map((m) => m.seq);

describe('feed sequencer', () => {
  it('releases messages in seq order as they arrive', () => {
    const s = createFeedSequencer(0);
    expect(seqs(s.receive(beat(1)))).toEqual([1]);
    expect(seqs(s.receive(beat(2)))).toEqual([2]);
    expect(s.lastSeq).toBe(2);
    expect(s.waiting).toBe(0);
  });

  it('drops a duplicate, a replay and a message the book already holds', () => {
    const s = createFeedSequencer(5);
    expect(s.receive(beat(5))).toEqual([]);
    expect(s.receive(beat(3))).toEqual([]);
    expect(seqs(s.receive(beat(6)))).toEqual([6]);
    expect(s.receive(beat(6))).toEqual([]);
    expect(s.receive(beat(8))).toEqual([]);
    expect(s.receive(beat(8))).toEqual([]);
    expect(s.waiting).toBe(1);
  });

  it('puts a swapped pair back in order', () => {
    const s = createFeedSequencer(0);
    expect(s.receive(beat(2))).toEqual([]);
    expect(s.waiting).toBe(1);
    expect(seqs(s.receive(beat(1)))).toEqual([1, 2]);
    expect(s.waiting).toBe(0);
  });

  it('fills a dropped message from the journal and then releases what waited behind it', () => {
    const s = createFeedSequencer(10);
    s.receive(beat(12));
    s.receive(beat(13));
    expect(s.waiting).toBe(2);
    // the journal answers everything after 10: 11 (dropped on the stream), 12 and 13
    expect(seqs(s.recovered([beat(11), beat(12), beat(13)]))).toEqual([11, 12, 13]);
    expect(s.waiting).toBe(0);
    expect(s.receive(beat(13))).toEqual([]);
    expect(seqs(s.receive(beat(14)))).toEqual([14]);
  });

  it('takes the journal’s word that skipped seqs were never used', () => {
    const s = createFeedSequencer(10);
    s.receive(beat(15));
    expect(seqs(s.recovered([beat(15)]))).toEqual([15]);
    expect(seqs(s.receive(beat(16)))).toEqual([16]);
  });

  it('keeps what arrived after the journal was read waiting for its own turn', () => {
    const s = createFeedSequencer(0);
    s.receive(beat(2));
    s.receive(beat(5));
    // the journal, read before 3–5 were published, holds 1 and 2
    expect(seqs(s.recovered([beat(1), beat(2)]))).toEqual([1, 2]);
    expect(s.waiting).toBe(1);
    expect(seqs(s.receive(beat(3)))).toEqual([3]);
    expect(seqs(s.receive(beat(4)))).toEqual([4, 5]);
  });

  it('after a snapshot, drops what it covers and releases what follows it', () => {
    const s = createFeedSequencer(0);
    s.receive(beat(40));
    s.receive(beat(41));
    s.receive(beat(43));
    expect(seqs(s.reset(40))).toEqual([41]);
    expect(s.lastSeq).toBe(41);
    expect(s.waiting).toBe(1);
  });

  it('applies every message exactly once in order whatever the stream does to them', () => {
    // a seeded shuffle with duplicates: what the book applies is 1…n in order, each once
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const n = 500;
    const pushed: number[] = [];
    for (let i = 1; i <= n; i++) {
      pushed.push(i);
      if (rand() < 0.1) pushed.push(i);
    }
    for (let i = pushed.length - 1; i > 0; i--) {
      if (rand() < 0.3) {
        const j = Math.max(0, i - 1 - Math.floor(rand() * 3));
        [pushed[i], pushed[j]] = [pushed[j]!, pushed[i]!];
      }
    }
    const dropped = new Set(pushed.filter(() => rand() < 0.05));
    const s = createFeedSequencer(0);
    const applied: number[] = [];
    for (const seq of pushed) {
      if (dropped.has(seq)) continue;
      applied.push(...seqs(s.receive(beat(seq))));
      if (s.waiting > 20) {
        const journal = Array.from({ length: n }, (_, k) => beat(k + 1)).filter((m) => m.seq > s.lastSeq);
        applied.push(...seqs(s.recovered(journal.filter((m) => m.seq <= seq))));
      }
    }
    applied.push(...seqs(s.recovered(Array.from({ length: n }, (_, k) => beat(k + 1)))));
    expect(applied).toEqual(Array.from({ length: n }, (_, k) => k + 1));
  });
});
