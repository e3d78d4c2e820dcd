import { describe, expect, it } from 'vitest';
import { localize } from './localize.ts';

describe('localize', () => {
  const map = { EN: 'Hello', CN: '你好', TH: 'สวัสดี' };
  it('answers the asked language when translated', () => expect(localize(map, 'TH', 'CN')).toBe('สวัสดี'));
  it('falls back to the brand default, then English, then anything', () => {
    expect(localize(map, 'JA', 'CN')).toBe('你好');
    expect(localize({ EN: 'Hello', TH: 'x' }, 'JA', 'CN')).toBe('Hello');
    expect(localize({ VI: 'Xin chào' }, 'JA', 'CN')).toBe('Xin chào');
    expect(localize({}, 'JA', 'CN')).toBe('');
  });
});
