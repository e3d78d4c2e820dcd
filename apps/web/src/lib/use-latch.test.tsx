// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatch } from './use-latch.ts';

describe('useLatch', () => {
  it('stays false until the value is first true, then true for good', () => {
    const { result, rerender } = renderHook(({ value }) => useLatch(value), {
      initialProps: { value: false },
    });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });
});
