// @vitest-environment jsdom
import { API, GAMES_API, type TGameListRequest } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import type { TListingPageType } from '../lib/listing.ts';
import { buildGame, buildLane, buildVendor, renderGames, stubGamesEnv } from '../test-utils.tsx';
import { GameListing } from './game-listing.tsx';

const lanes = [
  buildLane('RNG', [buildVendor('PG'), buildVendor('JILI', { isHot: 1 })]),
  buildLane('PVP', [buildVendor('KING', { gameType: 'PVP' })]),
  buildLane('CONS', [buildVendor('OLC', { gameType: 'CONS' })]),
];

let total: number;
let calls: TApiCall[];

const listCalls = () =>
  calls.filter((c) => pathOf(c) === GAMES_API.gameList).map((c) => c.body as TGameListRequest);
const lastList = () => listCalls().at(-1);

beforeEach(() => {
  sessionStorage.clear();
  total = 2;
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === API.vendors) return ok({ data: { lanes } });
    if (path === GAMES_API.gameList) {
      const body = call.body as TGameListRequest;
      return ok({
        content: [buildGame(1, { name: 'Dragon Gold' }), buildGame(2, { name: 'Lucky Koi', isNew: true })],
        total,
        pageIndex: body.pageIndex ?? 1,
        pageSize: body.pageSize ?? 24,
      });
    }
    if (path === GAMES_API.vassGameType)
      return ok({
        list: [
          { gameType: 'SC', count: 40 },
          { gameType: 'AC', count: 5 },
          { gameType: 'TG', count: 0 },
        ],
      });
    return fail('NOT_FOUND', 404);
  });
});

const render = (pageType: TListingPageType, search = '', opts: Parameters<typeof renderGames>[1] = {}) =>
  renderGames(<GameListing pageType={pageType} />, { at: `/${pageType}${search}`, ...opts });

describe('GameListing', () => {
  it.each<[TListingPageType, Partial<TGameListRequest>]>([
    ['rng', { category: 'RNG' }],
    ['bgs', { category: 'PVP', gameType: 'BG' }],
    ['bingo', { category: 'CONS' }],
    ['fish', { category: 'FISH' }],
    ['live', { category: 'LIVE' }],
    ['pvp', { category: 'PVP' }],
  ])('maps /%s to its request', async (pageType, expected) => {
    render(pageType);
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(lastList()).toEqual({ filterType: 'ALL', pageIndex: 1, pageSize: 24, ...expected });
    expect(calls.find((c) => pathOf(c) === GAMES_API.gameList)?.method).toBe('POST');
    expect(await screen.findAllByTestId('game-card')).toHaveLength(2);
  });

  it('preselects ?vendor= and offers that vendor’s game types', async () => {
    render('rng', '?vendor=JILI');
    await waitFor(() => expect(lastList()).toMatchObject({ category: 'RNG', vassalage: 'JILI' }));
    expect((await screen.findByTestId('vendor-tab-JILI')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('vendor-tab-PG').getAttribute('aria-pressed')).toBe('false');
    // Types with games only, from getVassGameType.
    fireEvent.click(await screen.findByTestId('game-type-AC'));
    await waitFor(() => expect(lastList()).toMatchObject({ vassalage: 'JILI', gameType: 'AC' }));
    expect(screen.queryByTestId('game-type-TG')).toBeNull();
    expect(calls.find((c) => pathOf(c) === GAMES_API.vassGameType)?.body).toEqual({ vassalage: 'JILI' });
    // Choosing all vendors drops the vendor and its type.
    fireEvent.click(screen.getByTestId('vendor-tab-all'));
    await waitFor(() =>
      expect(lastList()).toEqual({ filterType: 'ALL', category: 'RNG', pageIndex: 1, pageSize: 24 }),
    );
  });

  it('asks visitors to log in for FAV and RECENT, and filters for members', async () => {
    const guard = vi.fn();
    render('rng', '', { token: null, env: stubGamesEnv({ guard }) });
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('game-filter-FAV'));
    fireEvent.click(screen.getByTestId('game-filter-RECENT'));
    expect(guard.mock.calls.map((c) => c[0])).toEqual(['login', 'login']);
    expect(listCalls().every((b) => b.filterType === 'ALL')).toBe(true);
    fireEvent.click(screen.getByTestId('game-filter-NEW'));
    await waitFor(() => expect(lastList()?.filterType).toBe('NEW'));
  });

  it('lists favourites and recent games for members', async () => {
    render('live');
    fireEvent.click(await screen.findByTestId('game-filter-FAV'));
    await waitFor(() => expect(lastList()).toMatchObject({ filterType: 'FAV', category: 'LIVE' }));
    expect(screen.getByTestId('game-filter-FAV').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('game-filter-RECENT'));
    await waitFor(() => expect(lastList()).toMatchObject({ filterType: 'RECENT', category: 'LIVE' }));
  });

  it('searches by name once typing settles', async () => {
    render('rng');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    const box = screen.getByTestId('game-search');
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.change(box, { target: { value: 'dra' } });
    fireEvent.change(box, { target: { value: 'drag' } });
    await waitFor(() => expect(lastList()?.gameName).toBe('drag'), { timeout: 2000 });
    expect(listCalls().filter((b) => b.gameName)).toHaveLength(1);
  });

  it('pages through the list with the shared pagination', async () => {
    total = 60;
    render('rng');
    const pages = await screen.findByTestId('games-pagination');
    fireEvent.click(pageButton(pages, '2'));
    await waitFor(() => expect(lastList()?.pageIndex).toBe(2));
    expect(screen.getByTestId('location').textContent).toBe('/rng?page=2');
  });

  it('shows the empty state of the filter', async () => {
    total = 0;
    calls = stubApi((call) =>
      pathOf(call) === GAMES_API.gameList
        ? ok({ content: [], total: 0, pageIndex: 1, pageSize: 24 })
        : ok({ data: { lanes } }),
    );
    render('rng', '?filter=FAV');
    expect((await screen.findByTestId('games-empty')).textContent).toContain('games.emptyFav');
  });
});

/** The page button with this label inside the pagination. */
const pageButton = (nav: HTMLElement, label: string) =>
  [...nav.querySelectorAll('button')].find((b) => b.textContent === label)!;
