import { describe, expect, it } from 'vitest';
import { clientKeyOf, memoryRequestCounter } from './rate-limit.ts';

describe('clientKeyOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb12::1', '2001:db8:aa:bb00::/56'],
    ['2001:0db8:00aa:bbff:1:2:3:4', '2001:db8:aa:bb00::/56'],
    ['2001:db8::1', '2001:db8:0:0::/56'],
    ['::1', '0:0:0:0::/56'],
    ['fe80::1%eth0', 'fe80:0:0:0::/56'],
  ])('keys %s as %s', (ip, key) => expect(clientKeyOf(ip)).toBe(key));
});

describe('memoryRequestCounter', () => {
  it('counts per key in fixed windows that start with the first call', () => {
    let t = 0;
    const count = memoryRequestCounter(() => t);
    expect(count('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    t = 30_500;
    expect(count('a', 60)).toEqual({ count: 2, resetInSeconds: 30 });
    expect(count('b', 60)).toEqual({ count: 1, resetInSeconds: 60 });
    t = 60_000;
    expect(count('a', 60)).toEqual({ count: 1, resetInSeconds: 60 });
  });
});
