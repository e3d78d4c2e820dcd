import { FORMAT_LOCALES } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
} from './format.ts';

const BANGKOK = { timeZone: 'Asia/Bangkok' };
/** 23:30 UTC on 24 November: already the 25th in Bangkok (UTC+7). */
const LATE_EVENING_UTC = '2026-11-24T23:30:05Z';

describe('formatMoney', () => {
  it('keeps the currency’s decimals exactly, padding and rounding', () => {
    expect(formatMoney(1234.5, 2, { language: 'EN' })).toBe('1,234.50');
    expect(formatMoney(1234.567, 2, { language: 'EN' })).toBe('1,234.57');
    expect(formatMoney(1234, 0, { language: 'EN' })).toBe('1,234');
    expect(formatMoney(0.5, 3, { language: 'EN' })).toBe('0.500');
  });

  it('groups and marks decimals the way the member’s language does', () => {
    expect(formatMoney(1234567.5, 2, { language: 'VI' })).toBe('1.234.567,50');
    expect(formatMoney(1234567.5, 2, { language: 'RU' })).toBe('1\u00a0234\u00a0567,50');
    expect(formatMoney(1234567.5, 2, { language: 'HI' })).toBe('12,34,567.50');
    expect(formatMoney(1234567.5, 2, { language: 'PT-BR' })).toBe('1.234.567,50');
  });

  it('writes Latin digits in every language, Arabic, Persian, Burmese and Bengali included', () => {
    for (const language of ['AR', 'FA', 'UR', 'MY', 'BN', 'NE', 'TH'])
      expect(formatMoney(1234.5, 2, { language }), language).toMatch(/^[0-9.,\u00a0\u202f]+$/);
    expect(formatMoney(1234.5, 2, { language: 'FA' })).toBe('1,234.50');
  });

  it('formats Tahitian the French Polynesian way, not as the device’s locale', () => {
    expect(formatMoney(1234.5, 2, { language: 'TY' })).toBe('1\u202f234,50');
  });

  it('falls back to English for an unknown code', () => {
    expect(formatMoney(1234.5, 2, { language: 'XX' })).toBe('1,234.50');
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups counts and drops decimals unless asked', () => {
    expect(formatNumber(12345, { language: 'EN' })).toBe('12,345');
    expect(formatNumber(12345, { language: 'FR' })).toBe('12\u202f345');
    expect(formatNumber(2.345, { language: 'EN' }, 2)).toBe('2.35');
  });

  it('writes 0 to 999 as the language itself would, in Latin digits, in every language', () => {
    for (const [language, locale] of Object.entries(FORMAT_LOCALES)) {
      const intl = new Intl.NumberFormat(locale, { numberingSystem: 'latn' });
      for (const n of [0, 7, 42, 999]) expect(formatNumber(n, { language })).toBe(intl.format(n));
    }
    expect(formatNumber(1000, { language: 'EN' })).toBe('1,000');
    expect(formatNumber(-5, { language: 'EN' })).toBe('-5');
  });

  it('keeps one formatter per language and options, never another’s', () => {
    expect(formatNumber(2.345, { language: 'EN' }, 2)).toBe('2.35');
    expect(formatNumber(2.345, { language: 'EN' })).toBe('2');
    expect(formatNumber(1234.5, { language: 'FR' }, 1)).toBe('1\u202f234,5');
    expect(formatNumber(1234.5, { language: 'EN' }, 1)).toBe('1,234.5');
    expect(formatMoney(1234.5, 2, { language: 'EN' })).toBe('1,234.50');
  });

  it('writes a ratio as a percent in the language’s style', () => {
    expect(formatPercent(0.25, { language: 'EN' })).toBe('25%');
    expect(formatPercent(0.25, { language: 'FR' })).toBe('25\u00a0%');
    expect(formatPercent(0.1234, { language: 'EN' }, 2)).toBe('12.34%');
  });
});

describe('dates and times', () => {
  it('shows a moment in the brand’s time zone, not the device’s', () => {
    expect(formatDate(LATE_EVENING_UTC, { language: 'EN', ...BANGKOK })).toBe('11/25/2026');
    expect(formatTime(LATE_EVENING_UTC, { language: 'EN', ...BANGKOK })).toBe('06:30:05');
    expect(formatDateTime(LATE_EVENING_UTC, { language: 'EN', timeZone: 'UTC' })).toBe(
      '11/24/2026, 23:30:05',
    );
  });

  it('orders day, month and year the language’s way', () => {
    expect(formatDate(LATE_EVENING_UTC, { language: 'CN', ...BANGKOK })).toBe('2026/11/25');
    expect(formatDate(LATE_EVENING_UTC, { language: 'FR', ...BANGKOK })).toBe('25/11/2026');
    expect(formatDate(LATE_EVENING_UTC, { language: 'KO', ...BANGKOK })).toBe('2026. 11. 25.');
  });

  it('counts years in the Gregorian calendar with Latin digits, Thai and Persian included', () => {
    expect(formatDate(LATE_EVENING_UTC, { language: 'TH', ...BANGKOK })).toBe('25/11/2026');
    expect(formatDate(LATE_EVENING_UTC, { language: 'FA', ...BANGKOK })).toContain('2026');
    expect(formatDate(LATE_EVENING_UTC, { language: 'AR', ...BANGKOK })).toMatch(/25.*11.*2026/);
  });

  it('writes a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2026-11-25', { language: 'EN', timeZone: 'Pacific/Honolulu' })).toBe('11/25/2026');
    expect(formatDay('2026-11-25', { language: 'FR', timeZone: 'Asia/Tokyo' })).toBe('25/11/2026');
  });

  it('shows unreadable input as it came rather than "Invalid Date"', () => {
    expect(formatDateTime('soon', { language: 'EN' })).toBe('soon');
    expect(formatDay('2026-13', { language: 'EN' })).toBe('2026-13');
  });
});
