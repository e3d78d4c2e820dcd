// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha } from '../api/get-captcha.ts';
import { useCaptcha } from './use-captcha.ts';

vi.mock('../api/get-captcha.ts', () => ({
  getCaptcha: vi.fn(() => Promise.resolve({ key: 'k', image: 'iVBOR', expiresInSeconds: 120 })),
}));

afterEach(() => {
  cleanup();
  vi.mocked(getCaptcha).mockClear();
});

describe('useCaptcha', () => {
  it('loads when shown and refreshes on click at most once per second', async () => {
    let now = 50_000;
    const { result } = renderHook(() => useCaptcha(true, () => now));
    await act(async () => {});
    expect(getCaptcha).toHaveBeenCalledTimes(1);
    expect(result.current.captcha?.key).toBe('k');

    now += 400;
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    expect(getCaptcha).toHaveBeenCalledTimes(1);

    now += 600;
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    await act(async () => {});
  });

  it('renews after a failed submit even inside the window', async () => {
    const now = 1_000;
    const { result } = renderHook(() => useCaptcha(true, () => now));
    await act(async () => {});
    act(() => result.current.renew());
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    await act(async () => {});
  });

  it('does not load while hidden', () => {
    renderHook(() => useCaptcha(false));
    expect(getCaptcha).not.toHaveBeenCalled();
  });
});
