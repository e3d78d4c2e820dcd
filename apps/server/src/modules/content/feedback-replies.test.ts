import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_FEEDBACK_API as ADMIN, API, ENVELOPES_API, MESSAGES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { feedback } from './content.schema.ts';

/**
 * Feedback and the operator's reply through HTTP on a fresh database: a member's feedback keeps
 * the member; the back office lists it with filters and answers it once (parallel replies: one
 * wins, audited once); the reply lands in the member's inbox as FEEDBACK_REPLY and under the
 * member's own feedback; a visitor's feedback and bad input are refused with nothing written.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let remote = 10;
const kit = () => identityKit(t);
const count = async (q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

const send = (payload: object, token?: string) => {
  const opts: InjectOptions = {
    method: 'PUT',
    url: API.feedback,
    payload,
    remoteAddress: `10.9.0.${remote++}`,
  };
  return token ? kit().withToken(token, opts) : t.call(opts);
};
const reply = (id: number, text: string) =>
  asOwner({
    method: 'POST',
    url: `${ADMIN.feedbackReply.replace(':id', String(id))}?brand=lobby`,
    payload: { body: text },
  });
const list = async (q: string) =>
  body(await asOwner({ method: 'GET', url: `${ADMIN.feedback}?brand=lobby&${q}` })).value;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit().tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

describe('feedback replies', () => {
  it("keeps the member on a logged-in member's feedback and lists it with filters", async () => {
    const res = await send({ questionType: 'DEPOSIT', content: 'My deposit is late' }, player);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, body(res).value.id));
    expect(row!.memberId).not.toBeNull();
    const byType = await list('questionType=DEPOSIT&replied=no');
    expect(byType.items[0]).toMatchObject({ account: 'player1', content: 'My deposit is late', reply: null });
    expect((await list('questionType=GAME')).items.some((f: { id: number }) => f.id === row!.id)).toBe(false);
    expect((await list('account=PLAYER1')).total).toBeGreaterThan(0);
  });

  it("answers once, in the member's inbox and under their feedback, audited once", async () => {
    const id = body(await send({ questionType: 'BUG', content: 'The banner does not move' }, player)).value
      .id;
    const answers = await Promise.all([reply(id, ' Fixed, thank you. '), reply(id, 'Another answer')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const refused = answers.find((r) => r.statusCode !== 200)!;
    expect(body(refused).errorCode).toBe('OPERATION_NOT_ALLOWED');
    const inbox = body(
      await kit().withToken(player, { method: 'GET', url: `${MESSAGES_API.list}?pageSize=50` }),
    ).value;
    const replies = inbox.items.filter((m: { kind: string }) => m.kind === 'FEEDBACK_REPLY');
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ title: 'The banner does not move', read: false });
    const mine = body(await kit().withToken(player, { method: 'GET', url: ENVELOPES_API.myFeedback })).value;
    const answered = mine.items.find((f: { id: number }) => f.id === id);
    expect(answered.reply).toBe(replies[0].body);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'feedback.reply'`)).toBe(
      1,
    );
    expect((await list('replied=yes')).items.map((f: { id: number }) => f.id)).toContain(id);
  });

  it("refuses a reply to a visitor's feedback and writes nothing", async () => {
    const id = body(await send({ questionType: 'OTHER', content: 'Nice site' })).value.id;
    const before = await count(sql`select count(*)::int as n from messages`);
    const res = await reply(id, 'Thanks');
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(await count(sql`select count(*)::int as n from messages`)).toBe(before);
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row!.reply).toBeNull();
  });

  it.each([
    ['an empty reply', '   '],
    ['a reply over 2000 characters', 'x'.repeat(2001)],
  ])('refuses %s and writes nothing', async (_name, text) => {
    const id = body(await send({ questionType: 'ACCOUNT', content: 'Change my name' }, player)).value.id;
    const res = await reply(id, text);
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row!.reply).toBeNull();
  });

  it('answers NOT_FOUND for an unknown feedback', async () => {
    const res = await reply(999_999, 'Hello');
    expect(res.statusCode).toBe(404);
  });

  it('refuses the member list to a visitor', async () => {
    const res = await t.call({ method: 'GET', url: ENVELOPES_API.myFeedback });
    expect(res.statusCode).toBe(401);
  });
});
