import type { TLanguage } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { fillTemplate, messageLanguage } from './text-template.ts';

describe('fillTemplate', () => {
  it('puts each value where its placeholder stands, in any order', () => {
    expect(fillTemplate('{code} · {brand} · {code}', { brand: 'Lobby', code: '123456' })).toBe(
      '123456 · Lobby · 123456',
    );
  });

  it('leaves a value that looks like a placeholder as it is', () => {
    expect(fillTemplate('Hello {name}, {minutes}', { name: '{minutes}', minutes: 5 })).toBe(
      'Hello {minutes}, 5',
    );
  });

  it('refuses a placeholder without a value rather than send it', () => {
    expect(() => fillTemplate('Hello {name}', {})).toThrow('{name}');
  });
});

describe('messageLanguage', () => {
  const texts = { EN: 'x', TH: 'y', CN: 'z' } as unknown as Record<TLanguage, string>;
  it('answers the request language, else the brand default, else English', () => {
    expect(messageLanguage(texts, { language: 'TH', brandDefault: 'CN' })).toBe('TH');
    expect(messageLanguage(texts, { brandDefault: 'CN' })).toBe('CN');
    expect(messageLanguage(texts, { language: 'JA', brandDefault: 'CN' })).toBe('CN');
    expect(messageLanguage(texts, { language: 'JA', brandDefault: 'VI' })).toBe('EN');
  });

  it('never takes an object’s inherited names for languages', () => {
    expect(messageLanguage(texts, { language: 'constructor' as TLanguage, brandDefault: 'CN' })).toBe('CN');
  });
});
