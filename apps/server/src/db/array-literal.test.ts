import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/test-database.ts';
import { numberArray, textArray } from './array-literal.ts';

/** The literals as the database reads them back: every element exact, nulls kept. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const readBack = async (literal: string, type: 'text' | 'bigint') => {
  // bigints read back as texts: JSON numbers would round those past 2^53
  const cast = type === 'text' ? sql`${literal}::text[]` : sql`${literal}::bigint[]::text[]`;
  const result = (await database.db.execute(sql`select array_to_json(${cast}) as a`)) as unknown as {
    rows: { a: unknown }[];
  };
  const a = result.rows[0]!.a;
  return (typeof a === 'string' ? JSON.parse(a) : a) as unknown[];
};

describe('array literals', () => {
  it('carry any text, quotes, backslashes, braces, commas and the word NULL included (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.option(
            fc.string({ unit: 'binary' }).map((s) => s.replace(/\0/g, '')),
            { nil: null },
          ),
          {
            maxLength: 8,
          },
        ),
        async (values) => {
          expect(await readBack(textArray(values), 'text')).toEqual(values);
        },
      ),
      { numRuns: 60 },
    );
    const tricky = ['NULL', '', ' a ', '{x}', 'a,b', '"q"', 'back\\slash', null];
    expect(await readBack(textArray(tricky), 'text')).toEqual(tricky);
  });

  it('carry integers past 2^53 exactly and nulls as nulls', async () => {
    const values = [0n, -1n, 9_007_199_254_740_993n, null, 42];
    expect(
      (await readBack(numberArray(values), 'bigint')).map((v) => (v === null ? null : String(v))),
    ).toEqual(['0', '-1', '9007199254740993', null, '42']);
  });
});
