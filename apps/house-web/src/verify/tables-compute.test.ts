import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TTableResult } from '@openlobby/contracts';
import { BACCARAT_SHOE_BLOCKS, verifyBaccaratShoe } from '@openlobby/house-games/baccarat';
import { colourOf, verifyRouletteSpin } from '@openlobby/house-games/roulette';
import { loadT } from '../shared/i18n.ts';
import { fetchTableRoundProof } from './table-proof.ts';
import {
  NoSuchHand,
  checkTableForm,
  isTableMode,
  readTableQuery,
  readTableRoundId,
  tableResultDifferences,
  verifyTableRound,
} from './tables-compute.ts';

/** Fixed seeds, as a live table's epoch has them: the browser path must deal what node:crypto deals. */
const serverSeed = '3b7e1c9a5f2d4e6b8a0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f708';
const clientSeed = 'BAC-01:7';

const nodeHmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('verifyTableRound: roulette', () => {
  it('spins the number the server spins with node:crypto', async () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      const number = verifyRouletteSpin(nodeHmac, serverSeed, 'ROU-01:3', nonce);
      const out = await verifyTableRound({
        game: 'ROULETTE',
        serverSeed,
        clientSeed: 'ROU-01:3',
        nonce,
        handIndex: 0,
      });
      expect(out.result).toEqual({ game: 'ROULETTE', number, colour: colourOf(number) });
      expect(out.blocksHex).toEqual([
        createHmac('sha256', serverSeed).update(`ROU-01:3:${nonce}`).digest('hex'),
      ]);
      expect(out.serverSeedHash).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    }
  });
});

describe('verifyTableRound: baccarat', () => {
  const { hands } = verifyBaccaratShoe(nodeHmac, serverSeed, clientSeed, 0);

  it('deals every hand of the shoe as the server does', async () => {
    expect(hands.length).toBeGreaterThan(50);
    for (const handIndex of [0, 1, 2, 17, hands.length - 1]) {
      const server = hands[handIndex]!;
      const out = await verifyTableRound(
        { game: 'BACCARAT', serverSeed, clientSeed, nonce: 0, handIndex },
        7,
      );
      expect(out.result).toEqual({
        game: 'BACCARAT',
        player: server.player,
        banker: server.banker,
        playerTotal: server.playerTotal,
        bankerTotal: server.bankerTotal,
        winner: server.winner,
        playerPair: server.playerPair,
        bankerPair: server.bankerPair,
        shoe: 7,
        hand: handIndex + 1,
      });
      expect(out.blocksHex.length).toBe(BACCARAT_SHOE_BLOCKS);
      expect(out.shoe?.hands).toBe(hands.length);
      expect(out.shoe!.to - out.shoe!.from + 1).toBe(server.player.length + server.banker.length);
    }
  });

  it('says when the shoe ends before the asked hand', async () => {
    const input = { game: 'BACCARAT' as const, serverSeed, clientSeed, nonce: 0, handIndex: hands.length };
    await expect(verifyTableRound(input)).rejects.toBeInstanceOf(NoSuchHand);
  });
});

describe('tableResultDifferences', () => {
  it('finds nothing when the recorded result is the computed one', async () => {
    const out = await verifyTableRound(
      { game: 'BACCARAT', serverSeed, clientSeed, nonce: 0, handIndex: 3 },
      2,
    );
    expect(tableResultDifferences(out.result, structuredClone(out.result))).toEqual([]);
  });

  it('reports a tampered baccarat result as a mismatch', async () => {
    const out = await verifyTableRound({ game: 'BACCARAT', serverSeed, clientSeed, nonce: 0, handIndex: 3 });
    if (out.result.game !== 'BACCARAT') throw new Error('baccarat expected');
    const card = out.result.player[0]!;
    const swapped: TTableResult = {
      ...out.result,
      player: [{ ...card, rank: card.rank === 13 ? 12 : card.rank + 1 }, ...out.result.player.slice(1)],
    };
    expect(tableResultDifferences(out.result, swapped)).toEqual(['player']);
    const otherWinner = out.result.winner === 'PLAYER' ? 'BANKER' : 'PLAYER';
    expect(tableResultDifferences(out.result, { ...out.result, winner: otherWinner })).toEqual(['winner']);
    expect(tableResultDifferences(out.result, { ...out.result, hand: 5 })).toEqual(['hand']);
  });

  it('reports a tampered roulette number as a mismatch', async () => {
    const out = await verifyTableRound({ game: 'ROULETTE', serverSeed, clientSeed, nonce: 9, handIndex: 0 });
    if (out.result.game !== 'ROULETTE') throw new Error('roulette expected');
    const number = (out.result.number + 1) % 37;
    expect(tableResultDifferences(out.result, { ...out.result, number })).toEqual(['number']);
    expect(
      tableResultDifferences(out.result, { game: 'ROULETTE', number, colour: colourOf(number) }),
    ).toContain('number');
    expect(tableResultDifferences(out.result, { ...out.result, colour: 'GREEN' })).toContain('colour');
  });
});

describe('the table form and address', () => {
  it('reads the round id and the mode', () => {
    const id = '0b3f5a52-1c9e-4a7b-9d2e-5f6a7b8c9d0e';
    expect(readTableRoundId(`?tableRound=${id.toUpperCase()}`)).toBe(id);
    expect(readTableRoundId('?tableRound=../../etc')).toBe('');
    expect(isTableMode(`?tableRound=${id}`)).toBe(true);
    expect(isTableMode('?mode=table')).toBe(true);
    expect(isTableMode('?serverSeed=x')).toBe(false);
    expect(readTableQuery('?game=roulette&nonce=4')).toMatchObject({ game: 'ROULETTE', nonce: '4' });
    expect(readTableQuery('?game=x')).toMatchObject({ game: 'BACCARAT', hand: '' });
  });

  it('checks the form', async () => {
    const base = { game: 'BACCARAT', serverSeed: ' s ', clientSeed: 'c', nonce: '', hand: '4' };
    expect(checkTableForm(base)).toEqual({
      ok: true,
      input: { game: 'BACCARAT', serverSeed: 's', clientSeed: 'c', nonce: 0, handIndex: 4 },
    });
    expect(checkTableForm({ ...base, game: 'ROULETTE', nonce: '12', hand: 'x' })).toMatchObject({
      ok: true,
      input: { game: 'ROULETTE', nonce: 12, handIndex: 0 },
    });
    expect(checkTableForm({ ...base, hand: '-1' })).toMatchObject({ ok: false });
    expect(checkTableForm({ ...base, nonce: '1.5' })).toMatchObject({ ok: false });
    expect(checkTableForm({ ...base, serverSeed: '' }, await loadT('TH'))).toMatchObject({
      error: 'โปรดกรอกเมล็ดเซิร์ฟเวอร์ที่เปิดเผยแล้ว',
    });
  });

  it('loads the public proof of a round', async () => {
    const proof = {
      roundId: '0b3f5a52-1c9e-4a7b-9d2e-5f6a7b8c9d0e',
      game: 'ROULETTE',
      number: 12,
      serverSeedHash: 'ab',
      clientSeed: 'ROU-01:3',
      nonce: 11,
      handIndex: null,
      serverSeed: null,
      result: null,
    };
    const calls: string[] = [];
    const got = await fetchTableRoundProof(proof.roundId, async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ success: true, value: proof }));
    });
    expect(got).toEqual(proof);
    expect(calls).toEqual([`/house/api/table-rounds/${proof.roundId}`]);
  });
});
