import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_API, type TGame } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { catalogueKit } from './catalogue-test-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof catalogueKit>;
let hostile: number;
const HOSTILE = `</title><script>alert("x")</script><a href='javascript:1'>&amp; Bad\u0007\u001b`;

beforeAll(async () => {
  t = await createTestApp();
  kit = catalogueKit(t);
  hostile = await kit.addGame({
    vendorCode: 'NOVA',
    gameCode: 'nova-hostile',
    names: { EN: HOSTILE },
    brands: ['lobby'],
  });
});
afterAll(async () => t.close());

const icon = (nodeId: number | string) => t.call({ method: 'GET', url: `/assets/games/${nodeId}.svg` });

describe('GET /assets/games/:nodeId.svg', () => {
  it('draws every listed game’s icon as a cacheable SVG with its title and vendor', async () => {
    const { content } = await kit.value(GAMES_API.gameList, { vassalage: 'OLH' });
    const gem = content[0] as TGame;
    const res = await t.call({ method: 'GET', url: gem.iconUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain('<title>Gem Rush 20</title>');
    expect(res.body).toContain('>OLH<');
    expect(res.body).toContain('linearGradient');
  });

  it('gives each game a look of its own', async () => {
    const [a, b, c] = await Promise.all(
      ['nova-neon-nights', 'nova-dragon-fortune', 'ocean-king-3'].map(
        async (code) => (await icon(await kit.nodeIdOf(code))).body,
      ),
    );
    expect(new Set([a, b, c]).size).toBe(3);
    // Different categories draw different emblems.
    const emblem = (svg: string) => svg.match(/<g filter="url\(#f\d+\)"[^>]*>([\s\S]*?)<\/g>/)![1];
    expect(emblem(a!)).not.toBe(emblem(c!));
  });

  it('escapes a hostile name, so it can neither inject markup nor break the image', async () => {
    const res = await icon(hostile);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('</title><');
    expect(res.body).not.toContain("href='javascript");
    expect(res.body).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)');
    expect(res.body).toContain('&amp;amp;');
    const forbidden = Array.from(res.body).filter((c) => c.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(c));
    expect(forbidden).toEqual([]);
    // One title element, one root element.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<svg /g)).toHaveLength(1);
  });

  it('answers NOT_FOUND for an unknown game and VALIDATION_FAILED for a bad id', async () => {
    const missing = await icon(987_654);
    expect(missing.statusCode).toBe(404);
    expect(body(missing).errorCode).toBe('NOT_FOUND');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await icon(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
  });
});
