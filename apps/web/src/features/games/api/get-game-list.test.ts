import { describe, expect, it } from 'vitest';
import { normaliseGameListRequest } from './get-game-list.ts';

describe('normaliseGameListRequest', () => {
  it('fills in the defaults the server would', () => {
    expect(normaliseGameListRequest({ category: 'RNG' })).toEqual({
      category: 'RNG',
      filterType: 'ALL',
      pageIndex: 1,
      pageSize: 24,
      gameName: undefined,
    });
  });

  it('trims the search and leaves an empty one out', () => {
    expect(normaliseGameListRequest({ gameName: '  gem  ' }).gameName).toBe('gem');
    expect(normaliseGameListRequest({ gameName: '   ' }).gameName).toBeUndefined();
  });

  it('keeps what the caller chose', () => {
    const req = { filterType: 'HOT', pageIndex: 3, pageSize: 12, vassalage: 'HOUSE' } as const;
    expect(normaliseGameListRequest(req)).toMatchObject(req);
  });

  it('answers the same request for the same choice, so the cache key is stable', () => {
    expect(normaliseGameListRequest({ category: 'LIVE' })).toEqual(
      normaliseGameListRequest({ category: 'LIVE', filterType: 'ALL', pageIndex: 1 }),
    );
  });
});
