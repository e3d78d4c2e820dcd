import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { startScheduler } from './scheduler.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the job scheduler', () => {
  it('runs a job through its locked transaction while other queries go on', async () => {
    let runs = 0;
    const stop = startScheduler(
      database.db,
      [
        {
          name: 'count-brands',
          lockKey: 9_001,
          everyMs: 30,
          run: async (tx) => {
            await tx.execute(sql`select count(*) from brands`);
            runs++;
          },
        },
      ],
      { info: () => undefined, error: () => undefined },
    );
    for (let i = 0; i < 20 && runs < 3; i++) {
      // Other work shares the database with the job (the embedded one has a single connection).
      await database.db.execute(sql`select 1`);
      await new Promise((r) => setTimeout(r, 30));
    }
    stop();
    expect(runs).toBeGreaterThanOrEqual(3);
  });
});
