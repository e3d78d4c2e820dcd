// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { GameThumb } from './game-thumb.tsx';

/** A controllable IntersectionObserver: tests decide when the image comes into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly options: IntersectionObserverInit | undefined;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  show(ratio: number) {
    this.callback(
      this.targets.map(
        (target) =>
          ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

beforeEach(() => {
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.useRealTimers());

const img = () => screen.getByTestId('game-thumb') as HTMLImageElement;

describe('GameThumb', () => {
  it('sets the address only once in view (threshold 0.1)', () => {
    renderWithProviders(<GameThumb src="/assets/games/7.svg" name="Dragon Gold" vendor="PG" />);
    expect(img().getAttribute('src')).toBeNull();
    expect(img().dataset.state).toBe('idle');
    expect(FakeObserver.last?.options?.threshold).toBe(0.1);
    act(() => FakeObserver.last!.show(0.25));
    expect(img().getAttribute('src')).toBe('/assets/games/7.svg');
    expect(FakeObserver.last!.disconnected).toBe(true);
    fireEvent.load(img());
    expect(img().dataset.state).toBe('loaded');
  });

  it('retries a failed image once with a cache-busting query, then shows a generated placeholder', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T00:00:00Z'), toFake: ['Date'] });
    renderWithProviders(<GameThumb src="/assets/games/7.svg?v=2" name="Dragon Gold" vendor="PG" />);
    act(() => FakeObserver.last!.show(1));
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(`/assets/games/7.svg?v=2&retry=${Date.now()}`);
    fireEvent.error(img());
    const src = img().getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('>DG<');
    expect(img().dataset.state).toBe('placeholder');
    // The placeholder is final: another error changes nothing.
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(src);
  });
});
