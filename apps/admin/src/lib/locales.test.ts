import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../locales/cn.json';
import en from '../locales/en.json';

const flatten = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const src = path.resolve(import.meta.dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [full] : [];
  });

/** i18next plural forms: `x` may be stored as x_one / x_other. */
const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`);

describe('language packs', () => {
  const enKeys = new Set(flatten(en));
  const cnKeys = new Set(flatten(cn));

  it('CN has exactly the keys of EN', () => {
    expect([...enKeys].filter((k) => !cnKeys.has(k))).toEqual([]);
    expect([...cnKeys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('every literal t() key in the source exists', () => {
    const missing: string[] = [];
    for (const file of files(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!has(enKeys, m[1]!)) missing.push(`${path.relative(src, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translates the error codes the console must show', () => {
    for (const code of [
      'FORBIDDEN',
      'VERIFY_FIRST',
      'WRONG_CREDENTIALS',
      'NOT_LOGGED_IN',
      'VALIDATION_FAILED',
      'BRAND_NOT_FOUND',
      'NOT_FOUND',
      'MEMBER_NO_ENTER',
      'TOO_MANY_REQUESTS',
      'SYSTEM_ERROR',
      'NETWORK_ERROR',
    ]) {
      expect(enKeys.has(`errors.${code}`) && cnKeys.has(`errors.${code}`), code).toBe(true);
    }
  });
});
