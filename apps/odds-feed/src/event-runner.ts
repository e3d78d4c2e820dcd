import type {
  TFeedEvent,
  TFeedEventStatus,
  TFeedMarket,
  TFeedMessage,
  TFeedResult,
} from '@openlobby/contracts';
import type { TFixtureSpec } from './fixtures.ts';
import { marketIdOf, quoteSelections } from './quote.ts';
import type { TSportModel, TStepOutcome } from './sports/sport-model.ts';

/** A message before the feed numbers and dates it. */
export type TDraftMessage = TFeedMessage extends infer M
  ? M extends TFeedMessage
    ? Omit<M, 'seq' | 'at'>
    : never
  : never;

/** How long after its result a corrected event's RESULT_CORRECTION comes (simulated minutes). */
const CORRECTION_AFTER_SIM_MIN = 30;

type TPhase = 'UNPUBLISHED' | 'SCHEDULED' | 'LIVE' | 'CORRECTING' | 'DONE';

/**
 * One event's life as messages: published (FIXTURE + MARKETS), started (LIVE, or CANCELLED),
 * one model step at a time while live — a goal or a dangerous moment suspends the event, and the
 * next step publishes the new prices and resumes it — then FINISHED, the markets closed and the
 * RESULT, and for some events a RESULT_CORRECTION later. `nextAtMs` says when it acts next.
 */
export function createEventRunner(spec: TFixtureSpec, deps: { speed: number }) {
  let phase: TPhase = 'UNPUBLISHED';
  let model: TSportModel | null = null;
  let steps = 0;
  let suspended = false;
  let finishedAtMs = 0;
  let correction: TFeedResult | null = null;
  const markets = new Map<string, TFeedMarket>();
  const stepWallMs = () => (model ? model.stepSimMs / deps.speed : Infinity);
  const stepDueMs = (n: number) => spec.startsAtMs + n * stepWallMs();
  const getModel = () => (model ??= spec.createModel());

  const event = (status: TFeedEventStatus): TFeedEvent => ({
    eventId: spec.eventId,
    sport: spec.sport,
    ...(spec.title ? { title: spec.title } : {}),
    competition: spec.competition,
    home: spec.home,
    away: spec.away,
    startsAt: new Date(spec.startsAtMs).toISOString(),
    status,
    ...(spec.bestOf ? { bestOf: spec.bestOf } : {}),
    ...(status === 'LIVE' || status === 'FINISHED' ? { score: score() } : {}),
  });
  const score = () => {
    const m = getModel();
    return { ...m.score(), minute: Math.floor((steps * m.stepSimMs) / 60_000) };
  };

  /** The markets whose prices or status changed, each one version up; decided ones close. */
  const requote = (status: 'OPEN' | 'SUSPENDED' | 'CLOSED'): TFeedMarket[] => {
    const changed: TFeedMarket[] = [];
    const priced = status === 'CLOSED' ? [] : getModel().markets();
    const seen = new Set<string>();
    for (const p of priced) {
      const marketId = marketIdOf(spec.eventId, p.kind, p.line);
      seen.add(marketId);
      const known = markets.get(marketId);
      if (known?.status === 'CLOSED') continue;
      const selections = quoteSelections(p, spec.margin);
      if (!selections && !known) continue;
      const next: TFeedMarket = {
        marketId,
        eventId: spec.eventId,
        kind: p.kind,
        ...(p.line === undefined ? {} : { line: p.line }),
        status: selections ? status : 'CLOSED',
        version: (known?.version ?? 0) + 1,
        selections: selections ?? (known as TFeedMarket).selections,
      };
      if (
        known &&
        known.status === next.status &&
        JSON.stringify(known.selections) === JSON.stringify(next.selections)
      )
        continue;
      markets.set(marketId, next);
      changed.push(next);
    }
    for (const [marketId, known] of markets) {
      if (seen.has(marketId) || known.status === 'CLOSED') continue;
      const closed = { ...known, status: 'CLOSED' as const, version: known.version + 1 };
      markets.set(marketId, closed);
      changed.push(closed);
    }
    return changed;
  };
  const marketsMessage = (status: 'OPEN' | 'SUSPENDED' | 'CLOSED'): TDraftMessage[] => {
    const changed = requote(status);
    return changed.length ? [{ type: 'MARKETS', eventId: spec.eventId, markets: changed }] : [];
  };

  const finish = (): TDraftMessage[] => {
    correction = spec.corrected ? getModel().correction() : null;
    phase = correction ? 'CORRECTING' : 'DONE';
    finishedAtMs = stepDueMs(steps);
    return [
      { type: 'SCORE', eventId: spec.eventId, score: score() },
      { type: 'FIXTURE', event: event('FINISHED') },
      ...marketsMessage('CLOSED'),
      { type: 'RESULT', eventId: spec.eventId, resultVersion: 1, result: getModel().result() },
    ];
  };

  const afterStep = (outcome: TStepOutcome): TDraftMessage[] => {
    const id = spec.eventId;
    if (outcome === 'END') return finish();
    const m = getModel();
    if (m.closedInPlay) return [];
    if (outcome === 'GOAL' || outcome === 'DANGER' || outcome === 'BREAK') {
      const reason = outcome === 'BREAK' ? 'BREAK' : outcome;
      const out: TDraftMessage[] = suspended ? [] : [{ type: 'SUSPEND', eventId: id, reason }];
      suspended = true;
      if (outcome !== 'DANGER') out.push({ type: 'SCORE', eventId: id, score: score() });
      return out;
    }
    const out: TDraftMessage[] = outcome === 'POINT' ? [{ type: 'SCORE', eventId: id, score: score() }] : [];
    if (outcome === 'QUIET' && !suspended) return out;
    // New prices go out while still suspended, then the event reopens on them.
    out.push(...marketsMessage(suspended ? 'SUSPENDED' : 'OPEN'));
    if (suspended) {
      suspended = false;
      out.push({ type: 'RESUME', eventId: id });
    }
    return out;
  };

  const start = (): TDraftMessage[] => {
    const id = spec.eventId;
    if (spec.cancelled) {
      phase = 'DONE';
      return [
        { type: 'FIXTURE', event: event('CANCELLED') },
        ...marketsMessage('CLOSED'),
        { type: 'RESULT', eventId: id, resultVersion: 1, result: { status: 'CANCELLED', home: 0, away: 0 } },
      ];
    }
    phase = 'LIVE';
    const m = getModel();
    if (m.closedInPlay) {
      suspended = true;
      return [
        { type: 'FIXTURE', event: event('LIVE') },
        { type: 'SUSPEND', eventId: id, reason: 'START' },
      ];
    }
    return [{ type: 'FIXTURE', event: event('LIVE') }, ...marketsMessage('OPEN')];
  };

  return {
    eventId: spec.eventId,
    get done() {
      return phase === 'DONE';
    },
    nextAtMs(): number {
      switch (phase) {
        case 'UNPUBLISHED':
          return spec.publishAtMs;
        case 'SCHEDULED':
          return spec.startsAtMs;
        case 'LIVE':
          return stepDueMs(steps + 1);
        case 'CORRECTING':
          return finishedAtMs + (CORRECTION_AFTER_SIM_MIN * 60_000) / deps.speed;
        case 'DONE':
          return Infinity;
      }
    },
    /**
     * Acts once, at nowMs. A fixture first seen already in play (at the feed's start) is played
     * forward silently to now, then published as it stands.
     */
    act(nowMs: number): TDraftMessage[] {
      switch (phase) {
        case 'UNPUBLISHED': {
          if (spec.startsAtMs > nowMs) {
            phase = 'SCHEDULED';
            return [{ type: 'FIXTURE', event: event('SCHEDULED') }, ...marketsMessage('OPEN')];
          }
          if (spec.cancelled) return start();
          const m = getModel();
          phase = 'LIVE';
          while (stepDueMs(steps + 1) <= nowMs) {
            steps += 1;
            if (m.step() === 'END') return [{ type: 'FIXTURE', event: event('LIVE') }, ...finish()];
          }
          suspended = m.closedInPlay === true;
          return [
            { type: 'FIXTURE', event: event('LIVE') },
            ...marketsMessage(suspended ? 'SUSPENDED' : 'OPEN'),
            ...(suspended
              ? [{ type: 'SUSPEND' as const, eventId: spec.eventId, reason: 'START' as const }]
              : []),
          ];
        }
        case 'SCHEDULED':
          return start();
        case 'LIVE':
          steps += 1;
          return afterStep(getModel().step());
        case 'CORRECTING': {
          phase = 'DONE';
          if (!correction) return [];
          return [{ type: 'RESULT_CORRECTION', eventId: spec.eventId, resultVersion: 2, result: correction }];
        }
        case 'DONE':
          return [];
      }
    },
  };
}
export type EventRunner = ReturnType<typeof createEventRunner>;
