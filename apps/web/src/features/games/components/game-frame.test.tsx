// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderGames } from '../test-utils.tsx';
import { GameFrame } from './game-frame.tsx';

const at = (url: string, state?: unknown) => ({
  pathname: '/game',
  search: `?url=${encodeURIComponent(url)}&nodeId=7&name=Dragon+Gold`,
  state,
});

describe('GameFrame', () => {
  it('frames the game from the address with its name, and closes back where the player came from', () => {
    const { env } = renderGames(<GameFrame />, {
      at: at('https://games.example/play/7', { from: '/rng?vendor=PG' }),
      path: '/game',
    });
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    expect(frame.src).toBe('https://games.example/play/7');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.dataset.nodeId).toBe('7');
    expect(screen.getByTestId('game-title').textContent).toBe('Dragon Gold');
    fireEvent.click(screen.getByTestId('game-close'));
    expect(screen.getByTestId('location').textContent).toBe('/rng?vendor=PG');
    // Leaving the frame refreshes the header balance.
    expect(env?.refreshBalance).toHaveBeenCalled();
  });

  it('closes to home when opened directly', () => {
    renderGames(<GameFrame />, { at: at('https://games.example/play/7'), path: '/game' });
    fireEvent.click(screen.getByTestId('game-close'));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('asks the browser to show the frame’s container full screen', () => {
    const request = vi.fn(() => Promise.resolve());
    const original = HTMLElement.prototype.requestFullscreen;
    HTMLElement.prototype.requestFullscreen = request;
    onTestFinished(() => {
      HTMLElement.prototype.requestFullscreen = original;
    });
    renderGames(<GameFrame />, { at: at('https://games.example/play/7'), path: '/game' });
    fireEvent.click(screen.getByTestId('game-fullscreen'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.contexts[0]).toBe(screen.getByTestId('game-frame').parentElement);
  });

  it('frames the game in a sandbox that lets it run but not take over the page', () => {
    renderGames(<GameFrame />, { at: at('https://games.example/play/7'), path: '/game' });
    const frame = screen.getByTestId('game-frame');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
  });

  it('frames a house game on the site’s own origin', () => {
    renderGames(<GameFrame />, { at: at('/house/slot/?lang=EN#token=abc'), path: '/game' });
    const frame = screen.getByTestId('game-frame') as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}/house/slot/?lang=EN#token=abc`);
  });

  it('frames nothing from an origin that is not one of the brand’s game origins, and says so', () => {
    renderGames(<GameFrame />, { at: at('https://elsewhere.example/login'), path: '/game' });
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.getByTestId('game-page-empty').textContent).toContain('pages.game.untrusted');
  });

  it('refuses to frame anything but http(s)', () => {
    renderGames(<GameFrame />, { at: at('javascript:alert(1)'), path: '/game' });
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.getByTestId('game-page-empty')).toBeTruthy();
  });
});
