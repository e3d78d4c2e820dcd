import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_ENGAGEMENT_API as API, MESSAGES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';

/**
 * The back office's messages through HTTP on a fresh database: a personal message reaches one
 * member's inbox, a broadcast every member's until it is withdrawn; a retried send writes once and
 * is audited once; another brand's broadcast is NOT_FOUND; bad input writes nothing.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let other: string;
let serial = 0;
const kit = () => identityKit(t);
const count = async (q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const inbox = async (token: string) =>
  body(await kit().withToken(token, { method: 'GET', url: `${MESSAGES_API.list}?pageSize=50` })).value;
const requestId = () => `msg-${Date.now()}-${serial++}`;
const messageCount = () => count(sql`select count(*)::int as n from messages`);

beforeAll(async () => {
  t = await createTestApp({}, { now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit().tokenOf('player1', 'Player123');
  other = await kit().tokenOf('agent1', 'Agent123');
});
afterAll(async () => t.close());

describe('POST /admin/api/engagement/messages', () => {
  it('sends a personal message to one member, once however often it is retried, audited once', async () => {
    const rid = requestId();
    const send = () =>
      asOwner({
        method: 'POST',
        url: `${API.messages}?brand=lobby`,
        payload: {
          account: 'player1',
          title: ' Your withdrawal ',
          body: 'It was paid this morning.',
          requestId: rid,
        },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(body(a).value.id).toBe(body(b).value.id);
    const mine = (await inbox(player)).items.filter((m: { id: number }) => m.id === body(a).value.id);
    expect(mine).toEqual([
      expect.objectContaining({ title: 'Your withdrawal', body: 'It was paid this morning.', read: false }),
    ]);
    expect((await inbox(other)).items.some((m: { id: number }) => m.id === body(a).value.id)).toBe(false);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'message.send'`)).toBe(1);
    const sent = body(await asOwner({ method: 'GET', url: `${API.messages}?brand=lobby` })).value;
    expect(sent.items[0]).toMatchObject({
      id: body(a).value.id,
      account: 'player1',
      sentBy: 'owner',
      withdrawn: false,
    });
  });

  it('refuses an empty title, an over-long body, and an unknown member; nothing is written', async () => {
    const before = await messageCount();
    const send = (payload: object) =>
      asOwner({
        method: 'POST',
        url: `${API.messages}?brand=lobby`,
        payload: { account: 'player1', title: 'Hi', body: 'Text', requestId: requestId(), ...payload },
      });
    expect(body(await send({ title: '   ' })).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await send({ body: 'x'.repeat(2001) })).errorCode).toBe('VALIDATION_FAILED');
    expect(body(await send({ account: 'nobody' })).errorCode).toBe('NOT_FOUND');
    expect(await messageCount()).toBe(before);
  });
});

describe('broadcasts', () => {
  it('publishes a broadcast to every member of the brand and withdraws it from every inbox', async () => {
    const res = await asOwner({
      method: 'POST',
      url: `${API.broadcasts}?brand=lobby`,
      payload: { title: 'Maintenance', body: 'Tonight 02:00–03:00.', requestId: requestId() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = body(res).value.id as number;
    for (const token of [player, other])
      expect(
        (await inbox(token)).items.some(
          (m: { id: number; kind: string }) => m.id === id && m.kind === 'BROADCAST',
        ),
      ).toBe(true);

    const withdraw = (brand: string, reason = 'sent by mistake') =>
      asOwner({
        method: 'POST',
        url: `${API.broadcastWithdraw.replace(':id', String(id))}?brand=${brand}`,
        payload: { reason },
      });
    expect(body(await withdraw('siam')).errorCode).toBe('NOT_FOUND');
    expect(body(await withdraw('lobby', '')).errorCode).toBe('VALIDATION_FAILED');
    expect((await withdraw('lobby')).statusCode).toBe(200);
    expect(body(await withdraw('lobby')).errorCode).toBe('OPERATION_NOT_ALLOWED');
    for (const token of [player, other])
      expect((await inbox(token)).items.some((m: { id: number }) => m.id === id)).toBe(false);
    const sent = body(await asOwner({ method: 'GET', url: `${API.messages}?brand=lobby&pageSize=1` })).value;
    expect(sent).toMatchObject({ pageSize: 1, items: [{ id, withdrawn: true, kind: 'BROADCAST' }] });
    expect(sent.total).toBeGreaterThanOrEqual(2);
    expect(
      await count(sql`select count(*)::int as n from audit_log where action like 'message.broadcast%'`),
    ).toBe(2);
  });

  it('answers NOT_FOUND for a personal message id given as a broadcast', async () => {
    const sent = body(await asOwner({ method: 'GET', url: `${API.messages}?brand=lobby` })).value;
    const personal = sent.items.find((m: { kind: string }) => m.kind !== 'BROADCAST');
    const res = await asOwner({
      method: 'POST',
      url: `${API.broadcastWithdraw.replace(':id', String(personal.id))}?brand=lobby`,
      payload: { reason: 'no' },
    });
    expect(body(res).errorCode).toBe('NOT_FOUND');
  });
});
