import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No trigger checks that an INSERT into postings leaves its entries balanced (migration 0026): the
 * guarantee is that only the ledger's writers insert postings, and each balances its entry
 * (seamless_credit_batch writes each entry's two postings as +amount and -amount of one row).
 */
const src = fileURLToPath(new URL('../../', import.meta.url));
const migrations = fileURLToPath(new URL('../../../migrations/', import.meta.url));
const INSERTS_POSTINGS = /insert\s+into\s+"?postings"?|\.insert\(\s*postings\s*\)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the ledger writers', () => {
  it('are the only code that inserts postings: the ledger statement, ledger_append and seamless_credit_batch', () => {
    const writers = sourceFiles(src).filter((f) => INSERTS_POSTINGS.test(readFileSync(f, 'utf8')));
    expect(writers.map((f) => path.relative(src, f))).toEqual([
      path.join('modules', 'ledger', 'ledger.repo.ts'),
    ]);
    // Migrations: the functions that insert postings, as the latest migration defining each leaves them.
    const inserting = new Map<string, string>();
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const text = readFileSync(path.join(migrations, file), 'utf8');
      // in the file's order: a migration may drop a function and create it anew (another signature)
      const statements =
        /CREATE (?:OR REPLACE )?FUNCTION (\w+)\([\s\S]*?\$\$([\s\S]*?)\$\$|DROP FUNCTION (\w+)\(/gi;
      for (const m of text.matchAll(statements)) {
        if (m[3]) inserting.delete(m[3]);
        else inserting.set(m[1]!, INSERTS_POSTINGS.test(m[2]!) ? file : '');
      }
    }
    expect([...inserting].filter(([, file]) => file).map(([name]) => name)).toEqual([
      'ledger_append',
      'seamless_credit_batch',
    ]);
  });
});
