// @vitest-environment jsdom
import { GAMES_API } from '@openlobby/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, pathOf, stubApi, type TApiAnswer } from '../../../test/stub-api.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { buildGame, renderGames, stubGamesEnv } from '../test-utils.tsx';
import { gamesKeys } from './games-keys.ts';
import { useFavoriteIds } from './get-favorite-ids.ts';
import { useGameList } from './get-game-list.ts';
import { useHotGames } from './get-hot-games.ts';

/** Two lists holding the same game (a listing page and the hot strip) and the favourite count. */
const Lists = () => {
  const list = useGameList({ category: 'RNG' });
  const hot = useHotGames();
  const ids = useFavoriteIds();
  return (
    <>
      <section data-testid="listing">
        <GameGrid games={list.data?.content} />
      </section>
      <section data-testid="hot">
        <GameGrid games={hot.data} />
      </section>
      <output data-testid="fav-count">{ids.data?.size ?? '-'}</output>
    </>
  );
};

const dragon = buildGame(7, { name: 'Dragon Gold' });
const other = buildGame(8, { name: 'Lucky Koi', isFav: true });

let favAnswer: () => TApiAnswer | Promise<TApiAnswer>;
let favIds: number[];

const serve = () =>
  stubApi((call) => {
    const path = pathOf(call);
    if (path === GAMES_API.gameList)
      return ok({ content: [dragon, other], total: 2, pageIndex: 1, pageSize: 24 });
    if (path === GAMES_API.hotGames) return ok({ list: [dragon] });
    if (path === GAMES_API.favoriteIds) return ok({ nodeIds: favIds });
    if (path === GAMES_API.addFavorite || path === GAMES_API.removeFavorite) return favAnswer();
    return fail('NOT_FOUND', 404);
  });

const heartIn = (section: string, name: string) =>
  within(within(screen.getByTestId(section)).getByText(name).closest('article')!).getByTestId('game-fav');

const pressed = (section: string, name: string) => heartIn(section, name).getAttribute('aria-pressed');

beforeEach(() => {
  favIds = [8];
});

describe('favourites', () => {
  it('marks a game in every cached list at once and keeps it when the server agrees', async () => {
    let answer!: (a: TApiAnswer) => void;
    favAnswer = () => new Promise((resolve) => (answer = resolve));
    const calls = serve();
    const { client, env } = renderGames(<Lists />);
    await waitFor(() => expect(screen.getByTestId('fav-count').textContent).toBe('1'));
    await screen.findAllByText('Dragon Gold');

    fireEvent.click(heartIn('listing', 'Dragon Gold'));
    expect(env?.guard).toHaveBeenCalledWith('login', expect.any(Function));
    // Optimistic: both lists and the ids show it before the server answers.
    await waitFor(() => expect(pressed('listing', 'Dragon Gold')).toBe('true'));
    expect(pressed('hot', 'Dragon Gold')).toBe('true');
    expect(screen.getByTestId('fav-count').textContent).toBe('2');
    const add = calls.find((c) => pathOf(c) === GAMES_API.addFavorite);
    expect(add?.method).toBe('POST');
    expect(add?.body).toEqual({ nodeId: 7 });

    act(() => answer(ok({ nodeIds: [8, 7] })));
    await waitFor(() =>
      expect(client.getQueryData(gamesKeys.favoriteIds('test-token'))).toEqual({ nodeIds: [8, 7] }),
    );
    expect(pressed('listing', 'Dragon Gold')).toBe('true');
    expect(pressed('hot', 'Dragon Gold')).toBe('true');
  });

  it('removes a favourite everywhere too', async () => {
    favAnswer = () => ok({ nodeIds: [] });
    const calls = serve();
    renderGames(<Lists />);
    await waitFor(() => expect(pressed('listing', 'Lucky Koi')).toBe('true'));
    fireEvent.click(heartIn('listing', 'Lucky Koi'));
    await waitFor(() => expect(pressed('listing', 'Lucky Koi')).toBe('false'));
    await waitFor(() => expect(screen.getByTestId('fav-count').textContent).toBe('0'));
    expect(calls.some((c) => pathOf(c) === GAMES_API.removeFavorite)).toBe(true);
  });

  it('rolls every list and the ids back when the server refuses', async () => {
    let answer!: (a: TApiAnswer) => void;
    favAnswer = () => new Promise((resolve) => (answer = resolve));
    serve();
    renderGames(<Lists />);
    await waitFor(() => expect(screen.getByTestId('fav-count').textContent).toBe('1'));
    await screen.findAllByText('Dragon Gold');
    fireEvent.click(heartIn('hot', 'Dragon Gold'));
    await waitFor(() => expect(pressed('listing', 'Dragon Gold')).toBe('true'));
    expect(screen.getByTestId('fav-count').textContent).toBe('2');
    act(() => answer(fail('SYSTEM_ERROR', 500)));
    await waitFor(() => expect(pressed('listing', 'Dragon Gold')).toBe('false'));
    expect(pressed('hot', 'Dragon Gold')).toBe('false');
    expect(screen.getByTestId('fav-count').textContent).toBe('1');
  });

  it('asks visitors to log in instead of calling', async () => {
    const calls = serve();
    const guard = vi.fn();
    renderGames(<Lists />, { token: null, env: stubGamesEnv({ guard }) });
    await screen.findAllByText('Dragon Gold');
    fireEvent.click(heartIn('listing', 'Dragon Gold'));
    expect(guard).toHaveBeenCalledWith('login', expect.any(Function));
    expect(calls.some((c) => pathOf(c) === GAMES_API.addFavorite)).toBe(false);
    expect(calls.some((c) => pathOf(c) === GAMES_API.favoriteIds)).toBe(false);
  });
});
