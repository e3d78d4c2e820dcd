import { describe, expect, it } from 'vitest';
import { hostnameOf } from './system.service.ts';

describe('hostnameOf', () => {
  it.each([
    ['http://LocalHost:3000/home?x=1', 'localhost'],
    ['th.localhost', 'th.localhost'],
    ['th.localhost:8080', 'th.localhost'],
    ['https://user:pw@brand.example/path', 'brand.example'],
  ])('reads the host of %s', (input, host) => expect(hostnameOf(input)).toBe(host));

  it.each(['', '   ', 'http://', 'a'.repeat(3000), 'http://exa mple.com'])('gives null for %j', (input) =>
    expect(hostnameOf(input)).toBeNull(),
  );
});
