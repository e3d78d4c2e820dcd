import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../../lib/format.ts';
import { formatOffset, localInputToIso } from './datetime.ts';

const ZOffsetDateTime = z.iso.datetime({ offset: true });

describe('formatOffset', () => {
  it('writes minutes east of UTC as ±hh:mm', () => {
    expect(formatOffset(480)).toBe('+08:00');
    expect(formatOffset(-300)).toBe('-05:00');
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-570)).toBe('-09:30');
    expect(formatOffset(0)).toBe('+00:00');
  });
});

describe('localInputToIso', () => {
  it('keeps the wall-clock time and adds the local offset, as the contract expects', () => {
    const iso = localInputToIso('2025-05-01T14:05');
    expect(iso).toMatch(/^2025-05-01T14:05:00[+-]\d{2}:\d{2}$/);
    expect(ZOffsetDateTime.safeParse(iso).success).toBe(true);
    expect(Date.parse(iso!)).toBe(new Date(2025, 4, 1, 14, 5).getTime());
  });

  it('accepts seconds and round-trips through the datetime-local value', () => {
    expect(localInputToIso('2025-12-31T23:59:30')).toMatch(/^2025-12-31T23:59:30[+-]/);
    for (const v of ['2025-01-15T08:00', '2025-07-15T20:45', '2026-02-28T00:00'])
      expect(toLocalInput(localInputToIso(v))).toBe(v);
  });

  it('refuses empty, malformed and impossible values', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2025-05-01')).toBeNull();
    expect(localInputToIso('2025-05-01 14:00')).toBeNull();
    expect(localInputToIso('2025-02-30T10:00')).toBeNull();
    expect(localInputToIso('2025-13-01T10:00')).toBeNull();
    expect(localInputToIso('2025-05-01T24:00')).toBeNull();
  });
});
