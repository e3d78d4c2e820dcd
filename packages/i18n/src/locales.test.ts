import { ERROR_CODES, FORMAT_LOCALES, LANGUAGE_CODES, type TLanguage } from '@openlobby/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALE_FILES, loadLocale } from './index.ts';
import { loadNamespaceLocale, PACK_NAMESPACES } from './packs.ts';
import { SAME_AS_ENGLISH } from './same-as-english.ts';

const dir = fileURLToPath(new URL('../locales/', import.meta.url));
const read = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(dir + file, 'utf8')) as Record<string, unknown>;
/**
 * A language's words as the site reads them: its pack, and each area's pack (locales/<area>/<file>)
 * mounted under the area's key (lib/translator's namespaces). Every check below holds for all.
 */
const readAll = (file: string): Record<string, unknown> => ({
  ...read(file),
  ...Object.fromEntries(PACK_NAMESPACES.map((ns) => [ns, read(`${ns}/${file}`)])),
});

/** Every leaf of a pack by dotted path; leaves may be any JSON value, the tests check they are strings. */
const leafValues = (pack: Record<string, unknown>, prefix = ''): Map<string, unknown> =>
  new Map(
    Object.entries(pack).flatMap(([k, v]) =>
      v !== null && typeof v === 'object'
        ? [...leafValues(v as Record<string, unknown>, `${prefix}${k}.`)]
        : [[`${prefix}${k}`, v] as const],
    ),
  );

const enValues = leafValues(readAll('en.json')) as Map<string, string>;

/** i18next's plural suffixes, one per CLDR category (`games.count_few`). */
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/** The keys English writes in plural forms, without the suffix: `games.count` for `games.count_one`. */
const pluralBases = new Set(
  [...enValues.keys()].flatMap((k) => {
    const base = PLURAL_KEY.exec(k)?.[1];
    return base ? [base] : [];
  }),
);

/** The plural categories a language has, as i18next asks Intl for them (lib/i18n.ts follows FORMAT_LOCALES). */
const pluralCategories = (code: TLanguage): string[] =>
  new Intl.PluralRules(FORMAT_LOCALES[code]).resolvedOptions().pluralCategories;

/**
 * The keys a pack must have: every key of English, except that each of English's plural keys comes
 * in exactly the plural forms of the pack's own language (Russian `_one/_few/_many/_other`,
 * Chinese `_other` only), each compared with English's form of the same name or else its `_other`.
 */
const expectedKeys = (code: TLanguage): Map<string, string> =>
  new Map([
    ...[...enValues].filter(([k]) => !pluralBases.has(PLURAL_KEY.exec(k)?.[1] ?? '')),
    ...[...pluralBases].flatMap((base) =>
      pluralCategories(code).map(
        (category) =>
          [
            `${base}_${category}`,
            enValues.get(`${base}_${category}`) ?? (enValues.get(`${base}_other`) as string),
          ] as const,
      ),
    ),
  ]);

/** The `{{name}}` placeholders of a value exactly as written, sorted, so two values compare as multisets. */
const placeholders = (value: string): string[] => (value.match(/\{\{[^}]*\}\}/g) ?? []).sort();

/** A value with its placeholders removed and its ends trimmed: what the allow-lists are matched against. */
const withoutPlaceholders = (value: string): string => value.replace(/\{\{[^}]*\}\}/g, '').trim();

describe('language packs', () => {
  it('has one file per language code, named by the lowercased code', () => {
    for (const code of LANGUAGE_CODES) expect(LOCALE_FILES[code]).toBe(`${code.toLowerCase()}.json`);
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(Object.values(LOCALE_FILES).sort());
  });

  it('keeps kr an exact copy of ko (both codes name Korean)', () => {
    expect(readAll('kr.json')).toEqual(readAll('ko.json'));
  });

  it('has one pack per language for every area beside the site packs, and no site pack uses its key', () => {
    for (const ns of PACK_NAMESPACES) {
      expect(
        readdirSync(`${dir}${ns}`)
          .filter((f) => f.endsWith('.json'))
          .sort(),
        ns,
      ).toEqual(Object.values(LOCALE_FILES).sort());
      for (const file of Object.values(LOCALE_FILES)) expect(read(file), file).not.toHaveProperty(ns);
    }
  });

  it('loads area packs lazily by area and code', async () => {
    for (const ns of PACK_NAMESPACES) {
      await expect(loadNamespaceLocale(ns, 'PT-BR')).resolves.toEqual(read(`${ns}/pt-br.json`));
    }
    await expect(loadNamespaceLocale('agents', 'EN')).resolves.toMatchObject({
      agreement: { title: 'Agreement' },
    });
  });

  it('allow-lists words only for packs that exist, and only words the pack still leaves in English', () => {
    for (const [lang, words] of Object.entries(SAME_AS_ENGLISH.byPack)) {
      expect(Object.values(LOCALE_FILES), `same-as-english.ts names no pack ${lang}.json`).toContain(
        `${lang}.json`,
      );
      const pack = leafValues(readAll(`${lang}.json`));
      const used = new Set(
        [...enValues].filter(([k, v]) => pack.get(k) === v).map(([, v]) => withoutPlaceholders(v)),
      );
      expect(
        words.filter((w) => !used.has(w)),
        `${lang}: allow-listed in same-as-english.ts but no longer equal to English; remove`,
      ).toEqual([]);
    }
  });

  it('writes each plural key of English in exactly its plural forms', () => {
    const english = expectedKeys('EN');
    expect([...enValues.keys()].sort()).toEqual([...english.keys()].sort());
    expect(pluralBases.size).toBeGreaterThan(0);
  });

  it('translates every error code of the contracts plus the client codes', () => {
    for (const code of [...ERROR_CODES, 'NETWORK_ERROR', 'SLOW_NETWORK', 'POPUP_BLOCKED'])
      expect(enValues.has(`errors.${code}`) || pluralBases.has(`errors.${code}`), code).toBe(true);
  });

  it('loads packs lazily by code', async () => {
    await expect(loadLocale('PT-BR')).resolves.toEqual(read('pt-br.json'));
    expect((await loadLocale('TH'))['header']).toMatchObject({ login: 'เข้าสู่ระบบ' });
  });
});

/**
 * Whether a value's placeholders are English's. A plural form may leave out {{count}}, as languages
 * do for the forms that name their number (Arabic's dual "لعبتان" is "two games"); nothing else.
 */
const samePlaceholders = (key: string, english: string[], own: string[]): boolean =>
  JSON.stringify(english) === JSON.stringify(own) ||
  (PLURAL_KEY.test(key) && JSON.stringify(english.filter((p) => p !== '{{count}}')) === JSON.stringify(own));

describe.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))('language pack %s', (code) => {
  const file = LOCALE_FILES[code];
  const lang = file.replace(/\.json$/, '');
  const pack = leafValues(readAll(file));
  const allowed = new Set([...SAME_AS_ENGLISH.global, ...(SAME_AS_ENGLISH.byPack[lang] ?? [])]);
  /** Each key the pack must have, with the English value it translates. */
  const expected = expectedKeys(code);

  it('has exactly the keys of en.json, plural keys in its own plural forms, each a non-empty string', () => {
    const problems = [
      ...[...expected.keys()].filter((k) => !pack.has(k)).map((k) => `${file}: ${k} is missing`),
      ...[...pack.keys()]
        .filter((k) => !expected.has(k))
        .map((k) =>
          PLURAL_KEY.test(k)
            ? `${file}: ${k} is not a plural form of ${code} (it has ${pluralCategories(code).join(', ')})`
            : `${file}: ${k} is not in en.json`,
        ),
      ...[...pack]
        .filter(([k, v]) => expected.has(k) && (typeof v !== 'string' || v.length === 0))
        .map(([k, v]) => `${file}: ${k} should be a non-empty string, is ${JSON.stringify(v)}`),
    ];
    expect(problems).toEqual([]);
  });

  it("has the same {{placeholders}} in every value as English's", () => {
    const problems = [...expected]
      .filter(([k]) => typeof pack.get(k) === 'string')
      .map(([k, english]) => [k, placeholders(english), placeholders(pack.get(k) as string)] as const)
      .filter(([k, english, own]) => !samePlaceholders(k, english, own))
      .map(
        ([k, english, own]) =>
          `${file}: ${k} has placeholders [${own.join(', ')}], English has [${english.join(', ')}]`,
      );
    expect(problems).toEqual([]);
  });

  it('translates every value, leaving in English only names allow-listed in same-as-english.ts', () => {
    const problems = [...expected]
      .filter(([k, english]) => pack.get(k) === english)
      .map(([k, english]) => [k, withoutPlaceholders(english)] as const)
      .filter(([, bare]) => /[a-z]/i.test(bare) && !allowed.has(bare))
      .map(
        ([k, bare]) =>
          `${file}: ${k} is still English (${JSON.stringify(bare)}); translate it, or allow-list it in same-as-english.ts if ${lang} really says it so`,
      );
    expect(problems).toEqual([]);
  });
});
