import http from 'node:http';
import { sql } from 'drizzle-orm';
import { SEAMLESS_API, SEAMLESS_SIGNATURE_HEADER } from '@openlobby/contracts';
import { ZEnv } from '../../apps/server/src/config/env.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { secretBoxOf } from '../../apps/server/src/lib/secret-box.ts';
import { hashSecret, newToken } from '../../apps/server/src/lib/secrets.ts';
import { signRequest } from '../../apps/server/src/lib/signature.ts';
import { createSeamlessVendors } from '../../apps/server/src/modules/games/seamless-vendors.service.ts';
import { createGameSessions } from '../../apps/server/src/modules/house/game-sessions.ts';
import { insertSession } from '../../apps/server/src/modules/identity/identity.repo.ts';
import { createLedger } from '../../apps/server/src/modules/ledger/ledger.service.ts';

/** A bench member as a vendor's game knows it: its account name and the launch token it holds. */
export type TSeamlessMember = {
  id: number;
  account: string;
  /** The game session token of its real-money launch (a debit must carry it). */
  sessionToken: string;
  /** Its MAIN ledger account (for pgbench's ledger statement). */
  mainAccountId: number;
};

/** An external seamless vendor of the `lobby` brand, ready to be called. */
export type TSeamlessSetup = {
  brandId: number;
  currency: string;
  vendorCode: string;
  /** The brand's wallet key for this vendor, in plain (the database keeps it sealed). */
  key: string;
  gameCode: string;
  nodeId: number;
  /** The brand's GAME_REVENUE account (the other side of a stake). */
  revenueAccountId: number;
  members: TSeamlessMember[];
};

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Sets up, on an opened database (migrated, `seedDemo` done) and before any server reads it, the
 * `lobby` brand's external seamless vendor `vendorCode` with its key, one catalogue game, and
 * `members` members `<prefix>0..n-1` each with a MAIN account funded by a DEPOSIT entry, a login
 * session and a real-money game session of that game. Rows go through the services (no HTTP), so
 * it works on an embedded PGlite directory that the server will open afterwards. The server must
 * run with the same DATA_ENCRYPTION_KEY as this process (it inherits it from here).
 */
export async function setUpSeamlessVendor(
  db: Db,
  o: { members: number; vendorCode?: string; prefix?: string; fundMinor?: bigint; maxWinMultiple?: number },
): Promise<TSeamlessSetup> {
  const vendorCode = o.vendorCode ?? 'BENCHSW';
  const prefix = o.prefix ?? 'seamless';
  const fund = o.fundMinor ?? 1_000_000_000n;
  const [brand] = await rowsOf<{ id: number; currency: string }>(
    db,
    sql`select id, currency_code as currency from brands where code = 'lobby'`,
  );
  if (!brand) throw new Error('the lobby brand is missing: run seedDemo first');

  const secrets = secretBoxOf(
    ZEnv.pick({ DATA_ENCRYPTION_KEY: true, DATA_ENCRYPTION_KEYS_OLD: true }).parse(process.env),
  );
  const vendors = createSeamlessVendors({ db, secrets });
  await vendors.create(db, {
    code: vendorCode,
    name: `${vendorCode} Games`,
    category: 'RNG',
    accountTypeId: 990,
    integration: 'SEAMLESS',
  });
  const { key } = await vendors.offer(db, brand.id, vendorCode, { maxWinMultiple: o.maxWinMultiple ?? 1000 });

  // One game of the vendor in the catalogue, offered by the brand (catalogue tables, as the kit does).
  const gameCode = `${vendorCode.toLowerCase()}-slot`;
  const [game] = await rowsOf<{ id: number }>(
    db,
    sql`insert into games (vendor_id, game_code, names, game_type, maintenance, released_at, sort)
      select id, ${gameCode}, ${JSON.stringify({ EN: `${vendorCode} Slot` })}::jsonb, 'SC', false,
        now() - interval '400 days', 1000
      from vendors where code = ${vendorCode} returning id`,
  );
  await db.execute(
    sql`insert into brand_games (brand_id, game_id, sort, is_hot) values (${brand.id}, ${game!.id}, ${1000 + game!.id}, false)`,
  );

  const ledger = createLedger({ db });
  const sessions = createGameSessions({ db, now: () => new Date() });
  const revenueAccountId = await ledger.brandAccount(db, {
    brandId: brand.id,
    kind: 'GAME_REVENUE',
    currency: brand.currency,
  });
  const hash = await hashPassword('Bench12345');
  const members: TSeamlessMember[] = [];
  for (let i = 0; i < o.members; i++) {
    const account = `${prefix}${i}`;
    const [m] = await rowsOf<{ id: number }>(
      db,
      sql`insert into members (brand_id, account, nickname, type, password_hash, register_method)
        values (${brand.id}, ${account}, ${`Seamless ${i}`}, 0, ${hash}, 'SEED') returning id`,
    );
    const [main, transit] = await ledger.inTransaction(async (tx) => [
      await ledger.memberAccount(tx, {
        brandId: brand.id,
        memberId: m!.id,
        kind: 'MAIN',
        currency: brand.currency,
      }),
      await ledger.brandAccount(tx, { brandId: brand.id, kind: 'CASH_IN_TRANSIT', currency: brand.currency }),
    ]);
    await ledger.post({
      brandId: brand.id,
      kind: 'DEPOSIT',
      idempotencyKey: `bench-seamless-fund-${vendorCode}-${i}`,
      payload: {},
      memberId: m!.id,
      postings: [
        { accountId: main!, amountMinor: fund },
        { accountId: transit!, amountMinor: -fund },
      ],
    });
    // The login session the launch belongs to (a game session ends with it).
    const loginTokenHash = hashSecret(newToken());
    await insertSession(db, {
      brandId: brand.id,
      memberId: m!.id,
      tokenHash: loginTokenHash,
      method: 'PASSWORD',
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    });
    const [login] = await rowsOf<{ id: number }>(
      db,
      sql`select id from sessions where token_hash = ${loginTokenHash}`,
    );
    const { token } = await sessions.open({
      brandId: brand.id,
      memberId: m!.id,
      loginSessionId: login!.id,
      nodeId: game!.id,
      vendorCode,
      gameCode,
      language: 'EN',
      funBalanceMinor: null,
    });
    members.push({ id: m!.id, account, sessionToken: token, mainAccountId: main! });
  }
  return {
    brandId: brand.id,
    currency: brand.currency,
    vendorCode,
    key,
    gameCode,
    nodeId: game!.id,
    revenueAccountId,
    members,
  };
}

/** One answer of the seamless wallet: HTTP status, parsed envelope, and the round-trip time. */
export type TSeamlessAnswer = {
  status: number;
  body: { success?: boolean; value?: { balance: string; replayed: boolean }; errorCode?: string };
  ms: number;
};

/** What a round's call names; `amount` in minor units, `refTxId` only for a rollback. */
export type TSeamlessCallArgs = { txId: string; roundId: string; amount?: bigint | number; refTxId?: string };

/**
 * The vendor's side of the seamless wallet: signed calls over keep-alive connections through
 * node:http (no fetch/undici stream machinery: the load client shares the CPU with the server).
 * A connection failure answers status 0.
 */
export function seamlessClient(
  setup: Pick<TSeamlessSetup, 'vendorCode' | 'key' | 'gameCode' | 'currency'>,
  o: { maxSockets?: number } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.maxSockets ?? 64 });
  const paths = Object.fromEntries(
    (['balance', 'debit', 'credit', 'rollback'] as const).map((k) => [
      k,
      SEAMLESS_API[k].replace(':vendor', setup.vendorCode),
    ]),
  ) as Record<'balance' | 'debit' | 'credit' | 'rollback', string>;

  function send(base: string, path: string, payload: object): Promise<TSeamlessAnswer> {
    const raw = JSON.stringify(payload);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        `${base}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            [SEAMLESS_SIGNATURE_HEADER]: signRequest(
              setup.key,
              { method: 'POST', path, body: raw },
              new Date(),
            ),
          },
          timeout: 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            let body: TSeamlessAnswer['body'] = {};
            try {
              body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TSeamlessAnswer['body'];
            } catch {
              // not JSON: the status says enough
            }
            resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
          });
          res.on('error', () => resolve({ status: 0, body: {}, ms: performance.now() - started }));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0, body: {}, ms: performance.now() - started }));
      req.end(raw);
    });
  }

  const player = (m: TSeamlessMember) => ({ brand: 'lobby', player: m.account, currency: setup.currency });
  const round = (m: TSeamlessMember, a: TSeamlessCallArgs) => ({
    ...player(m),
    txId: a.txId,
    roundId: a.roundId,
    gameCode: setup.gameCode,
  });

  return {
    balance: (base: string, m: TSeamlessMember) => send(base, paths.balance, player(m)),
    debit: (base: string, m: TSeamlessMember, a: TSeamlessCallArgs) =>
      send(base, paths.debit, {
        ...round(m, a),
        amount: String(a.amount ?? 0),
        sessionToken: m.sessionToken,
      }),
    credit: (base: string, m: TSeamlessMember, a: TSeamlessCallArgs) =>
      send(base, paths.credit, { ...round(m, a), amount: String(a.amount ?? 0) }),
    rollback: (base: string, m: TSeamlessMember, a: TSeamlessCallArgs) =>
      send(base, paths.rollback, { ...round(m, a), refTxId: a.refTxId ?? '' }),
    /** Closes the idle keep-alive connections (the process can then exit). */
    close: () => agent.destroy(),
  };
}
export type SeamlessClient = ReturnType<typeof seamlessClient>;
