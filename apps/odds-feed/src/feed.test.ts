import type { TFeedMessage } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { createFeed, type TFeedOptions } from './feed.ts';
import { createFeedState } from './feed-state.ts';
import { fixturesBetween } from './fixtures.ts';
import { TEST_START_MS } from './test-support.ts';

const HOUR = 60 * 60 * 1000;
const options = (over: Partial<TFeedOptions> = {}): TFeedOptions => ({
  seed: 'feed-test',
  speed: 6,
  cancelRate: 0,
  correctionRate: 0,
  horizonMs: 2 * HOUR,
  heartbeatMs: 5000,
  journalSize: 100_000,
  startMs: TEST_START_MS,
  ...over,
});
const ofEvent = (messages: TFeedMessage[], eventId: string) =>
  messages.filter((m) =>
    'eventId' in m ? m.eventId === eventId : m.type === 'FIXTURE' && m.event.eventId === eventId,
  );

describe('the fixtures', () => {
  const schedule = { seed: 'alpha', speed: 6, cancelRate: 0.01, correctionRate: 0.03 };

  it('are the same for the same seed and differ for another', () => {
    const a = fixturesBetween(schedule, TEST_START_MS, TEST_START_MS + 6 * HOUR);
    const b = fixturesBetween(schedule, TEST_START_MS, TEST_START_MS + 6 * HOUR);
    const c = fixturesBetween({ ...schedule, seed: 'beta' }, TEST_START_MS, TEST_START_MS + 6 * HOUR);
    const sides = (specs: typeof a) => specs.map((s) => `${s.eventId} ${s.home} v ${s.away} ${s.margin}`);
    expect(sides(a)).toEqual(sides(b));
    expect(sides(c)).not.toEqual(sides(a));
    expect(c.map((s) => s.eventId)).toEqual(a.map((s) => s.eventId));
    expect(new Set(a.map((s) => s.sport))).toEqual(
      new Set(['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT']),
    );
  });

  it('include events already in play when the feed starts, of every sport', () => {
    const feed = createFeed(options());
    feed.advanceTo(TEST_START_MS);
    const live = feed.snapshot().events.filter((e) => e.status === 'LIVE');
    expect(new Set(live.map((e) => e.sport))).toEqual(
      new Set(['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS', 'COCKFIGHT']),
    );
    expect(live.every((e) => e.score !== undefined)).toBe(true);
  });

  it('play the same way twice from the same seed', () => {
    const run = () => {
      const feed = createFeed(options());
      feed.advanceTo(TEST_START_MS + HOUR);
      return feed.journal.after(0).map((m) => JSON.stringify(m));
    };
    expect(run()).toEqual(run());
  });
});

describe('a football match on a manual clock', () => {
  const feed = createFeed(options({ correctionRate: 1 }));
  const messages: TFeedMessage[] = [];
  feed.subscribe((m) => messages.push(m));
  feed.advanceTo(TEST_START_MS);
  const upcoming = feed.snapshot().events.filter((e) => e.sport === 'FOOTBALL' && e.status === 'SCHEDULED');
  for (let t = TEST_START_MS; t <= TEST_START_MS + 2 * HOUR; t += 60_000) feed.advanceTo(t);
  const played = upcoming.filter((e) => Date.parse(e.startsAt) < TEST_START_MS + HOUR);

  it('goes FIXTURE, MARKETS…, SUSPEND and RESUME around each goal, RESULT, with seqs increasing', () => {
    expect(played.length).toBeGreaterThan(0);
    let goals = 0;
    for (const event of played) {
      const own = ofEvent(feed.journal.after(0), event.eventId);
      expect(own[0]).toMatchObject({ type: 'FIXTURE', event: { status: 'SCHEDULED' } });
      expect(own[1]?.type).toBe('MARKETS');
      const seqs = own.map((m) => m.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      expect(new Set(seqs).size).toBe(seqs.length);
      const result = own.findIndex((m) => m.type === 'RESULT');
      expect(own[result - 1]).toMatchObject({ type: 'MARKETS' });
      expect(own.slice(result + 1).map((m) => m.type)).toEqual(['RESULT_CORRECTION']);

      own.forEach((m, i) => {
        if (m.type !== 'SUSPEND' || m.reason !== 'GOAL') return;
        goals += 1;
        expect(own[i + 1]?.type).toBe('SCORE');
        const resumed = own.findIndex((r, j) => j > i && r.type === 'RESUME');
        const ended = own.findIndex((r, j) => j > i && r.type === 'RESULT');
        if (resumed < 0 || (ended >= 0 && ended < resumed)) return;
        // The new prices go out before the markets reopen.
        expect(own[resumed - 1]).toMatchObject({ type: 'MARKETS' });
      });
    }
    expect(goals).toBeGreaterThan(0);
    const all = feed.journal.after(0).map((m) => m.seq);
    expect(all.every((s, i) => i === 0 || s > (all[i - 1] as number))).toBe(true);
  });

  it('publishes the final score as the result and a correction as resultVersion 2', () => {
    const event = played[0]!;
    const own = ofEvent(feed.journal.after(0), event.eventId);
    const lastScore = own.filter((m) => m.type === 'SCORE').at(-1);
    const result = own.find((m) => m.type === 'RESULT');
    const correction = own.find((m) => m.type === 'RESULT_CORRECTION');
    expect(result).toMatchObject({
      resultVersion: 1,
      result: {
        status: 'FINISHED',
        home: (lastScore as any).score.home,
        away: (lastScore as any).score.away,
      },
    });
    expect(correction).toMatchObject({ resultVersion: 2 });
    expect(correction?.type === 'RESULT_CORRECTION' && correction.result).not.toEqual(
      result?.type === 'RESULT' && result.result,
    );
    const snap = feed.snapshot();
    expect(snap.results.find((r) => r.eventId === event.eventId)?.resultVersion).toBe(2);
    expect(snap.markets.filter((m) => m.eventId === event.eventId).every((m) => m.status === 'CLOSED')).toBe(
      true,
    );
  });

  it('publishes only lines the sportsbook engine offers (football AH quarter steps within ±2.75, OU quarter steps)', () => {
    const lines = feed.journal
      .after(0)
      .flatMap((m) => (m.type === 'MARKETS' ? m.markets : []))
      .filter((m) => m.marketId.startsWith('FO-') && (m.kind === 'AH' || m.kind === 'OU'));
    expect(lines.length).toBeGreaterThan(0);
    for (const m of lines) {
      expect(Number.isInteger((m.line as number) * 4)).toBe(true);
      if (m.kind === 'AH') expect(Math.abs(m.line as number)).toBeLessThanOrEqual(2.75);
    }
  });

  it('keeps a snapshot equal to the replay of its journal', () => {
    const replay = createFeedState();
    for (const m of feed.journal.after(0)) replay.apply(m);
    expect(replay.snapshot()).toEqual(feed.snapshot());
    expect(messages.map((m) => m.seq)).toEqual(feed.journal.after(0).map((m) => m.seq));
  });
});
