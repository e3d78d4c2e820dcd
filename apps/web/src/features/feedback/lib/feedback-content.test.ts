import { LIMITS } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { contentLength, contentProblemOf } from './feedback-content.ts';

describe('contentProblemOf', () => {
  it('refuses content that is empty once trimmed', () => {
    expect(contentProblemOf('')).toBe('empty');
    expect(contentProblemOf('   \n ')).toBe('empty');
  });

  it('refuses content over the maximum and takes it at the maximum, counting it trimmed', () => {
    expect(contentProblemOf('x'.repeat(LIMITS.feedbackContentMax + 1))).toBe('length');
    expect(contentProblemOf('x'.repeat(LIMITS.feedbackContentMax))).toBeNull();
    expect(contentProblemOf(`  ${'x'.repeat(LIMITS.feedbackContentMax)}  `)).toBeNull();
    expect(contentLength('  hi  ')).toBe(2);
  });
});
