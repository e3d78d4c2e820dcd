import type { TGameFilter, TGameType } from '@openlobby/contracts';
import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRequestToken } from '../../../lib/use-request-token.ts';
import { GAME_PAGE_SIZE, useGameList } from '../api/get-game-list.ts';
import { useVassGameTypes } from '../api/get-vass-game-types.ts';
import { useVendors } from '../api/get-vendors.ts';
import { useGamesEnv } from '../hooks/use-games-env.ts';
import {
  LISTING_SCOPES,
  listingRequest,
  readListingState,
  SESSION_FILTERS,
  type TListingPageType,
} from '../lib/listing.ts';
import { FilterChips } from './filter-chips.tsx';
import { GameGrid } from './game-grid.tsx';
import { GameSearch } from './game-search.tsx';
import { GameTypeTabs } from './game-type-tabs.tsx';
import { LaneIcon } from './lane-icon.tsx';
import { VendorTabs, VendorTabsPlaceholder } from './vendor-tabs.tsx';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A listing page (/rng, /bgs, /bingo, /fish, /live, /pvp): vendor tabs of the category (?vendor=
 * preselects), the filters ALL / NEW / HOT / FAV / RECENT (FAV and RECENT ask visitors to log in),
 * the chosen vendor's game types, a debounced search by name, the grid and the pages. Every choice
 * lives in the address, so closing a game comes back to the same page of the same list.
 */
export const GameListing = ({ pageType }: { pageType: TListingPageType }) => {
  const scope = LISTING_SCOPES[pageType];
  const { t } = useTranslation();
  const env = useGamesEnv();
  const loggedIn = useRequestToken() !== null;
  const [params, setParams] = useSearchParams();
  const state = readListingState(params);
  const { data: lanes } = useVendors();
  const vendors = lanes?.find((l) => l.title === scope.lane)?.cards ?? [];
  const top = useRef<HTMLDivElement>(null);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const [search, setSearch] = useState(state.search);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== state.search.trim()) update({ q: debounced, page: null });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps

  const req = listingRequest(scope, state, loggedIn, GAME_PAGE_SIZE);
  const list = useGameList(req);
  const types = useVassGameTypes(scope.gameType ? null : state.vendor);
  const filter = req.filterType ?? 'ALL';
  const pageCount = list.data ? Math.ceil(list.data.total / GAME_PAGE_SIZE) : 0;

  const chooseFilter = (f: TGameFilter) => {
    const apply = () => update({ filter: f === 'ALL' ? null : f, page: null });
    if (SESSION_FILTERS.includes(f)) env.guard('login', apply);
    else apply();
  };
  const chooseVendor = (v: string | null) => update({ vendor: v, type: null, page: null });
  const chooseType = (g: TGameType | null) => update({ type: g, page: null });
  const choosePage = (p: number) => {
    update({ page: p === 1 ? null : String(p) });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const emptyState =
    filter === 'FAV' ? (
      <EmptyState title={t('games.emptyFav')} description={t('games.emptyFavHint')} testId="games-empty" />
    ) : filter === 'RECENT' ? (
      <EmptyState
        title={t('games.emptyRecent')}
        description={t('games.emptyRecentHint')}
        testId="games-empty"
      />
    ) : req.gameName ? (
      <EmptyState
        title={t('games.emptySearch', { q: req.gameName })}
        description={t('games.emptySearchHint')}
        testId="games-empty"
      />
    ) : (
      <EmptyState title={t('games.empty')} description={t('games.emptyHint')} testId="games-empty" />
    );

  return (
    <div className="ol-page ol-listing" data-testid={`listing-${pageType}`} data-category={scope.category}>
      <PageHero
        title={t(`games.pages.${pageType}`)}
        // A blank line while the count loads keeps the hero's height, so the games below stay put.
        subtitle={list.data ? t('games.count', { count: list.data.total }) : '\u00a0'}
        icon={<LaneIcon lane={scope.lane} size={34} />}
      >
        <div className="ol-hero-search">
          <GameSearch value={search} onChange={setSearch} />
        </div>
      </PageHero>
      <div ref={top} className="ol-listing-anchor" />
      {lanes === undefined ? (
        <VendorTabsPlaceholder />
      ) : (
        vendors.length > 0 && <VendorTabs vendors={vendors} value={state.vendor} onChange={chooseVendor} />
      )}
      <div className="ol-listing-bar">
        <FilterChips value={filter} onChange={chooseFilter} />
        {types.data && types.data.length > 1 && (
          <GameTypeTabs types={types.data} value={state.gameType} onChange={chooseType} />
        )}
      </div>
      {list.isError && !list.data ? (
        <EmptyState
          title={errorMessage(t, list.error)}
          testId="games-error"
          action={
            <Button variant="light" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <GameGrid
          games={list.data?.content}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          empty={emptyState}
          skeletons={GAME_PAGE_SIZE / 2}
        />
      )}
      {pageCount > 1 && (
        <div className="ol-listing-pages">
          <Pagination
            total={pageCount}
            value={state.page}
            onChange={choosePage}
            data-testid="games-pagination"
          />
        </div>
      )}
    </div>
  );
};
