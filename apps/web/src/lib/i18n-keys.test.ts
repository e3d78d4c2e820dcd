import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_NAMESPACES } from '@openlobby/i18n/packs';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));
const readPack = (file: string) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../packages/i18n/locales/${file}`, import.meta.url)),
      'utf8',
    ),
  ) as Record<string, unknown>;
/** English as the site reads it: the site's pack, and each area's mounted under its name. */
const en = {
  ...readPack('en.json'),
  ...Object.fromEntries(PACK_NAMESPACES.map((ns) => [ns, readPack(`${ns}/en.json`)])),
};

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !f.includes('.test.') ? [p] : [];
  });

const lookup = (key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (o, p) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[p] : undefined),
      en,
    ) !== undefined;

/** A key exists as itself or, for a count, as plural forms (`games.count_other`). */
const has = (key: string) => lookup(key) || lookup(`${key}_other`);

describe('UI strings', () => {
  it("uses only keys that exist in en.json (an area's keys in its own pack, agents/en.json)", () => {
    const missing: string[] = [];
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g))
        if (!has(m[1]!)) missing.push(`${m[1]} (${file})`);
      for (const m of text.matchAll(/'((?:validation|dialogs|errors|pages|agents|wallet)\.[a-zA-Z0-9_.]+)'/g))
        if (!has(m[1]!)) missing.push(`${m[1]} (${file})`);
    }
    expect(missing).toEqual([]);
  });
});
