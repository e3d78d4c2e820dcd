import { SLOT_SYMBOLS } from '@openlobby/house-games';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  HTML_LANG,
  LANGS,
  createT,
  interpolate,
  isKey,
  languageOf,
  parts,
  symbolText,
  type TKey,
} from './i18n.ts';

const KEYS = Object.keys(DICTIONARIES.EN) as TKey[];
const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  it('give every key a non-empty text in every language', () => {
    expect(KEYS.length).toBeGreaterThan(100);
    for (const lang of LANGS) {
      const words = DICTIONARIES[lang];
      expect(Object.keys(words).sort(), lang).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(words[key].trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('keep the same {slots} as English', () => {
    for (const lang of LANGS) {
      for (const key of KEYS) {
        expect(slotsOf(DICTIONARIES[lang][key]), `${lang} ${key}`).toEqual(slotsOf(DICTIONARIES.EN[key]));
      }
    }
  });

  it('name every symbol of the slot', () => {
    for (const symbol of SLOT_SYMBOLS) expect(isKey(`symbol.${symbol.id}`), symbol.id).toBe(true);
    expect(DICTIONARIES.EN['symbol.scatter']).toBe('Shooting Star');
  });

  it('have an html lang for each language', () => {
    expect(HTML_LANG).toEqual({ EN: 'en', CN: 'zh-CN', TH: 'th' });
  });
});

describe('languageOf', () => {
  const of = (search: string) => languageOf(new URLSearchParams(search));

  it('reads lang in any case', () => {
    expect(of('?lang=CN')).toBe('CN');
    expect(of('lang=th&token=x')).toBe('TH');
    expect(of('?lang=cn')).toBe('CN');
    expect(of('?lang=En')).toBe('EN');
  });

  it('falls back to English', () => {
    expect(of('')).toBe('EN');
    expect(of('?lang=')).toBe('EN');
    expect(of('?lang=FR')).toBe('EN');
    expect(of('?lang=zh-CN')).toBe('EN');
    expect(of('?token=abc')).toBe('EN');
  });
});

describe('createT', () => {
  it('translates and fills {name} slots', () => {
    expect(createT('EN')('slot.spin')).toBe('Spin');
    expect(createT('CN')('slot.spin')).toBe('旋转');
    expect(createT('TH')('slot.spin')).toBe('หมุน');
    expect(createT('EN')('msg.youWon', { amount: '1,234.50', currency: 'THB' })).toBe('You won 1,234.50 THB');
    expect(createT('CN')('fs.count', { count: 10 })).toBe('10 次免费旋转');
    expect(createT('TH')('check.betLines', { lines: 20 })).toBe(
      'เดิมพันรวมต้องแบ่งเท่า ๆ กันได้ใน 20 ไลน์ (เป็นทวีคูณของ 20 หน่วยย่อย)',
    );
  });

  it('leaves a slot without a value as written', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('no {slots} filled')).toBe('no {slots} filled');
    expect(interpolate('{a}{a}', { a: 0 })).toBe('00');
  });
});

describe('symbolText and parts', () => {
  it('names symbols, with a fallback for unknown ids', () => {
    expect(symbolText(createT('CN'), 'scatter', 'Shooting Star')).toBe('流星');
    expect(symbolText(createT('TH'), 'comet', 'comet')).toBe('comet');
  });

  it('splits a sentence around the things that fill it', () => {
    const link = { link: true };
    expect(parts('The {link} replays.', { link })).toEqual(['The ', link, ' replays.']);
    expect(parts('{link}可重放', { link })).toEqual([link, '可重放']);
    expect(parts('{other} stays', { link })).toEqual(['{other}', ' stays']);
  });
});
