import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { playKenoRound } from '@openlobby/house-games/keno';
import { createT } from '../shared/i18n.ts';
import { checkGameRoundSeeds, readGameRoundQuery, recordedWinMatches } from './game-round-compute.ts';
import { parseKenoPicks, verifyKenoRound } from './keno-compute.ts';

const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const t = createT('EN');
const serverSeed = '3c1f0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e';

/** A ticket played as the server plays it: the round's sync node:crypto stream through the engine. */
const serverRound = (clientSeed: string, nonce: number, picks: number[], stakeMinor: number) =>
  playKenoRound(hmacFloatStream(hmac, serverSeed, clientSeed, nonce), { picks, stakeMinor });

describe('the keno verifier', () => {
  it('reads a History link’s round and draws the same 20 numbers and win as the server', async () => {
    const search = `?game=keno&serverSeed=${serverSeed}&clientSeed=abc123&nonce=7&picks=3-17-42-55-80&bet=1&decimals=2&win=0`;
    const query = readGameRoundQuery(search);
    const check = checkGameRoundSeeds(query, t);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.seeds).toEqual({ serverSeed, clientSeed: 'abc123', nonce: 7, stakeMinor: 100, decimals: 2 });
    const picks = parseKenoPicks(query.picks)!;
    const out = await verifyKenoRound(check.seeds, picks);
    const server = serverRound('abc123', 7, picks, 100);
    expect(out.drawn).toEqual(server.drawn);
    expect(out.hits).toEqual(server.hits);
    expect(out.winMinor).toBe(server.winMinor);
    expect(out.multiplier).toBe(server.multiplierMilli / 1000);
    expect(out.blocksHex).toHaveLength(3);
  });

  it('finds a winning ticket’s win to match and a tampered win not to', async () => {
    // the ten numbers of the draw itself: ten hits, the top prize
    const drawn = serverRound('win-seed', 0, [1], 50).drawn;
    const picks = drawn.slice(0, 10);
    const seeds = { serverSeed, clientSeed: 'win-seed', nonce: 0, stakeMinor: 50, decimals: 2 };
    const out = await verifyKenoRound(seeds, picks);
    expect(out.hits).toEqual(picks);
    expect(out.multiplier).toBe(10_000);
    expect(out.winMinor).toBe(500_000);
    expect(recordedWinMatches('5000', out.winMinor, 2)).toEqual({ matches: true, recordedMinor: 500_000 });
    expect(recordedWinMatches('5000.01', out.winMinor, 2)?.matches).toBe(false);
    expect(recordedWinMatches('', out.winMinor, 2)).toBeNull();
  });

  it('refuses picks that are not 1–10 distinct numbers of 1–80', () => {
    expect(parseKenoPicks('3-17-42')).toEqual([3, 17, 42]);
    expect(parseKenoPicks('3, 17 42')).toEqual([3, 17, 42]);
    expect(parseKenoPicks('')).toBeNull();
    expect(parseKenoPicks('3-3')).toBeNull();
    expect(parseKenoPicks('0-81')).toBeNull();
    expect(parseKenoPicks('1-2-3-4-5-6-7-8-9-10-11')).toBeNull();
  });

  it('asks for a stake with at most the currency’s decimals', () => {
    const values = { serverSeed, clientSeed: 'c', nonce: '0', decimals: '2' };
    expect(checkGameRoundSeeds({ ...values, bet: '0.005' }, t)).toEqual({
      ok: false,
      error: t('verify.gameCheckStake', { decimals: 2 }),
    });
    expect(checkGameRoundSeeds({ ...values, bet: '0' }, t).ok).toBe(false);
    expect(checkGameRoundSeeds({ ...values, nonce: 'x', bet: '1' }, t)).toEqual({
      ok: false,
      error: t('check.nonce'),
    });
  });
});
