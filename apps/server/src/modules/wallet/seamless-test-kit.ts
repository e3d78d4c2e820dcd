import { generate } from 'otplib';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_API, SEAMLESS_API, SEAMLESS_SIGNATURE_HEADER } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, type TestApp } from '../../../test/test-app.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { signRequest } from '../../lib/signature.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { catalogueKit } from '../games/catalogue-test-kit.ts';
import { createSeamlessVendors } from '../games/seamless-vendors.service.ts';
import { createGameSessions } from '../house/game-sessions.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { seamlessTransactions } from './game-wallet.schema.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

/** The demo accounts' passwords (seed/), for launches from a fresh login. */
const DEMO_PASSWORDS: Record<string, string> = { player1: 'Player123', agent1: 'Agent123' };

/**
 * External seamless vendors for tests of the seamless wallet: a vendor row (seamless wallet, its
 * own integration) offered by brands (the lobby brand unless told) each with its own generated
 * key, with one game, game sessions it launched for a player, and its signed calls. `now` is the
 * test app's clock.
 */
export async function seamlessKit(t: TestApp, now: () => Date = () => new Date()) {
  const house = await houseKit(t);
  const catalogue = catalogueKit(t);
  const vendorsService = createSeamlessVendors({ db: t.db, now, secrets: testSecretBox() });
  const sessions = createGameSessions({ db: t.db, now });
  let nextAccountType = 900;

  /**
   * A new external seamless vendor with one game on `brands` (lobby first unless told): `key` is
   * the first brand's key as answered once, `keys` every brand's by its code.
   */
  async function addVendor(code: string, rules: { maxWinMultiple?: number } = {}, brands = ['lobby']) {
    await vendorsService.create(t.db, {
      code,
      name: `${code} Games`,
      category: 'RNG',
      accountTypeId: nextAccountType++,
      integration: 'SEAMLESS',
    });
    const keys: Record<string, string> = {};
    for (const brand of brands)
      keys[brand] = (await vendorsService.offer(t.db, await catalogue.brandId(brand), code, rules)).key;
    const gameCode = `${code.toLowerCase()}-slot`;
    const nodeId = await catalogue.addGame({
      vendorCode: code,
      gameCode,
      names: { EN: `${code} Slot` },
      brands,
    });
    return { code, key: keys[brands[0]!]!, keys, gameCode, nodeId };
  }
  type TVendor = Awaited<ReturnType<typeof addVendor>>;

  /**
   * A real-money game session the vendor opened for a lobby player: the token its game holds. It is
   * launched from `login` (a login token of `account`), or from a fresh login of the demo account.
   */
  async function launch(vendor: TVendor, account = 'player1', login?: string) {
    const loginToken = login ?? (await house.kit.tokenOf(account, DEMO_PASSWORDS[account]!));
    const found = (await t.db.execute(
      sql`select id from sessions where token_hash = ${hashSecret(loginToken)}`,
    )) as unknown as { rows: { id: number }[] };
    const loginSession = found.rows[0];
    const { token } = await sessions.open({
      brandId: house.brandId,
      memberId: await house.memberId(account),
      loginSessionId: loginSession!.id,
      nodeId: vendor.nodeId,
      vendorCode: vendor.code,
      gameCode: vendor.gameCode,
      language: 'EN',
      funBalanceMinor: null,
    });
    return token;
  }

  /** A signed call to the seamless wallet at `vendorCode`'s address; defaults fill the player and game. */
  async function call(
    kind: keyof typeof SEAMLESS_API,
    s: { vendorCode: string; key: string; gameCode?: string; at?: Date },
    payload: object,
  ) {
    const raw = JSON.stringify({
      brand: 'lobby',
      player: 'player1',
      currency: 'CNY',
      ...(s.gameCode !== undefined && { gameCode: s.gameCode }),
      ...payload,
    });
    const url = SEAMLESS_API[kind].replace(':vendor', s.vendorCode);
    const res = await t.call({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signRequest(
          s.key,
          { method: 'POST', path: url, body: raw },
          s.at ?? now(),
        ),
      },
      payload: raw,
    });
    return { status: res.statusCode, ...body(res) };
  }

  /** A member's main balance straight from the ledger (no vendor call needed). */
  async function balanceOf(account = 'player1') {
    const main = await house.ledger.memberAccount(house.ledger.db, {
      brandId: house.brandId,
      memberId: await house.memberId(account),
      kind: 'MAIN',
      currency: 'CNY',
    });
    return house.ledger.balanceOf(main);
  }

  /** Whether the wallet recorded a vendor transaction id (a refused call must not have). */
  async function isRecorded(vendorCode: string, txId: string) {
    const rows = await t.db
      .select({ id: seamlessTransactions.id })
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.vendorCode, vendorCode), eq(seamlessTransactions.txId, txId)));
    return rows.length > 0;
  }

  /** The member's round totals as booked: stakes not rolled back and credits. */
  async function roundTotals(vendorCode: string, roundId: string) {
    const result = (await t.db.execute(sql`
      select
        coalesce(sum(amount_minor) filter (where kind = 'DEBIT' and not exists (
          select 1 from seamless_transactions r where r.vendor_code = s.vendor_code
            and r.ref_tx_id = s.tx_id and r.kind = 'ROLLBACK')), 0)::text as stake,
        coalesce(sum(amount_minor) filter (where kind = 'CREDIT'), 0)::text as credited
      from seamless_transactions s where vendor_code = ${vendorCode} and round_id = ${roundId}`)) as unknown as {
      rows: { stake: string; credited: string }[];
    };
    const row = result.rows[0]!;
    return { stakeMinor: BigInt(row.stake), creditedMinor: BigInt(row.credited) };
  }

  return { house, addVendor, launch, call, balanceOf, isRecorded, roundTotals };
}

/**
 * The demo owner's back-office token. The test app's clock must be `clock()`; each authenticator
 * code is accepted once, so `advance` moves that clock past the last one used.
 */
export async function ownerToken(t: TestApp, clock: { now: () => number; advance: (ms: number) => void }) {
  clock.advance(30_000);
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username: 'owner',
      password: 'Owner12345',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock.now() / 1000) }),
    },
  });
  const b = body(res);
  if (!b.success) throw new Error(`owner login failed: ${res.body}`);
  const token = b.value.token as string;
  return (opts: InjectOptions) =>
    t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
}
