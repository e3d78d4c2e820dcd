// @vitest-environment jsdom
import { API, GAMES_API, LOTTERY_API } from '@openlobby/contracts';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../../components/ui/dialog-store.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { buildLane, buildVendor, renderGames } from '../../features/games/test-utils.tsx';
import { PHONE_QUERY } from '../../lib/device.ts';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { LotteryPage, VnLotteryPage } from './e-lottery.tsx';

vi.mock('../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) =>
      values?.code ? `${key} ${String(values.code)}` : key,
  }),
}));

const GAME_URL = '/house/lottery/?lang=EN&view=lobby#token=abc';
const launched = (gameUrl = GAME_URL): TApiAnswer => ok({ gameUrl });
const launches = (calls: TApiCall[]) => calls.filter((c) => pathOf(c) === LOTTERY_API.vnLaunch);

/** Signs in as a login does (the store keeps the request token in step); `null` signs out. */
const signIn = (as: 'member' | 'trial' | null) =>
  act(() => {
    if (as === null) useSessionStore.getState().signOut();
    else useSessionStore.setState({ token: 'member-token', account: 'player1', isTrial: as === 'trial' });
  });

const showVn = (at = '/vnlottery') =>
  renderGames(<VnLotteryPage />, { at, path: '/vnlottery', token: useSessionStore.getState().token });

// In StrictMode, as the site runs: its doubled effects must not launch or explain anything twice.
configure({ reactStrictMode: true });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  // Unmounted first, so signing out does not show the page's visitor prompt to the next test.
  cleanup();
  useSessionStore.getState().signOut();
  useLoginDialogStore.getState().close();
  useDialogStore.setState({ dialogs: [] });
});

describe('/vnlottery', () => {
  it('launches the lobby with the spec payload and frames the address it answers', async () => {
    const calls = stubApi(() => launched());
    await signIn('member');
    showVn();
    const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${window.location.origin}${GAME_URL}`);
    expect(screen.getByTestId('game-title').textContent).toBe('pages.vnlottery.lobby');
    const [call] = launches(calls);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      device: 'web',
      lottoArea: 'VN',
      lottoPrizeMode: 'Elott',
      launchMode: 'LOTT',
      language: 'EN',
      lottoView: 'lobby',
    });
    expect(call?.headers.get('Authorization')).toBe('member-token');
    expect(launches(calls)).toHaveLength(1);
  });

  it('opens the betting view of ?gameCode, titled with the game', async () => {
    const calls = stubApi(() => launched('/house/lottery/?lang=EN&view=betting&game=VN-HCM#token=abc'));
    await signIn('member');
    showVn('/vnlottery?gameCode=VN-HCM');
    await screen.findByTestId('game-frame');
    expect(launches(calls)[0]?.body).toMatchObject({ lottoView: 'betting', lottoGameCode: 'VN-HCM' });
    expect(screen.getByTestId('game-title').textContent).toBe('pages.vnlottery.betting VN-HCM');
  });

  it('tells the server a phone-width viewport is an h5 device', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    const calls = stubApi(() => launched());
    await signIn('member');
    showVn();
    await screen.findByTestId('game-frame');
    expect(launches(calls)[0]?.body).toMatchObject({ device: 'h5' });
  });

  it('asks a visitor to log in without calling, and launches once they have', async () => {
    const calls = stubApi(() => launched());
    showVn();
    expect(screen.getByTestId('vnlottery-visitor')).toBeTruthy();
    // The login popup opens on arrival, as a launch on /game opens it, and again from the page.
    expect(useLoginDialogStore.getState().opened).toBe(true);
    act(() => useLoginDialogStore.getState().close());
    fireEvent.click(screen.getByTestId('vnlottery-action'));
    expect(useLoginDialogStore.getState().opened).toBe(true);
    expect(launches(calls)).toHaveLength(0);

    await signIn('member');
    await screen.findByTestId('game-frame');
    expect(launches(calls)).toHaveLength(1);
  });

  it('tells a trial account once that a real account is needed, without calling', async () => {
    const calls = stubApi(() => launched());
    await signIn('trial');
    showVn();
    expect(screen.getByTestId('vnlottery-trial')).toBeTruthy();
    expect(useDialogStore.getState().dialogs.map((d) => d.testId)).toEqual(['real-account-dialog']);
    expect(launches(calls)).toHaveLength(0);
  });

  it('shows a refused launch in the error dialog with its translated code, and launches again on retry', async () => {
    let answer: TApiAnswer = fail('NOT_FOUND', 404);
    const calls = stubApi(() => answer);
    await signIn('member');
    showVn();
    await screen.findByTestId('vnlottery-failed');
    const dialogs = useDialogStore.getState().dialogs;
    expect(dialogs.map((d) => [d.testId, d.icon, d.html])).toEqual([
      ['vnlottery-error', 'error', 'errors.NOT_FOUND'],
    ]);
    expect(screen.queryByTestId('game-frame')).toBeNull();

    answer = launched();
    fireEvent.click(screen.getByTestId('vnlottery-action'));
    await screen.findByTestId('game-frame');
    expect(launches(calls)).toHaveLength(2);
    // The failure was explained once, not again on the successful retry.
    expect(useDialogStore.getState().dialogs).toHaveLength(1);
  });

  it('frames nothing from an address off the brand’s game origins', async () => {
    stubApi(() => launched('https://elsewhere.example/lottery'));
    await signIn('member');
    showVn();
    expect((await screen.findByTestId('game-page-empty')).textContent).toContain('pages.game.untrusted');
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });
});

describe('/lottery', () => {
  const lanes = [
    buildLane('LOTT', [
      buildVendor('OLL', { name: 'OpenLobby Lottery', gameType: 'LOTT' }),
      buildVendor('TCG', { name: 'TCG Lotto', gameType: 'LOTT' }),
    ]),
  ];

  it('opens /vnlottery from the house Vietnam lottery’s card, and closing its frame comes back', async () => {
    const calls = stubApi((call) => (pathOf(call) === API.vendors ? ok({ data: { lanes } }) : launched()));
    await signIn('member');
    renderGames(
      <>
        <LotteryPage />
        <VnLotteryPage />
      </>,
      { at: '/lottery', path: '*', token: 'member-token' },
    );
    fireEvent.click(await screen.findByTestId('vendor-card-OLL'));
    expect(screen.getByTestId('location').textContent).toBe('/vnlottery');
    expect(calls.filter((c) => pathOf(c) === GAMES_API.gameList)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('game-close'));
    expect(screen.getByTestId('location').textContent).toBe('/lottery');
  });

  it('still launches the lobby of any other lottery vendor', async () => {
    const calls = stubApi((call) =>
      pathOf(call) === API.vendors ? ok({ data: { lanes } }) : ok({ content: [], total: 0 }),
    );
    await signIn('member');
    renderGames(<LotteryPage />, { at: '/lottery', path: '/lottery', token: 'member-token' });
    fireEvent.click(await screen.findByTestId('vendor-card-TCG'));
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === GAMES_API.gameList)).toHaveLength(1));
    expect(calls.find((c) => pathOf(c) === GAMES_API.gameList)?.body).toMatchObject({ vassalage: 'TCG' });
    expect(screen.getByTestId('location').textContent).toBe('/lottery');
  });
});
