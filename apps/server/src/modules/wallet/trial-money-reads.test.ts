import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_API, HOUSE_API, WALLET_API, WITHDRAW_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';

/**
 * Trial (free-play) accounts have no money to see (spec §6: blocked from the member and agent
 * centres; balance, consolidated data and the member centre belong to members): every member money
 * read refuses them with REAL_ACCOUNT_REQUIRED, while a real member reads each one, and the trial
 * account's free play of the house slot (a game session, not these calls) still works.
 */

let t: TestApp;
let trial: string;
let member: string;
let entryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const free = await t.call({ method: 'POST', url: AUTH_API.freePlay, remoteAddress: '10.70.0.1' });
  expect(body(free).value.session).toMatchObject({ isTrial: true });
  trial = body(free).value.token;
  member = await identityKit(t).tokenOf('player1', 'Player123');
  // One entry of the member's, for the transaction-detail read.
  const ledger = createLedger({ db: t.db });
  const rows = (await t.db.execute(
    sql`select m.id, m.brand_id from members m join brands b on b.id = m.brand_id
        where b.code = 'lobby' and m.account = 'player1'`,
  )) as unknown as { rows: { id: number; brand_id: number }[] };
  const { id: memberId, brand_id: brandId } = rows.rows[0]!;
  const main = await ledger.memberAccount(ledger.db, { brandId, memberId, kind: 'MAIN', currency: 'CNY' });
  const transit = await ledger.brandAccount(ledger.db, { brandId, kind: 'CASH_IN_TRANSIT', currency: 'CNY' });
  entryId = (
    await ledger.post({
      brandId,
      kind: 'DEPOSIT',
      idempotencyKey: 'trial-reads-fund',
      payload: {},
      memberId,
      postings: [
        { accountId: main, amountMinor: 10_000n },
        { accountId: transit, amountMinor: -10_000n },
      ],
    })
  ).entryId;
});
afterAll(async () => t.close());

const today = () => dayIn('Asia/Shanghai', new Date());
const range = () => `from=${today()}&to=${today()}`;
/** Every read of a member's money: wallets, funds, deposits, withdrawals, histories, bets. */
const reads = () => [
  WALLET_API.balance,
  WALLET_API.merchantWallet,
  WALLET_API.consolidatedFunds,
  `${WALLET_API.deposits}?${range()}`,
  WITHDRAW_API.info,
  `${WITHDRAW_API.withdrawals}?${range()}`,
  `${WALLET_API.transactions}?${range()}`,
  `${WALLET_API.transactionDetail}?id=${entryId}`,
  `${WALLET_API.profitLoss}?${range()}`,
  `${WALLET_API.bettingRecords}?${range()}`,
  `${WALLET_API.bonusDetails}?${range()}`,
];
const read = (token: string, url: string) =>
  t.call({ method: 'GET', url, headers: { authorization: token } });

describe('member money reads', () => {
  it('refuse a trial account with REAL_ACCOUNT_REQUIRED', async () => {
    for (const url of [...reads(), '/wps/payments/withdrawals/1/proofs/1']) {
      const res = await read(trial, url);
      expect([res.statusCode, body(res).errorCode], url).toEqual([403, 'REAL_ACCOUNT_REQUIRED']);
    }
  });

  it('answer a real member', async () => {
    for (const url of reads()) {
      const res = await read(member, url);
      expect([res.statusCode, body(res).success], url).toEqual([200, true]);
    }
    expect(body(await read(member, WALLET_API.balance)).value).toMatchObject({ mainBalance: 100 });
  });

  it('leave a trial account its free play of the house slot', async () => {
    const kit = await houseKit(t);
    const page = await kit.launch(trial, 0);
    const state = await t.call({ method: 'GET', url: HOUSE_API.slotState, headers: { authorization: page } });
    expect(body(state).value).toMatchObject({ freePlay: true });
  });
});
