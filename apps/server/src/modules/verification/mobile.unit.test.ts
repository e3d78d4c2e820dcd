import { describe, expect, it } from 'vitest';
import { maskMobile, normalizeMobile } from './mobile.ts';

describe('normalizeMobile', () => {
  it('removes spaces and dashes and keeps the leading plus', () => {
    expect(normalizeMobile(' +66 81-234 5678 ')).toBe('+66812345678');
  });

  it.each([undefined, null, '', '  ', ' - '])('answers MISSING_PHONE_NUMBER for %j', (input) => {
    expect(() => normalizeMobile(input)).toThrow(expect.objectContaining({ code: 'MISSING_PHONE_NUMBER' }));
  });

  it.each(['12345', '+1234567890123456', '0812a45678', '++66812345678', '66+812345678'])(
    'answers INVALID_PHONE_NUMBER for %s',
    (input) => {
      expect(() => normalizeMobile(input)).toThrow(expect.objectContaining({ code: 'INVALID_PHONE_NUMBER' }));
    },
  );
});

describe('maskMobile', () => {
  it('shows the country prefix and the last four digits of a full number', () => {
    expect(maskMobile('+66812345678')).toBe('+66•••••5678');
  });

  it('shows the first two and last four digits of a national number', () => {
    expect(maskMobile('0812345678')).toBe('08••••5678');
  });

  it('hides most of a short number', () => {
    expect(maskMobile('1234567')).toBe('•••••67');
    expect(maskMobile('+123456')).toBe('+••••56');
  });
});
