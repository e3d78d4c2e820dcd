import { describe, expect, it } from 'vitest';
import { launchToken } from './launch.ts';

describe('launchToken', () => {
  it('reads the token from the fragment', () => {
    expect(launchToken('#token=abc123')).toBe('abc123');
    expect(launchToken('#fun=1&token=a%2Bb')).toBe('a+b');
  });

  it('is empty without one, and never reads it from elsewhere', () => {
    expect(launchToken('')).toBe('');
    expect(launchToken('#')).toBe('');
    expect(launchToken('#lang=EN')).toBe('');
  });
});
