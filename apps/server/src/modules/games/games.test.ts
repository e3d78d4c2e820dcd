import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('answers vendor lanes in the server’s order with e-sports and cockfight split out of sports', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop',
    });
    expect(res.statusCode).toBe(200);
    const lanes = body(res).value.data.lanes;
    expect(lanes.map((l: any) => l.title)).toEqual([
      'SPORTS',
      'RNG',
      'FISH',
      'LIVE',
      'PVP',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'LOTT',
      'CONS',
    ]);
    const codes = (title: string) =>
      lanes.find((l: any) => l.title === title).cards.map((v: any) => v.vassalage);
    expect(codes('ESPORTS')).toEqual(['AV', 'IMES', 'TF']);
    expect(codes('COCKFIGHT')).toEqual(['SV3', 'DS88', 'WS168']);
    expect(codes('SPORTS')).toEqual(['OLS', 'BTI', 'SBX']);
    expect(codes('RNG').length).toBeGreaterThan(11);
    expect(lanes[1].cards[0]).toMatchObject({
      vassalage: 'OLH',
      isHot: 1,
      gameType: 'RNG',
      logoUrl: '/assets/vendors/OLH.svg',
    });
  });

  it('rejects an unknown platform', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/relay/GCSGAME_newGameVendor?platform=flash' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('GET /assets/vendors/:code.svg', () => {
  it('draws a vendor’s logo as SVG', async () => {
    const res = await t.call({ method: 'GET', url: '/assets/vendors/NOVA.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Nova Reels');
  });

  it('answers NOT_FOUND for an unknown vendor and VALIDATION_FAILED for a bad code', async () => {
    expect((await t.call({ method: 'GET', url: '/assets/vendors/NOPE.svg' })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/assets/vendors/${'A'.repeat(40)}.svg` })).statusCode).toBe(
      400,
    );
  });
});
