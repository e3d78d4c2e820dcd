import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { houseKit } from '../modules/house/house-test-kit.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: sink });
});
afterAll(async () => t.close());

const logged = () => lines.join('\n');

describe('what the logs hold', () => {
  it('never a game launch token: not in the game URL sent to the server, and redacted where a client puts one', async () => {
    const k = await houseKit(t);
    const member = await k.kit.tokenOf('player1', 'Player123');
    const token = await k.launch(member);
    // What the browser requests for the launched page: the fragment stays in the browser.
    await t.call({ method: 'GET', url: '/house/slot/?lang=EN' });
    // An old link, and the site's frame page naming the game URL in its own query.
    await t.call({ method: 'GET', url: `/house/slot/?token=${token}&lang=EN` });
    await t.call({
      method: 'GET',
      url: `/game?url=${encodeURIComponent(`/house/slot/?lang=EN#token=${token}`)}&nodeId=${k.slot.nodeId}`,
    });
    await t.call({ method: 'GET', url: '/house/api/slot/state', headers: { authorization: token } });
    expect(logged()).toContain('/house/slot/?token=[redacted]&lang=EN');
    expect(logged()).toContain('/game?url=');
    expect(logged()).not.toContain(token);
    expect(logged()).not.toContain(member);
    expect(logged()).not.toContain('Player123');
  });

  it('a failed query without its parameters: not as fields, not in the message, not echoed by PostgreSQL', async () => {
    const secret = 'hunter2-launch-secret';
    const error = await t.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    t.app.log.error({ err: error }, 'request failed');
    const line = lines.findLast((l) => l.includes('request failed'))!;
    expect(line).toContain('select $1::int as n');
    expect(line).not.toContain(secret);
    expect(logged()).not.toContain(secret);
  });
});
