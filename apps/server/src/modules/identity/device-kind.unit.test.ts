import { describe, expect, it } from 'vitest';
import { deviceKindOf } from './member-admin.service.ts';

describe('deviceKindOf', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36', 'desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15', 'desktop'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/130.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Mobile/15E148', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) Chrome/130.0 Safari/537.36', 'tablet'],
    ['curl/8.5.0', 'other'],
    ['', 'other'],
  ])('classes %s as %s', (ua, kind) => {
    expect(deviceKindOf(ua)).toBe(kind);
  });
});
