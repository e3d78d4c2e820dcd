import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAnswerCache } from './answer-cache.ts';

const ZAnswer = z.object({ success: z.literal(true), value: z.object({ n: z.number() }) });

describe('answer cache', () => {
  it('builds an answer once per scope and key, as the bytes of its schema-parsed JSON', async () => {
    const cache = createAnswerCache();
    const scope = {};
    let builds = 0;
    const build = async () => ({ success: true, value: { n: ++builds, internal: 'secret' } });
    const a = await cache.get(scope, 'k', ZAnswer, build);
    const b = await cache.get(scope, 'k', ZAnswer, build);
    expect(builds).toBe(1);
    expect(b).toBe(a);
    // Fields the schema does not name are stripped, as the route's serializer would.
    expect(a.toString()).toBe('{"success":true,"value":{"n":1}}');
    expect(cache.peek(scope, 'k')).toBe(a);
    expect(cache.peek({}, 'k')).toBeUndefined();
    await cache.get({}, 'k', ZAnswer, build);
    expect(builds).toBe(2);
  });

  it('does not keep a failed build or an answer its schema refuses', async () => {
    const cache = createAnswerCache();
    const scope = {};
    await expect(
      cache.get(scope, 'k', ZAnswer, () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    await expect(
      cache.get(scope, 'k', ZAnswer, async () => ({ success: true, value: { n: 'x' } })),
    ).rejects.toThrow();
    expect(cache.peek(scope, 'k')).toBeUndefined();
    expect(
      (await cache.get(scope, 'k', ZAnswer, async () => ({ success: true, value: { n: 3 } }))).toString(),
    ).toContain('"n":3');
  });

  it('keeps at most perScope answers in a scope and still answers the others', async () => {
    const cache = createAnswerCache({ perScope: 2 });
    const scope = {};
    let builds = 0;
    const build = async () => ({ success: true, value: { n: ++builds } });
    for (const key of ['a', 'b', 'c', 'c']) await cache.get(scope, key, ZAnswer, build);
    expect(builds).toBe(4);
    expect(cache.peek(scope, 'a')).toBeDefined();
    expect(cache.peek(scope, 'c')).toBeUndefined();
  });
});
