import { sql } from 'drizzle-orm';
import { GAMES_API } from '@openlobby/contracts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';

/** The demo brand's house slot and a funded player, for tests of the house and the seamless wallet. */
export async function houseKit(t: TestApp) {
  const kit = identityKit(t);
  const ledger = createLedger({ db: t.db });
  const rows = <T>(q: ReturnType<typeof sql>) =>
    t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);
  const [slot] = await rows<{ node_id: number; game_code: string; vendor: string }>(sql`
    select g.id as node_id, g.game_code, v.code as vendor from games g join vendors v on v.id = g.vendor_id
    where v.integration = 'HOUSE' order by g.id limit 1`);
  const [brand] = await rows<{ id: number }>(sql`select id from brands where code = 'lobby'`);

  async function memberId(account: string) {
    const [m] = await rows<{ id: number }>(
      sql`select id from members where brand_id = ${brand!.id} and account = ${account}`,
    );
    return m!.id;
  }

  /** Puts money into a member's main wallet the way an approved deposit does. */
  const fund = async (account: string, amountMinor: bigint) =>
    fundMember(ledger, brand!.id, await memberId(account), amountMinor);

  /** Launches the slot as the site does and answers the game page's token. */
  async function launch(token: string | null, accountType: 0 | 1 = 1) {
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: token ? { authorization: token } : {},
      payload: { nodeId: slot!.node_id, accountType },
    });
    const b = body(res);
    if (!b.success) throw new Error(`launch failed: ${res.body}`);
    const hash = new URL(b.value.game_url, 'http://localhost').hash.slice(1);
    return new URLSearchParams(hash).get('token')!;
  }

  return {
    kit,
    ledger,
    slot: { nodeId: slot!.node_id, gameCode: slot!.game_code, vendor: slot!.vendor },
    brandId: brand!.id,
    memberId,
    fund,
    launch,
  };
}

let serial = 0;

/** Puts money into a member's main wallet the way an approved deposit does (CNY, the demo brand's). */
export async function fundMember(ledger: Ledger, brandId: number, memberId: number, amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, { brandId, memberId, kind: 'MAIN', currency: 'CNY' });
  const transit = await ledger.brandAccount(ledger.db, { brandId, kind: 'CASH_IN_TRANSIT', currency: 'CNY' });
  await ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: `house-test-fund-${memberId}-${serial++}-${Date.now()}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor },
      { accountId: transit, amountMinor: -amountMinor },
    ],
  });
}
