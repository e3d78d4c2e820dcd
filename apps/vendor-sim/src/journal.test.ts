import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from './journal.ts';
import { makeDataDir, startTestSimulator } from './test-support.ts';

const player = { vendorCode: 'SIMV', player: 'lobby_7', currency: 'THB' };
const transfer = (transferId: string, direction: 'IN' | 'OUT', amountMinor: string) => ({
  ...player,
  direction,
  amountMinor,
  transferId,
});

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
const dataDir = async () => {
  const d = await makeDataDir();
  dirs.push(d);
  return d;
};

describe('the journal', () => {
  it('rebuilds balances and the transfer index on restart', async () => {
    const dir = await dataDir();
    const first = await startTestSimulator({ dataDir: dir });
    await first.post('/api/transfer', transfer('a', 'IN', '900'));
    await first.post('/api/transfer', transfer('b', 'OUT', '250'));
    await first.post('/api/transfer', transfer('c', 'OUT', '5000'));
    await first.stop(true);

    const second = await startTestSimulator({ dataDir: dir });
    expect((await second.post('/api/balance', player)).body.balanceMinor).toBe('650');
    expect((await second.post('/api/transfer', transfer('b', 'OUT', '250'))).body.balanceMinor).toBe('650');
    expect((await second.post('/api/transfer', transfer('c', 'OUT', '5000'))).status).toBe(422);
    expect((await second.post('/api/transfer', transfer('a', 'IN', '901'))).body.code).toBe(
      'DUPLICATE_TRANSFER',
    );
    expect((await second.post('/api/balance', player)).body.balanceMinor).toBe('650');
    await second.stop(true);
  });

  it('ignores a torn last line, cuts it off and appends cleanly after it', async () => {
    const dir = await dataDir();
    const first = await startTestSimulator({ dataDir: dir });
    await first.post('/api/transfer', transfer('a', 'IN', '900'));
    await first.stop(true);
    const path = join(dir, JOURNAL_FILE);
    const intact = await readFile(path, 'utf8');
    const torn = JSON.stringify({
      seq: 2,
      at: new Date().toISOString(),
      records: [{ kind: 'TRANSFER', ...transfer('b', 'IN', '5') }],
    });
    await appendFile(path, torn.slice(0, 40));

    const second = await startTestSimulator({ dataDir: dir });
    expect(await readFile(path, 'utf8')).toBe(intact);
    expect((await second.post('/api/balance', player)).body.balanceMinor).toBe('900');
    expect(
      (await second.post('/api/transfer/status', { vendorCode: 'SIMV', transferId: 'b' })).body.status,
    ).toBe('NOT_FOUND');
    expect((await second.post('/api/transfer', transfer('b', 'IN', '100'))).body.balanceMinor).toBe('1000');
    await second.stop(true);

    const third = await startTestSimulator({ dataDir: dir });
    expect((await third.post('/api/balance', player)).body.balanceMinor).toBe('1000');
    await third.stop(true);
  });

  it('ignores a complete last record whose newline never reached the disk', async () => {
    const dir = await dataDir();
    const first = await startTestSimulator({ dataDir: dir });
    await first.post('/api/transfer', transfer('a', 'IN', '900'));
    await first.post('/api/transfer', transfer('b', 'IN', '100'));
    await first.stop(true);
    const path = join(dir, JOURNAL_FILE);
    await writeFile(path, (await readFile(path, 'utf8')).replace(/\n$/, ''));

    const second = await startTestSimulator({ dataDir: dir });
    expect((await second.post('/api/balance', player)).body.balanceMinor).toBe('900');
    await second.stop(true);
  });

  it('refuses to start on a corrupt line that is not the last, rather than guess at balances', async () => {
    const dir = await dataDir();
    const first = await startTestSimulator({ dataDir: dir });
    await first.post('/api/transfer', transfer('a', 'IN', '900'));
    await first.post('/api/transfer', transfer('b', 'IN', '100'));
    await first.stop(true);
    const path = join(dir, JOURNAL_FILE);
    await writeFile(path, (await readFile(path, 'utf8')).replace('"900"', '"9000"'));
    await expect(startTestSimulator({ dataDir: dir })).rejects.toThrow(/journal.jsonl:1: .*balance/);

    await writeFile(path, `garbage\n${await readFile(path, 'utf8')}`);
    await expect(startTestSimulator({ dataDir: dir })).rejects.toThrow(
      /journal.jsonl:1: corrupt journal line/,
    );
  });
});
