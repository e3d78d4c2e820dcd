import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('picks the reader’s language, then English, then whatever the operator wrote', () => {
    expect(localized({ EN: 'Welcome', TH: 'ยินดีต้อนรับ' }, 'TH')).toBe('ยินดีต้อนรับ');
    expect(localized({ EN: 'Welcome' }, 'JA')).toBe('Welcome');
    expect(localized({ CN: '欢迎' }, 'JA')).toBe('欢迎');
  });

  it('answers an empty string for a text with no language at all', () => {
    expect(localized({}, 'EN')).toBe('');
    expect(localized({ EN: undefined }, 'EN')).toBe('');
  });
});
