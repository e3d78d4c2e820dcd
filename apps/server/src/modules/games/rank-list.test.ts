import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { catalogueKit, SIAM } from './catalogue-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let round = 0;

const DAY_MS = 86_400_000;

/**
 * A bet and its win as the wallet code posts them: ledger entries on the member's main wallet and
 * the brand's game revenue, the WIN carrying the memo convention { vendorCode, gameCode, nodeId, roundId }.
 */
async function play(p: {
  brand: string;
  currency: string;
  account: string;
  gameCode: string;
  vendorCode: string;
  betMinor: bigint;
  winMinor: bigint;
  daysAgo?: number;
}) {
  const at = new Date(Date.now() - (p.daysAgo ?? 0) * DAY_MS);
  const ledger = createLedger({ db: t.db, now: () => at });
  const brandId = await kit.brandId(p.brand);
  const memberId = await kit.memberId(p.brand, p.account);
  const nodeId = await kit.nodeIdOf(p.gameCode);
  const [main, revenue] = await ledger.inTransaction(async (tx) => [
    await ledger.memberAccount(tx, { brandId, memberId, kind: 'MAIN', currency: p.currency }),
    await ledger.brandAccount(tx, { brandId, kind: 'GAME_REVENUE', currency: p.currency }),
  ]);
  const roundId = `round-${round++}`;
  const memo = { vendorCode: p.vendorCode, gameCode: p.gameCode, nodeId, roundId };
  const post = (kind: 'BET' | 'WIN', amountMinor: bigint) =>
    ledger.post({
      brandId,
      kind,
      idempotencyKey: `${p.vendorCode}:${kind}:${roundId}`,
      payload: { amountMinor: amountMinor.toString() },
      memberId,
      reference: `${p.vendorCode}:${roundId}`,
      memo,
      postings: [
        { accountId: main, amountMinor },
        { accountId: revenue, amountMinor: -amountMinor },
      ],
    });
  // The stake first comes in as a deposit would, so the member can afford it.
  const transit = await ledger.brandAccount(ledger.db, {
    brandId,
    kind: 'CASH_IN_TRANSIT',
    currency: p.currency,
  });
  await ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: `deposit:${roundId}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor: p.betMinor },
      { accountId: transit, amountMinor: -p.betMinor },
    ],
  });
  await post('BET', -p.betMinor);
  await post('WIN', p.winMinor);
}

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  const lobby = { brand: 'lobby', currency: 'CNY' };
  await play({
    ...lobby,
    account: 'player1',
    vendorCode: 'ROYAL',
    gameCode: 'royal-baccarat',
    betMinor: 10_000n,
    winMinor: 123_456n,
  });
  await play({
    ...lobby,
    account: 'agent1',
    vendorCode: 'OLH',
    gameCode: 'gem-rush-20',
    betMinor: 100n,
    winMinor: 5_000n,
  });
  await play({
    ...lobby,
    account: 'player1',
    vendorCode: 'NOVA',
    gameCode: 'nova-neon-nights',
    betMinor: 1_000n,
    winMinor: 30_000n,
    daysAgo: 6,
  });
  // Outside the 7-day window, however big.
  await play({
    ...lobby,
    account: 'agent1',
    vendorCode: 'NOVA',
    gameCode: 'nova-golden-temple',
    betMinor: 1_000n,
    winMinor: 9_999_900n,
    daysAgo: 8,
  });
  // Another brand's win never shows here.
  await play({
    brand: 'siam',
    currency: 'THB',
    account: 'player1',
    vendorCode: 'OCEAN',
    gameCode: 'ocean-king-3',
    betMinor: 500n,
    winMinor: 77_700n,
  });
});
afterAll(async () => t.close());

const board = (payload: object, headers: object = {}) => kit.value(GAMES_API.rankList, payload, { headers });
const rows = (value: { list: { vo: Record<string, unknown> }[] }) =>
  value.list.map(({ vo }) => [vo.account, vo.gameName, vo.vassalage, vo.winAmount]);

describe('POST /wps/relay/GCSGAME_getRankList', () => {
  it('ranks the brand’s real wins of the last 7 days, biggest first, with masked accounts and major units', async () => {
    const value = await board({ gameCategory: 'ALL', language: 'EN', limitNum: 20 });
    expect(rows(value)).toEqual([
      ['pl***1', 'Royal Baccarat', 'ROYAL', 1234.56],
      ['pl***1', 'Neon Nights', 'NOVA', 300],
      ['ag***1', 'Gem Rush 20', 'OLH', 50],
    ]);
    const [first] = value.list;
    expect(first.vo).toMatchObject({ currency: 'CNY', nodeId: await kit.nodeIdOf('royal-baccarat') });
    expect(Date.parse(first.vo.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps to the category asked for', async () => {
    expect(rows(await board({ gameCategory: 'RNG' }))).toEqual([
      ['pl***1', 'Neon Nights', 'NOVA', 300],
      ['ag***1', 'Gem Rush 20', 'OLH', 50],
    ]);
    expect(rows(await board({ gameCategory: 'LIVE' }))).toEqual([
      ['pl***1', 'Royal Baccarat', 'ROYAL', 1234.56],
    ]);
    expect((await board({ gameCategory: 'FISH' })).list).toEqual([]);
  });

  it('cuts the board to limitNum and names games in the request’s language', async () => {
    expect(rows(await board({ limitNum: 1 }, { language: 'CN' }))).toEqual([
      ['pl***1', '皇家百家乐', 'ROYAL', 1234.56],
    ]);
  });

  it('shows each brand its own winners in its own currency', async () => {
    const siam = await board({}, SIAM);
    expect(rows(siam)).toEqual([['pl***1', 'Ocean King 3', 'OCEAN', 777]]);
    expect(siam.list[0].vo.currency).toBe('THB');
  });

  it('refuses a bad request with VALIDATION_FAILED', async () => {
    for (const payload of [
      { limitNum: 0 },
      { limitNum: 51 },
      { gameCategory: 'COCKFIGHT' },
      { limitNum: 'ten' },
    ]) {
      const res = await kit.call(GAMES_API.rankList, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
  });
});
