// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator } from '../../test/agents.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ok, stubApi } from '../../test/stub-api.ts';
import { LotteryLayout } from './lottery-layout.tsx';

beforeEach(() => {
  stubApi(() => ok([]));
  // support reads the lottery but not brands: it types the brand's code
  asOperator(['lottery.read'], 'support');
});

describe('the lottery pages’ frame', () => {
  it('asks for a brand before showing a page', async () => {
    renderWithProviders(<LotteryLayout />, { initialEntry: '/lottery/games' });
    expect(await screen.findByTestId('lottery-choose-brand')).toBeTruthy();
  });

  it('shows the four tabs, each keeping the brand', async () => {
    renderWithProviders(<LotteryLayout />, { initialEntry: '/lottery/games?brand=lobby' });
    const tabs = await screen.findByTestId('lottery-tabs');
    expect([...tabs.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/lottery/games?brand=lobby',
      '/lottery/draws?brand=lobby',
      '/lottery/results?brand=lobby',
      '/lottery/tickets?brand=lobby',
    ]);
    expect(screen.queryByTestId('lottery-choose-brand')).toBeNull();
  });
});
