import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySlotRound } from '@openlobby/house-games';
import { loadT } from '../shared/i18n.ts';
import {
  checkForm,
  hmacSigner,
  readVerifyQuery,
  roundBlocks,
  sha256Hex,
  toHex,
  verifyLink,
  verifyRound,
} from './compute.ts';

/** A fixed vector: the verifier's WebCrypto path must agree with node:crypto byte for byte. */
const serverSeed = '9f2c6f1e7d3b4a5c8e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f';
const clientSeed = 'lucky-player-7';

const nodeHmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

describe('hashes and HMAC blocks', () => {
  it('hashes the server seed text like node:crypto', async () => {
    expect(await sha256Hex(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('computes block 0 from `clientSeed:nonce` and block k from `clientSeed:nonce:k`', async () => {
    const sign = await hmacSigner(serverSeed);
    const blocks = await roundBlocks(sign, clientSeed, 42, 0, 3);
    expect(blocks.map(toHex)).toEqual([
      createHmac('sha256', serverSeed).update(`${clientSeed}:42`).digest('hex'),
      createHmac('sha256', serverSeed).update(`${clientSeed}:42:1`).digest('hex'),
      createHmac('sha256', serverSeed).update(`${clientSeed}:42:2`).digest('hex'),
    ]);
    // The key is the seed's text, never hex-decoded.
    expect(toHex(blocks[0]!)).not.toBe(
      createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`${clientSeed}:42`).digest('hex'),
    );
  });
});

describe('verifyRound', () => {
  it('plays the same round as the server does with node:crypto', async () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const out = await verifyRound({ serverSeed, clientSeed, nonce, betMinor: 100 });
      const server = verifySlotRound(nodeHmac, serverSeed, clientSeed, nonce, 100);
      expect(out.round).toEqual(server);
      expect(out.blocksHex[0]).toBe(
        createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex'),
      );
    }
  });

  it('computes more blocks when a round with free spins needs them', async () => {
    let nonce = 0;
    while (verifySlotRound(nodeHmac, serverSeed, clientSeed, nonce, 20).freeSpins.length === 0) nonce++;
    const server = verifySlotRound(nodeHmac, serverSeed, clientSeed, nonce, 20);
    const out = await verifyRound({ serverSeed, clientSeed, nonce, betMinor: 20 });
    expect(out.round).toEqual(server);
    expect(out.blocksHex.length).toBe(Math.ceil(server.floatsUsed / 8));
    expect(out.blocksHex.length).toBeGreaterThan(1);
  });
});

describe('the form and the link', () => {
  it('reads the bet in major units with the given decimals', () => {
    const base = { serverSeed: ' s ', clientSeed: 'c', nonce: '3', decimals: '' };
    expect(checkForm({ ...base, bet: '1.00' })).toEqual({
      ok: true,
      decimals: 2,
      input: { serverSeed: 's', clientSeed: 'c', nonce: 3, betMinor: 100 },
    });
    expect(checkForm({ ...base, bet: '1,000', decimals: '0' })).toMatchObject({
      ok: true,
      input: { betMinor: 1000 },
    });
    expect(checkForm({ ...base, bet: '0.2000', decimals: '2' })).toMatchObject({
      ok: true,
      input: { betMinor: 20 },
    });
    expect(checkForm({ ...base, bet: '0.123' })).toMatchObject({ ok: false });
    expect(checkForm({ ...base, bet: '0.10' })).toMatchObject({ ok: false });
    expect(checkForm({ ...base, bet: '0' })).toMatchObject({ ok: false });
    expect(checkForm({ ...base, bet: '1', nonce: '-1' })).toMatchObject({ ok: false });
    expect(checkForm({ ...base, bet: '1', serverSeed: '' })).toMatchObject({ ok: false });
  });

  it('says what is wrong in the page language', async () => {
    const base = { serverSeed: 's', clientSeed: 'c', nonce: '0', decimals: '2' };
    expect(checkForm({ ...base, bet: '0.10' })).toMatchObject({ error: expect.stringContaining('20 lines') });
    expect(checkForm({ ...base, bet: '0.10' }, await loadT('CN'))).toMatchObject({
      error: expect.stringContaining('20 条线'),
    });
    expect(checkForm({ ...base, bet: '1', serverSeed: '' }, await loadT('TH'))).toMatchObject({
      error: 'โปรดกรอกเมล็ดเซิร์ฟเวอร์ที่เปิดเผยแล้ว',
    });
  });

  it('round-trips the verify link through its query', () => {
    const link = verifyLink('/house/verify/', {
      serverSeed,
      clientSeed: 'a b&c',
      nonce: 7,
      bet: 0.4,
      decimals: 2,
      currency: 'THB',
      win: 1.2,
      lang: 'CN',
    });
    expect(new URLSearchParams(link.slice(link.indexOf('?'))).get('lang')).toBe('CN');
    expect(link.startsWith('/house/verify/?serverSeed=')).toBe(true);
    const q = readVerifyQuery(link.slice(link.indexOf('?')));
    expect(q).toMatchObject({
      serverSeed,
      clientSeed: 'a b&c',
      nonce: '7',
      bet: '0.4',
      decimals: '2',
      currency: 'THB',
      win: '1.2',
    });
  });
});
