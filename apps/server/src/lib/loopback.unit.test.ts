import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback.ts';

describe('isLoopback', () => {
  it('accepts the IPv4 loopback block, ::1 and IPv4-mapped loopback', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.0.0.2',
    ])
      expect(isLoopback(ip), ip).toBe(true);
  });

  it('refuses public, private and look-alike addresses', () => {
    for (const ip of [
      '203.0.113.7',
      '10.0.0.1',
      '192.168.1.1',
      '::ffff:10.0.0.1',
      '2001:db8::1',
      '::2',
      '127.example.com',
      '1270.0.0.1',
      '',
      undefined,
    ])
      expect(isLoopback(ip), String(ip)).toBe(false);
  });
});
