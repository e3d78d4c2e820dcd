// @vitest-environment jsdom
import '../../test/jsdom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** One frame: its callbacks (before the paint), then the timers they set (after it). */
const nextFrame = () => {
  act(() => vi.advanceTimersToNextFrame());
  act(() => vi.advanceTimersByTime(1));
};

describe('AfterFirstPaint', () => {
  it('mounts one region per frame, in the order they mounted, keeping their room meanwhile', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const { container } = render(
      <>
        <AfterFirstPaint placeholderHeight={320}>
          <p>games</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>lanes</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>footer</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.queryByText('games')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('320px');
    nextFrame();
    expect(screen.getByText('games')).toBeTruthy();
    expect(screen.queryByText('lanes')).toBeNull();
    nextFrame();
    expect(screen.getByText('lanes')).toBeTruthy();
    expect(screen.queryByText('footer')).toBeNull();
    nextFrame();
    expect(screen.getByText('footer')).toBeTruthy();
  });

  it('drops a region unmounted before its frame, and the next one takes that frame', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const first = render(
      <AfterFirstPaint>
        <p>gone</p>
      </AfterFirstPaint>,
    );
    render(
      <AfterFirstPaint>
        <p>kept</p>
      </AfterFirstPaint>,
    );
    first.unmount();
    nextFrame();
    expect(screen.getByText('kept')).toBeTruthy();
    expect(screen.queryByText('gone')).toBeNull();
  });
});
