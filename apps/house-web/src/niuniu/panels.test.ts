import { describe, expect, it } from 'vitest';
import { keyToStake } from './panels.ts';

describe('the stake bar’s keys', () => {
  it('press the ×1, ×2 and ×3 buttons for 1, 2 and 3, and nothing for any other key', () => {
    expect(keyToStake('1')).toBe('[data-testid="nn-stake-1"]');
    expect(keyToStake('2')).toBe('[data-testid="nn-stake-2"]');
    expect(keyToStake('3')).toBe('[data-testid="nn-stake-3"]');
    for (const key of ['0', '4', 'a', 'Enter', ' ']) expect(keyToStake(key), key).toBeNull();
  });
});
