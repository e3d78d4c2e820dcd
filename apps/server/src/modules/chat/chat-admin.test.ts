import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_CHAT_API, CHAT_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

let clock = Date.now();
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let address: string;
let token: string;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  token = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

/** A socket of the room that says hello with `withToken` and collects what it hears. */
async function join(withToken?: string) {
  const socket = new WebSocket(`${address}${CHAT_API.socket}`);
  const heard: { type: string; id?: number; errorCode?: string; message?: { id: number } }[] = [];
  socket.addEventListener('message', (e) => heard.push(JSON.parse(String(e.data))));
  await new Promise((resolve) => socket.addEventListener('open', resolve));
  socket.send(JSON.stringify({ type: 'hello', token: withToken }));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  await until(() => heard.some((m) => m.type === 'ready'));
  return { socket, heard, until };
}

const player1 = async () =>
  (
    await rows<{ id: number }>(sql`select m.id from members m join brands b on b.id = m.brand_id
    where b.code = 'lobby' and m.account = 'player1'`)
  )[0]!.id;

describe('chat moderation', () => {
  it('deletes a message for everyone in the room, audited with its reason', async () => {
    const speaker = await join(token);
    const watcher = await join();
    speaker.socket.send(JSON.stringify({ type: 'say', text: 'buy cheap chips at example.test' }));
    await watcher.until(() => watcher.heard.some((m) => m.type === 'message'));
    const said = watcher.heard.find((m) => m.type === 'message')!.message!.id;
    const listed = body(
      await asOwner({ method: 'GET', url: `${ADMIN_CHAT_API.messages}?brand=lobby` }),
    ).value;
    expect(listed.items[0]).toMatchObject({ id: said, account: 'player1', deletedAt: null });

    const res = await asOwner({
      method: 'DELETE',
      url: ADMIN_CHAT_API.message.replace(':id', String(said)),
      payload: { brand: 'lobby', reason: 'advertising' },
    });
    expect(body(res)).toMatchObject({ success: true });
    await watcher.until(() => watcher.heard.some((m) => m.type === 'deleted' && m.id === said));
    const history = body(await t.call({ method: 'GET', url: CHAT_API.history })).value.messages;
    expect(history.map((m: { id: number }) => m.id)).not.toContain(said);
    const [audit] = await rows<{ action: string; after: { reason: string } }>(
      sql`select action, after from audit_log where target_id = ${String(said)} and action = 'chat.delete'`,
    );
    expect(audit).toMatchObject({ after: { reason: 'advertising' } });
    // Deleting it again finds nothing to delete.
    const again = await asOwner({
      method: 'DELETE',
      url: ADMIN_CHAT_API.message.replace(':id', String(said)),
      payload: { brand: 'lobby', reason: 'advertising' },
    });
    expect(again.statusCode).toBe(404);
    speaker.socket.close();
    watcher.socket.close();
  });

  it('mutes a member until a time, refusing their messages, and unmutes them', async () => {
    const memberId = await player1();
    const muted = await asOwner({
      method: 'POST',
      url: ADMIN_CHAT_API.mutes,
      payload: { brand: 'lobby', memberId, minutes: 60, reason: 'flooding' },
    });
    expect(body(muted).value.until).toBe(new Date(clock + 3_600_000).toISOString());
    const list = body(await asOwner({ method: 'GET', url: `${ADMIN_CHAT_API.mutes}?brand=lobby` })).value;
    expect(list.items).toEqual([
      expect.objectContaining({ memberId, account: 'player1', reason: 'flooding' }),
    ]);
    const c = await join(token);
    c.socket.send(JSON.stringify({ type: 'say', text: 'still here', clientId: 'x' }));
    await c.until(() => c.heard.some((m) => m.type === 'error'));
    expect(c.heard.find((m) => m.type === 'error')!.errorCode).toBe('CHAT_MUTED');

    const lifted = await asOwner({
      method: 'DELETE',
      url: ADMIN_CHAT_API.mute.replace(':memberId', String(memberId)),
      payload: { brand: 'lobby', reason: 'apologised' },
    });
    expect(body(lifted)).toMatchObject({ success: true });
    c.socket.send(JSON.stringify({ type: 'say', text: 'thanks', clientId: 'y' }));
    await c.until(() => c.heard.some((m) => m.type === 'sent'));
    c.socket.close();
  });

  it('answers NOT_FOUND for another brand’s member or message and a bad mute with VALIDATION_FAILED, writing nothing', async () => {
    const [other] = await rows<{ id: number }>(
      sql`select m.id from members m join brands b on b.id = m.brand_id where b.code <> 'lobby' limit 1`,
    );
    const before = await rows<{ n: string }>(sql`select count(*) as n from chat_mutes`);
    const cross = await asOwner({
      method: 'POST',
      url: ADMIN_CHAT_API.mutes,
      payload: { brand: 'lobby', memberId: other!.id, minutes: 10, reason: 'x' },
    });
    expect(cross.statusCode).toBe(404);
    for (const payload of [
      { brand: 'lobby', memberId: other!.id, minutes: 0, reason: 'x' },
      { brand: 'lobby', memberId: other!.id, minutes: 10, reason: '' },
      { brand: 'lobby', memberId: -1, minutes: 10, reason: 'x' },
    ]) {
      const bad = await asOwner({ method: 'POST', url: ADMIN_CHAT_API.mutes, payload });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await rows(sql`select count(*) as n from chat_mutes`)).toEqual(before);
    const [theirs] = await rows<{
      id: number;
    }>(sql`insert into chat_messages (brand_id, member_id, account, name, text)
      values ((select brand_id from members where id = ${other!.id}), ${other!.id}, 'x', 'x', 'theirs') returning id`);
    const wrongBrand = await asOwner({
      method: 'DELETE',
      url: ADMIN_CHAT_API.message.replace(':id', String(theirs!.id)),
      payload: { brand: 'lobby', reason: 'x' },
    });
    expect(wrongBrand.statusCode).toBe(404);
  });
});
