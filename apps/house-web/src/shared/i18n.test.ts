import { LANGUAGE_CODES, LANGUAGE_TAGS } from '@openlobby/contracts';
import { SLOT_SYMBOLS } from '@openlobby/house-games';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import {
  HTML_LANG,
  LANGS,
  SENTENCE_GAP,
  createT,
  dirOf,
  interpolate,
  isKey,
  languageOf,
  loadT,
  parts,
  symbolText,
  type TKey,
} from './i18n.ts';

/** Every locale file as written, by its code (`cn`, `pt-br`). */
const FILES = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' }),
  ).map(([path, words]) => [/([\w-]+)\.json$/.exec(path)![1]!, words]),
);
const KEYS = Object.keys(en) as TKey[];
const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('are named after a site language code, in lower case', () => {
    const codes = LANGUAGE_CODES.map((code) => code.toLowerCase());
    for (const name of Object.keys(FILES)) expect(codes, `${name}.json`).toContain(name);
    expect(Object.keys(FILES)).toEqual(expect.arrayContaining(['en', 'cn', 'th']));
  });

  it("have exactly en's keys, each a non-empty text", () => {
    expect(KEYS.length).toBeGreaterThan(100);
    for (const [name, words] of Object.entries(FILES)) {
      expect(Object.keys(words).sort(), `${name}.json keys`).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const text = words[key];
        expect(
          typeof text === 'string' && text.trim() !== '',
          `${name}.json ${key} is a non-empty text`,
        ).toBe(true);
      }
    }
  });

  it("keep en's {slots}", () => {
    for (const [name, words] of Object.entries(FILES)) {
      for (const key of KEYS) {
        expect(slotsOf(String(words[key])), `${name}.json ${key}`).toEqual(slotsOf(en[key]));
      }
    }
  });

  it('name every symbol of the slot', () => {
    for (const symbol of SLOT_SYMBOLS) expect(isKey(`symbol.${symbol.id}`), symbol.id).toBe(true);
    expect(createT('EN')('symbol.scatter')).toBe('Shooting Star');
  });
});

describe('languages', () => {
  it('are offered exactly when their file exists', () => {
    expect(LANGS).toEqual(LANGUAGE_CODES.filter((code) => code.toLowerCase() in FILES));
    expect(LANGS).toEqual(expect.arrayContaining(['EN', 'CN', 'TH']));
  });

  it('have an html lang and a sentence gap for every site code', () => {
    for (const code of LANGUAGE_CODES) {
      expect(HTML_LANG[code], code).toBe(LANGUAGE_TAGS[code]);
      expect(typeof SENTENCE_GAP[code], code).toBe('string');
    }
    expect([HTML_LANG.EN, HTML_LANG.CN, HTML_LANG.TH]).toEqual(['en', 'zh-CN', 'th']);
    expect([SENTENCE_GAP.EN, SENTENCE_GAP.CN, SENTENCE_GAP.TH]).toEqual([' ', '', ' ']);
    expect([SENTENCE_GAP.TW, SENTENCE_GAP.JA, SENTENCE_GAP.FR]).toEqual(['', '', ' ']);
  });

  it('flip the page right to left for Arabic, Persian and Urdu only', () => {
    expect(dirOf('AR')).toBe('rtl');
    expect(dirOf('FA')).toBe('rtl');
    expect(dirOf('UR')).toBe('rtl');
    expect(dirOf('UR-LA')).toBe('ltr');
    expect(dirOf('EN')).toBe('ltr');
    expect(dirOf('CN')).toBe('ltr');
  });
});

describe('languageOf', () => {
  const of = (search: string) => languageOf(new URLSearchParams(search));

  it('reads a known lang in any case', () => {
    expect(of('?lang=CN')).toBe('CN');
    expect(of('lang=th&token=x')).toBe('TH');
    expect(of('?lang=cn')).toBe('CN');
    expect(of('?lang=En')).toBe('EN');
    for (const code of LANGS) expect(of(`?lang=${code.toLowerCase()}`), code).toBe(code);
  });

  it('falls back to English for a missing, unknown or unoffered lang', () => {
    expect(of('')).toBe('EN');
    expect(of('?lang=')).toBe('EN');
    expect(of('?lang=XX')).toBe('EN');
    expect(of('?lang=zh-CN')).toBe('EN');
    expect(of('?token=abc')).toBe('EN');
    for (const code of LANGUAGE_CODES.filter((c) => !LANGS.includes(c)))
      expect(of(`?lang=${code}`)).toBe('EN');
  });
});

describe('loadT', () => {
  afterEach(() => {
    vi.doUnmock('../locales/th.json');
    vi.resetModules();
  });

  it('translates and fills {name} slots', async () => {
    const [tEn, tCn, tTh] = await Promise.all([loadT('EN'), loadT('CN'), loadT('TH')]);
    expect(tEn('slot.spin')).toBe('Spin');
    expect(tCn('slot.spin')).toBe('旋转');
    expect(tTh('slot.spin')).toBe('หมุน');
    expect(tEn('msg.youWon', { amount: '1,234.50', currency: 'THB' })).toBe('You won 1,234.50 THB');
    expect(tCn('fs.count', { count: 10 })).toBe('10 次免费旋转');
    expect(tTh('check.betLines', { lines: 20 })).toBe(
      'เดิมพันรวมต้องแบ่งเท่า ๆ กันได้ใน 20 ไลน์ (เป็นทวีคูณของ 20 หน่วยย่อย)',
    );
    expect(createT('CN')('slot.spin')).toBe('旋转');
  });

  it('shows English for each key a file lacks or leaves empty', async () => {
    vi.doMock('../locales/th.json', () => ({
      default: { 'slot.spin': 'หมุน', 'slot.win': ' ', 'slot.bet': 7, 'not.a.key': 'x' },
    }));
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    expect(() => fresh.createT('TH')).toThrow(/TH is not loaded/);
    const t = await fresh.loadT('TH');
    expect(t('slot.spin')).toBe('หมุน');
    expect(t('slot.win')).toBe('Win');
    expect(t('slot.bet')).toBe('BET');
    expect(t('msg.youWon', { amount: 5, currency: 'THB' })).toBe('You won 5 THB');
  });

  it('speaks English when the file cannot be fetched', async () => {
    vi.doMock('../locales/th.json', () => {
      throw new Error('offline');
    });
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    const t = await fresh.loadT('TH');
    expect(t('slot.spin')).toBe('Spin');
  });

  it('leaves a slot without a value as written', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('no {slots} filled')).toBe('no {slots} filled');
    expect(interpolate('{a}{a}', { a: 0 })).toBe('00');
  });
});

describe('symbolText and parts', () => {
  it('names symbols, with a fallback for unknown ids', async () => {
    expect(symbolText(await loadT('CN'), 'scatter', 'Shooting Star')).toBe('流星');
    expect(symbolText(await loadT('TH'), 'comet', 'comet')).toBe('comet');
  });

  it('splits a sentence around the things that fill it', () => {
    const link = { link: true };
    expect(parts('The {link} replays.', { link })).toEqual(['The ', link, ' replays.']);
    expect(parts('{link}可重放', { link })).toEqual([link, '可重放']);
    expect(parts('{other} stays', { link })).toEqual(['{other}', ' stays']);
  });
});
