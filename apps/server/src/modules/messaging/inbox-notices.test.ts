import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES_API, WALLET_API, type TMessage } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createInboxEvents } from '../../lib/money-events.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { createInboxNotices } from './inbox-notices.ts';
import { createMessagingService } from './messaging.service.ts';

/**
 * The platform's inbox notices on a fresh database: money entries and contract offers become
 * personal messages in commit order, once, and the member's socket hears the unread count change.
 */
let t: TestApp;
let ledger: Ledger;
let address: string;
let token: string;
let brandId: number;
let currency: string;
let memberId: number;
let serial = 0;
const inboxEvents = createInboxEvents();
// what an operator's broadcast does: written, then announced to the brand's sockets
const messaging = () => createMessagingService({ db: t.db, onChange: (e) => inboxEvents.publish(e) });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
  identityKit(t).withToken(token, { method, url });
const inbox = async () =>
  body(await call('GET', `${MESSAGES_API.list}?page=1&pageSize=50`)).value as {
    items: TMessage[];
    total: number;
    unread: number;
  };
const count = async (q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

async function post(
  kind: 'DEPOSIT' | 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_PAYOUT' | 'BONUS',
  amountMinor: bigint,
) {
  const account = (k: 'MAIN' | 'HELD') =>
    ledger.memberAccount(ledger.db, { brandId, memberId, kind: k, currency });
  const brandSide = (k: 'CASH_IN_TRANSIT' | 'PAYOUTS' | 'BONUS') =>
    ledger.brandAccount(ledger.db, { brandId, kind: k, currency });
  const [from, to] = await {
    DEPOSIT: async () => [await brandSide('CASH_IN_TRANSIT'), await account('MAIN')],
    WITHDRAWAL_HOLD: async () => [await account('MAIN'), await account('HELD')],
    WITHDRAWAL_PAYOUT: async () => [await account('HELD'), await brandSide('PAYOUTS')],
    BONUS: async () => [await brandSide('BONUS'), await account('MAIN')],
  }[kind]();
  await ledger.post({
    brandId,
    kind,
    idempotencyKey: `inbox-test-${kind}-${serial++}`,
    payload: {},
    memberId,
    memo: kind === 'BONUS' ? { promotionId: 77 } : undefined,
    postings: [
      { accountId: from!, amountMinor: -amountMinor },
      { accountId: to!, amountMinor },
    ],
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { inboxEvents });
  ledger = createLedger({ db: t.db });
  address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const [b] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
  brandId = b!.id;
  currency = b!.currencyCode;
  const [m] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, 'player1')));
  memberId = m!.id;
  token = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

describe('inbox notices', () => {
  it('writes a message for a deposit credited, a withdrawal paid and a bonus issued, once', async () => {
    const before = (await inbox()).total;
    await post('DEPOSIT', 12_345n);
    await post('WITHDRAWAL_HOLD', 2_000n);
    await post('WITHDRAWAL_PAYOUT', 2_000n);
    await post('BONUS', 500n);
    const page = await inbox();
    expect(page.total).toBe(before + 3);
    const [bonus, paid, credited] = page.items;
    expect(credited).toMatchObject({
      kind: 'DEPOSIT_CREDITED',
      title: '',
      body: '',
      params: { amount: 123.45, currency },
      read: false,
    });
    expect(paid).toMatchObject({ kind: 'WITHDRAWAL_PAID', params: { amount: 20, currency } });
    expect(bonus).toMatchObject({ kind: 'BONUS_ISSUED', params: { amount: 5, currency, promotionId: 77 } });
    // a replay from the very start (a lost cursor) writes nothing again
    const messages = await count(sql`select count(*)::int as n from messages`);
    await t.db.execute(
      sql`update consumer_cursors set xid = '0'::xid8, row_id = 0 where name like 'inbox-notices-%'`,
    );
    await createInboxNotices({ db: t.db, messaging: messaging() }).catchUp();
    expect(await count(sql`select count(*)::int as n from messages`)).toBe(messages);
  });

  it('tells an agent of a contract offered', async () => {
    const [c] = (
      (await t.db
        .execute(sql`insert into agent_contracts (brand_id, agent_id, upline_id, kind, category, status,
          terms, offered_by, offered_at)
        values (${brandId}, ${memberId}, null, 'DAILY_WAGE', 'RNG', 'P', '{}', 'operator:1', now()) returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await t.db.execute(sql`insert into agent_contract_events (contract_id, action, actor, to_status, at)
      values (${c!.id}, 'OFFER', 'operator:1', 'P', now())`);
    const [offer] = (await inbox()).items;
    expect(offer).toMatchObject({
      kind: 'CONTRACT_OFFERED',
      params: { contractId: c!.id, contractKind: 'DAILY_WAGE', category: 'RNG' },
    });
  });
});

describe(`the unread count on ${WALLET_API.events}`, () => {
  it('is pushed at once, and again when a message arrives, is read or deleted, or a broadcast goes out', async () => {
    const socket = new WebSocket(`${address}${WALLET_API.events}`);
    const counts: number[] = [];
    socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data)) as { type: string; count?: number };
      if (m.type === 'unread') counts.push(m.count!);
    });
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    const next = async (n: number) => {
      for (let i = 0; i < 100 && counts.length < n; i++) await new Promise((r) => setTimeout(r, 20));
      expect(counts.length).toBe(n);
      return counts[n - 1]!;
    };
    socket.send(JSON.stringify({ token }));
    const start = await next(1);
    expect(start).toBe((await inbox()).unread);
    // a deposit credited: the inbox's catch-up (here the unread call's) writes the message and tells the socket
    await post('DEPOSIT', 1_000n);
    expect(body(await call('GET', MESSAGES_API.unreadCount)).value.count).toBe(start + 1);
    expect(await next(2)).toBe(start + 1);
    const [newest] = (await inbox()).items;
    await call('POST', MESSAGES_API.read.replace(':id', String(newest!.id)));
    expect(await next(3)).toBe(start);
    const svc = messaging();
    svc.announce(
      await svc.write(t.db, [
        { brandId, memberId: null, kind: 'BROADCAST', title: 'Hi', body: 'All', sourceKey: `b:${serial++}` },
      ]),
    );
    expect(await next(4)).toBe(start + 1);
    const [broadcast] = (await inbox()).items;
    await call('DELETE', MESSAGES_API.one.replace(':id', String(broadcast!.id)));
    expect(await next(5)).toBe(start);
    socket.close();
  });
});
