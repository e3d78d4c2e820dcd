// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePendingStore } from '../../lib/pending-store.ts';
import { LoadingModal } from './loading-modal.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  usePendingStore.setState({ count: 0 });
});

describe('LoadingModal', () => {
  it('appears only once a call has been pending for 100 ms, as a 200x200 box', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <LoadingModal />
      </MantineProvider>,
    );
    act(() => usePendingStore.getState().begin());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByTestId('loading-modal')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const box = screen.getByRole('status');
    expect([box.style.width, box.style.height]).toEqual(['200px', '200px']);
  });

  it('never shows for a call that ends within 100 ms, and hides when the last call ends', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <LoadingModal />
      </MantineProvider>,
    );
    act(() => usePendingStore.getState().begin());
    act(() => vi.advanceTimersByTime(50));
    act(() => usePendingStore.getState().end());
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('loading-modal')).toBeNull();
    act(() => {
      usePendingStore.getState().begin();
      usePendingStore.getState().begin();
    });
    act(() => vi.advanceTimersByTime(100));
    act(() => usePendingStore.getState().end());
    expect(screen.getByTestId('loading-modal')).toBeTruthy();
    act(() => usePendingStore.getState().end());
    expect(screen.queryByTestId('loading-modal')).toBeNull();
  });
});
