import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TDrawResult } from '@openlobby/contracts';
import { drawElott, drawSource, drawVnResult } from '@openlobby/house-games';
import { computeDraw, drawMessage, sameResult, sha256Hex, verifyDraw } from './verify.ts';

/** The server's way (node:crypto, synchronous), to check the browser's (WebCrypto) against. */
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();
const seed = 'a3f1c9e07b2d4a6f8e1c3b5d7f9a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d0f2a';
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

const vnDraw = (result: TDrawResult | null, overrides: object = {}) => ({
  gameCode: 'VN-MB',
  drawKey: '2026-12-03',
  seed,
  seedHash: hashOf(seed),
  result,
  resultSource: 'DRAWN' as const,
  status: 'SETTLED' as const,
  ...overrides,
});
const serverSheet = (): TDrawResult => ({
  kind: 'VN',
  ...drawVnResult(drawSource(hmac, seed, drawMessage('VN-MB', '2026-12-03')), 'NORTH'),
});

describe('computeDraw', () => {
  it('recomputes with WebCrypto the very sheet the server draws with node:crypto', async () => {
    expect(await computeDraw(seed, 'VN-MB', '2026-12-03', 'NORTH')).toEqual(serverSheet());
  });

  it('recomputes an e-lottery draw’s five balls', async () => {
    const balls = drawElott(drawSource(hmac, seed, 'EL-1M:20261203-0495'));
    expect(await computeDraw(seed, 'EL-1M', '20261203-0495', null)).toEqual({ kind: 'ELOTT', balls });
  });

  it('gives another sheet for another draw key of the same seed', async () => {
    const other = await computeDraw(seed, 'VN-MB', '2026-12-04', 'NORTH');
    expect(sameResult(other, serverSheet())).toBe(false);
  });
});

describe('verifyDraw', () => {
  it('matches a drawn sheet whose seed has the published hash', async () => {
    const verdict = await verifyDraw(vnDraw(serverSheet()), 'VN');
    expect(verdict.kind).toBe('match');
  });

  it('finds a mismatch when one number of the published sheet was changed', async () => {
    const sheet = serverSheet() as Extract<TDrawResult, { kind: 'VN' }>;
    const db = sheet.prizes[0]!.numbers[0]!;
    const tampered = {
      ...sheet,
      prizes: [
        { code: 'DB', numbers: [db.slice(0, -1) + String((Number(db.at(-1)) + 1) % 10)] },
        ...sheet.prizes.slice(1),
      ],
    };
    const verdict = await verifyDraw(vnDraw(tampered), 'VN');
    expect(verdict.kind).toBe('mismatch');
    if (verdict.kind === 'mismatch') expect(verdict.computed).toEqual(serverSheet());
  });

  it('refuses a seed whose hash is not the one published', async () => {
    const verdict = await verifyDraw(vnDraw(serverSheet(), { seedHash: hashOf('another seed') }), 'VN');
    expect(verdict.kind).toBe('hashMismatch');
  });

  it('checks nothing while the seed is secret', async () => {
    expect(await verifyDraw(vnDraw(null, { seed: null }), 'VN')).toEqual({ kind: 'secret' });
  });

  it('checks only the hash of official results and of a void draw', async () => {
    expect((await verifyDraw(vnDraw(serverSheet(), { resultSource: 'ENTERED' }), 'VN')).kind).toBe(
      'notDrawn',
    );
    expect((await verifyDraw(vnDraw(null, { status: 'VOID', resultSource: null }), 'VN')).kind).toBe(
      'notDrawn',
    );
  });

  it('verifies an e-lottery draw', async () => {
    const balls = drawElott(drawSource(hmac, seed, 'EL-3M:20261203-0101'));
    const draw = { ...vnDraw({ kind: 'ELOTT', balls }), gameCode: 'EL-3M', drawKey: '20261203-0101' };
    expect((await verifyDraw(draw, 'ELOTT')).kind).toBe('match');
    const changed = [(balls[0]! + 1) % 10, ...balls.slice(1)];
    expect((await verifyDraw({ ...draw, result: { kind: 'ELOTT', balls: changed } }, 'ELOTT')).kind).toBe(
      'mismatch',
    );
  });

  it('hashes the seed’s text as the server does', async () => {
    expect(await sha256Hex(seed)).toBe(hashOf(seed));
  });
});
