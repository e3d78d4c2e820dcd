import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createMoneyEvents, type TMoneyEvent } from './money-events.ts';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('money events in one process', () => {
  it('tells subscribers, and no longer after they unsubscribe', async () => {
    const events = createMoneyEvents();
    const seen: TMoneyEvent[] = [];
    const stop = events.subscribe((e) => seen.push(e));
    events.publish({ brandId: 1, memberId: 7 });
    expect(seen).toEqual([{ brandId: 1, memberId: 7 }]);
    stop();
    events.publish({ brandId: 1, memberId: 8 });
    expect(seen).toHaveLength(1);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('money events through Redis', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const c = new Redis(redisUrl!);
    connections.push(c);
    return c;
  };
  afterAll(() => connections.forEach((c) => c.disconnect()));

  it('reaches a subscriber of another process', async () => {
    const processA = createMoneyEvents({ publisher: connect(), subscriber: connect() });
    const processB = createMoneyEvents({ publisher: connect(), subscriber: connect() });
    const seen: TMoneyEvent[] = [];
    processA.subscribe((e) => seen.push(e));
    await processA.ready;
    processB.publish({ brandId: 2, memberId: 42 });
    await waitFor(() => seen.some((e) => e.memberId === 42));
  });
});
