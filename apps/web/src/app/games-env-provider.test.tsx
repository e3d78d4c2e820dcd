// @vitest-environment jsdom
import { GAMES_API, type TGame, type TWhitelabel } from '@openlobby/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../components/ui/dialog-store.ts';
import { useLoginDialogStore } from '../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../features/auth/stores/session-store.ts';
import { GameCard } from '../features/games/components/game-card.tsx';
import { LaunchDialogs } from '../features/games/components/launch-dialogs.tsx';
import { useLaunchStore } from '../features/games/stores/launch-store.ts';
import { systemKeys } from '../features/system/api/query-keys.ts';
import { buildGame, renderGames } from '../features/games/test-utils.tsx';
import { makeTestQueryClient } from '../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../test/stub-api.ts';
import { GamesEnvProvider } from './games-env-provider.tsx';

const dragon = buildGame(7, { name: 'Dragon Gold', freePlay: true });
const koi = buildGame(8, { name: 'Lucky Koi' });
const fish = buildGame(9, { name: 'Ocean King', category: 'FISH', vassalage: 'OCEAN', vendorName: 'Ocean' });

const launched = (game: TGame): TApiAnswer =>
  ok({ game_url: `https://games.example/play/${game.nodeId}?s=abc`, game_url2: null, game });

/** Signs a member in (or a trial account) the way a login does. */
const signIn = (isTrial = false) =>
  useSessionStore.setState({ token: 'member-token', account: 'player1', type: isTrial ? 4 : 0, isTrial });

afterEach(() => {
  useSessionStore.getState().signOut();
  useLoginDialogStore.getState().close();
  useDialogStore.setState({ dialogs: [] });
  useLaunchStore.getState().close();
});

const launchCalls = (calls: TApiCall[]) => calls.filter((c) => pathOf(c) === GAMES_API.launchGame);

const renderCard = (game: TGame, token: string | null, at = '/rng?vendor=PG') => {
  const client = makeTestQueryClient();
  // The brand’s site config: games may be framed from the test vendor’s origin, rooms priced in baht.
  client.setQueryData(systemKeys.whitelabel, {
    launchGameCDNs: ['https://games.example'],
    currency: { code: 'THB', symbol: '฿', decimals: 2 },
  } as TWhitelabel);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const result = renderGames(
    <GamesEnvProvider>
      <GameCard game={game} />
      <LaunchDialogs />
    </GamesEnvProvider>,
    { env: null, token, client, at },
  );
  return { ...result, invalidate };
};

describe('launching a game', () => {
  it('opens the login popup for a visitor, without calling', () => {
    const calls = stubApi(() => launched(dragon));
    renderCard(dragon, null);
    fireEvent.click(screen.getByTestId('game-play'));
    expect(useLoginDialogStore.getState().opened).toBe(true);
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('blocks a trial account with the real-account message', () => {
    const calls = stubApi(() => launched(dragon));
    signIn(true);
    renderCard(dragon, 'member-token');
    fireEvent.click(screen.getByTestId('game-play'));
    expect(useDialogStore.getState().dialogs.map((d) => d.testId)).toEqual(['real-account-dialog']);
    expect(useLoginDialogStore.getState().opened).toBe(false);
    expect(launchCalls(calls)).toHaveLength(0);
  });

  it('launches real play with the spec payload, opens /game and refreshes the balance', async () => {
    const calls = stubApi(() => launched(dragon));
    signIn();
    const { invalidate } = renderCard(dragon, 'member-token');
    fireEvent.click(screen.getByTestId('game-play'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/game?url=${encodeURIComponent('https://games.example/play/7?s=abc')}&nodeId=7&name=Dragon+Gold`,
      ),
    );
    expect(screen.getByTestId('location').dataset.action).toBe('PUSH');
    const [call] = launchCalls(calls);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      nodeId: 7,
      gameId: 'g7',
      vassalage: 'PG',
      accountType: 1,
      confirmTrans: true,
      platform: 'html5-desktop',
      clientType: 'web',
      language: 'EN',
    });
    expect(call?.headers.get('Language')).toBe('EN');
    expect(call?.headers.get('Authorization')).toBe('member-token');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['balance'] });
  });

  it('plays for free without a session (accountType 0, nothing transferred)', async () => {
    const calls = stubApi(() => launched(dragon));
    renderCard(dragon, null);
    fireEvent.click(screen.getByTestId('game-free'));
    await waitFor(() => expect(launchCalls(calls)).toHaveLength(1));
    expect(launchCalls(calls)[0]?.body).toMatchObject({ nodeId: 7, accountType: 0, confirmTrans: false });
    expect(useLoginDialogStore.getState().opened).toBe(false);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/game\?url=/));
  });

  it('shows the maintenance dialog with the suggestions as playable cards', async () => {
    let next: TApiAnswer = fail('GAME_MAINTENANCE', 503, { suggestions: [koi, fish] });
    const calls = stubApi(() => next);
    signIn();
    renderCard(dragon, 'member-token');
    fireEvent.click(screen.getByTestId('game-play'));
    const dialog = await screen.findByTestId('game-maintenance-dialog');
    expect(dialog.textContent).toContain('errors.GAME_MAINTENANCE');
    const cards = within(dialog).getAllByTestId('game-card');
    expect(cards.map((c) => c.dataset.gameName)).toEqual(['Lucky Koi', 'Ocean King']);
    expect(cards.map((c) => c.dataset.nodeId)).toEqual(['8', '9']);
    // A suggestion launches like any card and closes the dialog.
    next = launched(fish);
    fireEvent.click(within(cards[1]!).getByTestId('game-play'));
    await waitFor(() => expect(screen.queryByTestId('game-maintenance-dialog')).toBeNull());
    await waitFor(() =>
      expect(launchCalls(calls).at(-1)?.body).toMatchObject({ nodeId: 9, vassalage: 'OCEAN' }),
    );
  });

  it('asks for a room first for card games with rooms, then launches with its roomId', async () => {
    const table = buildGame(21, { name: 'Texas Holdem', category: 'PVP', gameType: 'BG', hasRooms: true });
    const calls = stubApi((call) =>
      pathOf(call) === GAMES_API.roomList
        ? ok({
            content: [
              { roomId: 'r1', name: 'Beginner', minBet: 1, maxBet: 100, players: 12 },
              { roomId: 'r2', name: 'High roller', minBet: 100, maxBet: 10000, players: 3 },
            ],
          })
        : launched(table),
    );
    signIn();
    renderCard(table, 'member-token');
    fireEvent.click(screen.getByTestId('game-play'));
    fireEvent.click(await screen.findByTestId('room-r2'));
    await waitFor(() => expect(launchCalls(calls)).toHaveLength(1));
    expect(calls.find((c) => pathOf(c) === GAMES_API.roomList)?.body).toEqual({ nodeId: 21 });
    expect(launchCalls(calls)[0]?.body).toMatchObject({ nodeId: 21, roomId: 'r2', accountType: 1 });
  });

  it('swaps the frame when already on /game and keeps the way back', async () => {
    stubApi(() => launched(koi));
    signIn();
    renderCard(koi, 'member-token', '/game?url=https%3A%2F%2Fgames.example%2Fplay%2F7&nodeId=7');
    act(() => fireEvent.click(screen.getByTestId('game-play')));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('nodeId=8'));
    expect(screen.getByTestId('location').dataset.action).toBe('REPLACE');
  });
});
