import { ERROR_CODES, LANGUAGE_CODES } from '@openlobby/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_FILES, loadLocale } from './index.ts';

const dir = fileURLToPath(new URL('../locales/', import.meta.url));
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, unknown>;

/** Dotted paths of every leaf string in a pack. */
const leafKeys = (pack: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(pack).flatMap(([k, v]) =>
    v !== null && typeof v === 'object'
      ? leafKeys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );

const en = new Set(leafKeys(read('en.json')));

describe('language packs', () => {
  it('has one file per language code, named by the lowercased code', () => {
    for (const code of LANGUAGE_CODES) expect(LOCALE_FILES[code]).toBe(`${code.toLowerCase()}.json`);
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(Object.values(LOCALE_FILES).sort());
  });

  it('keeps en, cn and th complete and identical in keys', () => {
    for (const file of ['cn.json', 'th.json']) {
      const keys = new Set(leafKeys(read(file)));
      expect(
        [...en].filter((k) => !keys.has(k)),
        `${file} misses`,
      ).toEqual([]);
      expect(
        [...keys].filter((k) => !en.has(k)),
        `${file} extra`,
      ).toEqual([]);
    }
  });

  it('has no key in any other pack that en lacks, and only strings as leaves', () => {
    for (const file of Object.values(LOCALE_FILES)) {
      const pack = read(file);
      expect(
        leafKeys(pack).filter((k) => !en.has(k)),
        file,
      ).toEqual([]);
      const leaves = leafKeys(pack).map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], pack),
      );
      expect(
        leaves.every((v) => typeof v === 'string' && v.length > 0),
        file,
      ).toBe(true);
    }
  });

  it('translates every error code of the contracts plus the client codes', () => {
    for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'SLOW_NETWORK', 'POPUP_BLOCKED'])
      expect(en.has(`errors.${code}`), code).toBe(true);
  });

  it('loads packs lazily by code', async () => {
    await expect(loadLocale('PT-BR')).resolves.toEqual(read('pt-br.json'));
    expect((await loadLocale('TH'))['header']).toMatchObject({ login: 'เข้าสู่ระบบ' });
  });
});
