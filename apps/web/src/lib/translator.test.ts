import { afterEach, describe, expect, it } from 'vitest';
import {
  addPack,
  onLanguageChange,
  setTranslatorLanguage,
  translate,
  translatorLanguage,
} from './translator.ts';

addPack('EN', {
  header: { home: 'Home', hello: 'Hello {{name}}, {{ name }} again' },
  games: { count_one: '{{count}} game', count_other: '{{count}} games' },
  onlyEnglish: 'English only',
});
addPack('RU', {
  header: { home: 'Главная' },
  games: {
    count_one: '{{count}} игра',
    count_few: '{{count}} игры',
    count_many: '{{count}} игр',
    count_other: '{{count}} игры',
  },
});
addPack('AR', { games: { count_zero: 'لا ألعاب', count_two: 'لعبتان', count_other: '{{count}} لعبة' } });

afterEach(() => setTranslatorLanguage('EN'));

describe('translate', () => {
  it('reads nested keys and fills every placeholder', () => {
    expect(translate('header.home')).toBe('Home');
    expect(translate('header.hello', { name: 'Ana' })).toBe('Hello Ana, Ana again');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate('header.hello')).toBe('Hello {{name}}, {{ name }} again');
  });

  it("picks the language's plural form of a count", () => {
    expect(translate('games.count', { count: 1 })).toBe('1 game');
    expect(translate('games.count', { count: 5 })).toBe('5 games');
    setTranslatorLanguage('RU');
    expect(translate('games.count', { count: 1 })).toBe('1 игра');
    expect(translate('games.count', { count: 3 })).toBe('3 игры');
    expect(translate('games.count', { count: 11 })).toBe('11 игр');
    expect(translate('games.count', { count: 21 })).toBe('21 игра');
    setTranslatorLanguage('AR');
    expect(translate('games.count', { count: 0 })).toBe('لا ألعاب');
    expect(translate('games.count', { count: 2 })).toBe('لعبتان');
    expect(translate('games.count', { count: 100 })).toBe('100 لعبة');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    setTranslatorLanguage('RU');
    expect(translate('header.home')).toBe('Главная');
    expect(translate('onlyEnglish')).toBe('English only');
    expect(translate('errors.NOPE', { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    expect(translate('errors.NOPE')).toBe('errors.NOPE');
    expect(translate('header')).toBe('header');
  });

  it('tells its listeners of a switch, once, and not of the same language again', () => {
    const seen: string[] = [];
    const stop = onLanguageChange(() => seen.push(translatorLanguage()));
    setTranslatorLanguage('RU');
    setTranslatorLanguage('RU');
    stop();
    setTranslatorLanguage('AR');
    expect(seen).toEqual(['RU']);
  });
});
