import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_BALANCE_MESSAGE } from './game-page.ts';
import { startTestSimulator, type TestSimulator } from './test-support.ts';

const player = { vendorCode: 'SIMV', player: 'lobby_5', currency: 'CNY' };
const launchBody = (over: Record<string, unknown> = {}) => ({
  ...player,
  gameId: 'dice-1',
  gameName: 'Lucky Dice',
  category: 'RNG',
  language: 'EN',
  fun: false,
  ...over,
});

/** Draws that answer a fixed sequence, so a test knows which rounds win. */
const fixedDraws = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

let t: TestSimulator;
afterEach(async () => {
  await t.stop();
});

const launch = async (over: Record<string, unknown> = {}) => {
  const answer = await t.post('/api/launch', launchBody(over));
  expect(answer.status).toBe(200);
  return String(answer.body.gameUrl);
};
const round = async (gameUrl: string, body: unknown) => {
  const res = await fetch(`${gameUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const walletBalance = async () => (await t.post('/api/balance', player)).body.balanceMinor;

describe('POST /play/:token/round', () => {
  it('refuses a stake above the balance and leaves the wallet alone', async () => {
    t = await startTestSimulator();
    await t.post('/api/transfer', { ...player, direction: 'IN', amountMinor: '1000', transferId: 'fund' });
    const url = await launch();
    const answer = await round(url, { stakeMinor: '1001', choice: 'under' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance()).toBe('1000');
  });

  it('takes the stake of a lost round and pays a won one into the wallet, journaled as BET and WIN', async () => {
    // randomInt(100) + 1: 79 → roll 80 (under loses), 9 → roll 10 (under wins).
    t = await startTestSimulator({ randomInt: fixedDraws([79, 9]) });
    await t.post('/api/transfer', { ...player, direction: 'IN', amountMinor: '10000', transferId: 'fund' });
    const url = await launch();

    const lost = await round(url, { stakeMinor: '1000', choice: 'under' });
    expect(lost.body).toMatchObject({
      ok: true,
      outcome: 80,
      won: false,
      payoutMinor: '0',
      balanceMinor: '9000',
    });
    const won = await round(url, { stakeMinor: '1000', choice: 'under' });
    expect(won.body).toMatchObject({
      ok: true,
      outcome: 10,
      won: true,
      payoutMinor: '1979',
      balanceMinor: '9979',
    });
    expect(won.body.history.map((h: { won: boolean }) => h.won)).toEqual([true, false]);
    expect(await walletBalance()).toBe('9979');

    const kinds = (await readFile(t.sim.journalPath, 'utf8'))
      .trim()
      .split('\n')
      .map((line) =>
        JSON.parse(line)
          .records.map((r: { kind: string }) => r.kind)
          .join('+'),
      );
    expect(kinds).toEqual(['TRANSFER', 'BET', 'BET+WIN']);

    const out = await t.post('/api/transfer', {
      ...player,
      direction: 'OUT',
      amountMinor: '9979',
      transferId: 'cash-out',
    });
    expect(out.body.balanceMinor).toBe('0');
    await t.stop(true);
    t = await startTestSimulator({ dataDir: t.dataDir });
    expect(await walletBalance()).toBe('0');
  });

  it('plays fun mode against a demo balance of 2,000.00 that is not the wallet', async () => {
    t = await startTestSimulator({ randomInt: fixedDraws([12]) });
    const url = await launch({ fun: true, category: 'LIVE' });
    const answer = await round(url, { stakeMinor: '10000', choice: 'higher' });
    expect(answer.body).toMatchObject({
      ok: true,
      outcomeLabel: 'K',
      won: true,
      payoutMinor: '21016',
      balanceMinor: '211016',
    });
    expect(await walletBalance()).toBe('0');
    expect((await round(url, { stakeMinor: '300000', choice: 'higher' })).status).toBe(422);
  });

  it('refuses a choice of the other game, a bad stake and an unknown session', async () => {
    t = await startTestSimulator();
    const url = await launch({ fun: true });
    expect((await round(url, { stakeMinor: '100', choice: 'higher' })).status).toBe(400);
    expect((await round(url, { stakeMinor: '-1', choice: 'under' })).status).toBe(400);
    expect((await round(url, { stakeMinor: 100, choice: 'under' })).status).toBe(400);
    const gone = await round(`${t.url}/play/${'x'.repeat(32)}`, { stakeMinor: '100', choice: 'under' });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('SESSION_NOT_FOUND');
  });
});

describe('GET /play/:token', () => {
  it('renders the game titled with its name, every launch value escaped, under a nonce CSP', async () => {
    t = await startTestSimulator();
    const url = await launch({
      gameName: '<img src=x onerror=alert(1)> "Dragon" & Tiger',
      roomId: 'room<1>',
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.headers.get('x-frame-options')).toBeNull();
    const html = await res.text();
    expect(html).toContain(
      '<title>&lt;img src=x onerror=alert(1)&gt; &quot;Dragon&quot; &amp; Tiger</title>',
    );
    expect(html).toContain('room room&lt;1&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('RTP 97%');
  });

  it('tells a player with a zero balance to transfer money in from the lobby', async () => {
    t = await startTestSimulator();
    const html = await (await fetch(await launch())).text();
    expect(html).toMatch(/<p class="notice" id="notice" role="status">/);
    expect(html).toContain(EMPTY_BALANCE_MESSAGE.real);

    await t.post('/api/transfer', { ...player, direction: 'IN', amountMinor: '100', transferId: 'fund' });
    const funded = await (await fetch(await launch())).text();
    expect(funded).toContain('id="notice" role="status" hidden');
  });

  it('shows a relaunch page for an unknown or expired session', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    t = await startTestSimulator({ now: () => now });
    const url = String((await t.post('/api/launch', launchBody(), { at: now })).body.gameUrl);
    expect((await fetch(url)).status).toBe(200);
    now = new Date(now.getTime() + 12 * 3600_000 + 1);
    const expired = await fetch(url);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('This game session has ended');
  });

  it('answers the live balance at /state', async () => {
    t = await startTestSimulator();
    const url = await launch();
    await t.post('/api/transfer', { ...player, direction: 'IN', amountMinor: '4200', transferId: 'fund' });
    const state = await (await fetch(`${url}/state`)).json();
    expect(state).toEqual({ ok: true, fun: false, balanceMinor: '4200', history: [] });
  });
});
