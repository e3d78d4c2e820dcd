// @vitest-environment jsdom
import { GAMES_API } from '@openlobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { maskAccount } from '../lib/winners.ts';
import { renderGames } from '../test-utils.tsx';
import { WinnersBoard } from './winners-board.tsx';

const entry = (account: string, winAmount: number, gameName = 'Dragon Gold') => ({
  vo: {
    account,
    gameName,
    nodeId: 7,
    vassalage: 'PG',
    winAmount,
    currency: 'THB',
    at: '2025-01-01T00:00:00Z',
  },
});

describe('WinnersBoard', () => {
  it('asks for all categories, 20 entries, and shows amounts with separators and 2 decimals', async () => {
    const calls = stubApi((call) =>
      pathOf(call) === GAMES_API.rankList
        ? ok({ list: [entry('ab***9', 1234567.5), entry('cd***1', 88)] })
        : fail('NOT_FOUND', 404),
    );
    renderGames(<WinnersBoard />);
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(2));
    const amounts = screen.getAllByTestId('winner-amount').map((e) => e.textContent);
    expect(amounts).toEqual(['1,234,567.50', '88.00']);
    expect(screen.getAllByTestId('winner-account')[0]?.textContent).toBe('ab***9');
    expect(screen.getByTestId('winners-board').textContent).toContain('Dragon Gold');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ gameCategory: 'ALL', language: 'EN', limitNum: 20 });
  });

  it('scrolls by itself only when the board is longer than its window', async () => {
    stubApi(() => ok({ list: Array.from({ length: 20 }, (_, i) => entry(`u${i}***`, i * 1000)) }));
    renderGames(<WinnersBoard />);
    await waitFor(() => expect(screen.getAllByTestId('winner-row')).toHaveLength(20));
    const track = screen.getByTestId('winners-board').querySelector('.ol-winners-track');
    expect(track?.getAttribute('data-animated')).toBe('true');
    // The second copy that makes the loop seamless is hidden from assistive technology.
    expect(track?.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(20);
  });

  it('masks an account the server left unmasked', () => {
    expect(maskAccount('player123')).toBe('pl***3');
    expect(maskAccount('ab***9')).toBe('ab***9');
  });
});
