import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { countOperators } from '../commands/bootstrap-owner.ts';
import { brands } from '../modules/system/system.schema.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './demo.ts';
import { seedDemoOperators } from './demo-operators.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the demo seed', () => {
  it('refuses to run under NODE_ENV=production and writes nothing', async () => {
    const production = { NODE_ENV: 'production' };
    await expect(seedDemo(database.db, production)).rejects.toThrow(/NODE_ENV=production/);
    await expect(seedDemoOperators(database.db, production)).rejects.toThrow(/operator:bootstrap/);
    expect(await countOperators(database.db)).toBe(0);
    expect(await database.db.select().from(brands)).toEqual([]);
  });

  it('seeds outside production', async () => {
    expect(await seedDemo(database.db, { NODE_ENV: 'test' })).toEqual(['lobby', 'siam']);
    expect(await countOperators(database.db)).toBe(5);
  });
});
