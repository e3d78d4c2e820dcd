import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import th from '../locales/th.json';
import vi from '../locales/vi.json';
import { ADMIN_LANGUAGES, fromTag } from './i18n.ts';

const flatten = (obj: object, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** Every leaf of a pack as [key, value]. */
const entries = (obj: object, prefix = ''): [string, unknown][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? entries(v as object, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );

/** The `{{x}}` placeholders of a text, sorted, so packs can be compared with English. */
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values a translation may keep exactly as in English: brand, product and protocol names that
 * stay in Latin script in every language. Anything else equal to English is an untranslated key.
 */
const SAME_AS_ENGLISH = new Set([
  'Facebook',
  'Google',
  'LINE',
  'LINE ID',
  'Telegram',
  'WhatsApp',
  'WeChat',
  'Zalo',
  'QQ',
  'IP',
  'VIP',
  'VIP {{level}}',
  'HTML',
  'Client ID',
]);

/** Every admin pack except English, by its file name; the directory and ADMIN_LANGUAGES must agree. */
const packs: Record<string, object> = { cn, th, vi };

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

  it('has one pack per console language and no other', () => {
    const files = readdirSync(path.join(src, 'locales')).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(
      ADMIN_LANGUAGES.map((l) => l.toLowerCase()).sort(),
    );
    expect(Object.keys(packs).sort()).toEqual(
      ADMIN_LANGUAGES.filter((l) => l !== 'EN')
        .map((l) => l.toLowerCase())
        .sort(),
    );
  });

  describe.each(Object.entries(packs))('%s', (code, pack) => {
    const values = new Map(entries(pack));

    it('has exactly the keys of EN', () => {
      const keys = new Set(values.keys());
      expect([...enKeys].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys].filter((k) => !enKeys.has(k))).toEqual([]);
    });

    it('keeps the placeholders of EN', () => {
      const wrong = entries(en)
        .filter(([k, v]) => values.has(k) && placeholders(v).join() !== placeholders(values.get(k)).join())
        .map(([k]) => `${code}: ${k}`);
      expect(wrong).toEqual([]);
    });

    it('translates every text (only names may equal English)', () => {
      const same = entries(en)
        .filter(([k, v]) => values.get(k) === v && !SAME_AS_ENGLISH.has(String(v)))
        .map(([k, v]) => `${code}: ${k} = ${String(v)}`);
      expect(same).toEqual([]);
    });

    it('has a non-empty string for every key', () => {
      expect([...values].filter(([, v]) => typeof v !== 'string' || !v.trim()).map(([k]) => k)).toEqual([]);
    });
  });

  it('picks the console language from a browser tag', () => {
    expect(fromTag('zh-CN')).toBe('CN');
    expect(fromTag('th-TH')).toBe('TH');
    expect(fromTag('vi')).toBe('VI');
    expect(fromTag('en-GB')).toBe('EN');
    expect(fromTag('fr')).toBe('EN');
    expect(fromTag(undefined)).toBe('EN');
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
      for (const pack of [en, ...Object.values(packs)]) {
        expect(new Set(flatten(pack)).has(`errors.${code}`), code).toBe(true);
      }
    }
  });
});
