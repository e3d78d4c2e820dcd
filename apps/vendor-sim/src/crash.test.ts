import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from './journal.ts';
import { makeDataDir, signedPost, TEST_SECRET } from './test-support.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** Runs main.ts as its own process, the way it is started for real, and waits for its start line. */
function spawnSimulator(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/vendor-sim/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SIM_PORT: '0',
      SIM_HOST: '127.0.0.1',
      SIM_DATA_DIR: dataDir,
      SIM_SECRET: TEST_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/vendor simulator listening on (http:\/\/\S+)/);
      if (m) done({ child, url: m[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`simulator exited (${code}) before listening: ${err}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });

type TPlanned = { transferId: string; player: string; direction: 'IN' | 'OUT'; amountMinor: string };
type TAcked = TPlanned & { status: number; code?: string; balanceMinor?: string };

describe('a SIGKILL in the middle of a burst of transfers', () => {
  it('keeps every acknowledged transfer exactly once, and status answers for all of them', async () => {
    const dataDir = await makeDataDir();
    dirs.push(dataDir);
    const first = await spawnSimulator(dataDir);

    const planned: TPlanned[] = Array.from({ length: 400 }, (_, i) => ({
      transferId: `burst-${i}`,
      player: `lobby_${i % 3}`,
      direction: i % 4 === 3 ? 'OUT' : 'IN',
      amountMinor: String(100 + i),
    }));
    const body = (p: TPlanned) => ({ vendorCode: 'SIMV', currency: 'CNY', ...p });
    const acked: TAcked[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < planned.length && !killed) {
        const p = planned[next++]!;
        try {
          const a = await signedPost(first.url, '/api/transfer', body(p));
          acked.push({
            ...p,
            status: a.status,
            code: a.body.code,
            balanceMinor: a.body.balanceMinor as string,
          });
          if (acked.length === 60 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          // No answer: the outcome is unknown, which is what status is for.
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(60);
    expect(acked.length).toBeLessThan(planned.length);
    expect(
      acked.every((a) => a.status === 200 || (a.status === 422 && a.code === 'INSUFFICIENT_FUNDS')),
    ).toBe(true);

    const second = await spawnSimulator(dataDir);
    for (const a of acked) {
      const s = await signedPost(second.url, '/api/transfer/status', {
        vendorCode: 'SIMV',
        transferId: a.transferId,
      });
      expect(s.body, a.transferId).toMatchObject({
        ok: true,
        status: a.status === 200 ? 'DONE' : 'REFUSED',
        direction: a.direction,
        amountMinor: a.amountMinor,
      });
      if (a.status === 200) expect(s.body.balanceMinor).toBe(a.balanceMinor);
    }

    // Every id, acknowledged or not, is in the journal at most once, and the balances add up.
    const journal = await readFile(join(dataDir, JOURNAL_FILE), 'utf8');
    const ids = journal.match(/"transferId":"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    const expected = new Map<string, bigint>();
    for (const p of planned) {
      const s = await signedPost(second.url, '/api/transfer/status', {
        vendorCode: 'SIMV',
        transferId: p.transferId,
      });
      expect(['DONE', 'REFUSED', 'NOT_FOUND']).toContain(s.body.status);
      if (s.body.status !== 'DONE') continue;
      const delta = BigInt(p.amountMinor) * (p.direction === 'IN' ? 1n : -1n);
      expected.set(p.player, (expected.get(p.player) ?? 0n) + delta);
    }
    for (const [player, balance] of expected) {
      const b = await signedPost(second.url, '/api/balance', { vendorCode: 'SIMV', player, currency: 'CNY' });
      expect(b.body.balanceMinor, player).toBe(balance.toString());
    }

    // Retrying the acknowledged ones changes nothing.
    const before = (
      await signedPost(second.url, '/api/balance', { vendorCode: 'SIMV', player: 'lobby_0', currency: 'CNY' })
    ).body;
    for (const a of acked) {
      const again = await signedPost(second.url, '/api/transfer', body(a));
      expect(again.status).toBe(a.status);
    }
    const after = (
      await signedPost(second.url, '/api/balance', { vendorCode: 'SIMV', player: 'lobby_0', currency: 'CNY' })
    ).body;
    expect(after).toEqual(before);

    second.child.kill('SIGTERM');
    await exited(second.child);
  }, 60_000);
});
