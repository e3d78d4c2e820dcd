import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_API, CHAT_API, CHAT_RATE, type TChatServerMessage } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';

let t: TestApp;
let address: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  token = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

/** Opens the room's socket, says hello (with `token` to speak) and collects what it is told. */
async function join(withToken?: string) {
  const socket = new WebSocket(`${address}${CHAT_API.socket}`);
  const heard: TChatServerMessage[] = [];
  socket.addEventListener('message', (e) => heard.push(JSON.parse(String(e.data)) as TChatServerMessage));
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  socket.send(JSON.stringify({ type: 'hello', token: withToken }));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  await until(() => heard.some((m) => m.type === 'ready'));
  const say = (text: string, clientId?: string) =>
    socket.send(JSON.stringify({ type: 'say', text, clientId }));
  const of = <K extends TChatServerMessage['type']>(type: K) =>
    heard.filter((m): m is Extract<TChatServerMessage, { type: K }> => m.type === type);
  return { socket, heard, until, say, of };
}

const countMessages = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*) as n from chat_messages`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

describe('the chat room', () => {
  it("lets a watcher hear a member's message, and acks the speaker with its client id", async () => {
    const watcher = await join();
    const speaker = await join(token);
    expect(watcher.of('ready')[0]).toMatchObject({ canSpeak: false, mutedUntil: null });
    expect(speaker.of('ready')[0]).toMatchObject({ canSpeak: true });
    speaker.say('  hello <b>room</b>\n', 'c-1');
    await watcher.until(() => watcher.of('message').length === 1);
    await speaker.until(() => speaker.of('sent').length === 1 && speaker.of('message').length === 1);
    const said = watcher.of('message')[0]!.message;
    expect(said).toMatchObject({ name: 'Player One', text: 'hello <b>room</b>' });
    expect(speaker.of('sent')[0]).toEqual({ type: 'sent', id: said.id, clientId: 'c-1' });
    // A new socket gets it among the newest messages.
    const late = await join();
    expect(late.of('ready')[0]!.messages.map((m) => m.id)).toContain(said.id);
    for (const c of [watcher, speaker, late]) c.socket.close();
  });

  it('refuses to let a watcher or a trial account speak, and writes nothing', async () => {
    const before = await countMessages();
    const watcher = await join();
    watcher.say('hi', 'w-1');
    await watcher.until(() => watcher.of('error').length === 1);
    expect(watcher.of('error')[0]).toEqual({ type: 'error', errorCode: 'NOT_LOGGED_IN', clientId: 'w-1' });
    const free = await t.call({ method: 'POST', url: AUTH_API.freePlay, remoteAddress: '10.71.0.2' });
    const trial = await join(body(free).value.token as string);
    expect(trial.of('ready')[0]).toMatchObject({ canSpeak: false });
    trial.say('hi', 't-1');
    await trial.until(() => trial.of('error').length === 1);
    expect(await countMessages()).toBe(before);
    watcher.socket.close();
    trial.socket.close();
  });

  it('refuses an empty, an over-long and a malformed message with a clear error', async () => {
    const before = await countMessages();
    const c = await join(token);
    c.say(' \n ', 'e-1');
    c.say('x'.repeat(201), 'e-2');
    c.socket.send('{"type":"say"');
    await c.until(() => c.of('error').length === 3);
    expect(c.of('error').map((e) => e.errorCode)).toEqual([
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
      'VALIDATION_FAILED',
    ]);
    expect(await countMessages()).toBe(before);
    c.socket.close();
  });

  it(`keeps ${CHAT_RATE.messages} messages of a flood in its window and refuses the rest`, async () => {
    const c = await join(await identityKit(t).tokenOf('agent1', 'Agent123'));
    const before = await countMessages();
    for (let i = 0; i < CHAT_RATE.messages + 3; i++) c.say(`flood ${i}`, `f-${i}`);
    await c.until(() => c.of('sent').length + c.of('error').length === CHAT_RATE.messages + 3);
    expect(c.of('sent')).toHaveLength(CHAT_RATE.messages);
    expect(new Set(c.of('error').map((e) => e.errorCode))).toEqual(new Set(['TOO_MANY_REQUESTS']));
    expect(await countMessages()).toBe(before + CHAT_RATE.messages);
    c.socket.close();
  });

  it('refuses a muted member with CHAT_MUTED and tells them until when on joining', async () => {
    const until = new Date(Date.now() + 3_600_000);
    await t.db.execute(sql`insert into chat_mutes (brand_id, member_id, account, until, reason, muted_by)
      select m.brand_id, m.id, m.account, ${until.toISOString()}::timestamptz, 'spam', 1 from members m
      join brands b on b.id = m.brand_id where b.code = 'lobby' and m.account = 'player1'`);
    const c = await join(token);
    expect(c.of('ready')[0]!.mutedUntil).toBe(until.toISOString());
    c.say('let me speak', 'm-1');
    await c.until(() => c.of('error').length === 1);
    expect(c.of('error')[0]).toMatchObject({ errorCode: 'CHAT_MUTED', clientId: 'm-1' });
    await t.db.execute(sql`delete from chat_mutes`);
    c.socket.close();
  });

  it('pages the history back, oldest first, and answers bad paging with VALIDATION_FAILED', async () => {
    const newest = body(await t.call({ method: 'GET', url: `${CHAT_API.history}?limit=3` })).value
      .messages as { id: number }[];
    expect(newest.length).toBeGreaterThan(1);
    expect(newest.map((m) => m.id)).toEqual([...newest.map((m) => m.id)].sort((a, b) => a - b));
    const older = body(
      await t.call({ method: 'GET', url: `${CHAT_API.history}?before=${newest[0]!.id}&limit=50` }),
    );
    expect(older.value.messages.every((m: { id: number }) => m.id < newest[0]!.id)).toBe(true);
    const bad = await t.call({ method: 'GET', url: `${CHAT_API.history}?limit=500` });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
  });
});
