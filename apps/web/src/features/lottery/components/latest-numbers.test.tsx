// @vitest-environment jsdom
import { LOTTERY_API, type TLatestNumbers } from '@openlobby/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { LatestNumbers } from './latest-numbers.tsx';
import { LatestNumbersHost } from './latest-numbers-host.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const LATEST: TLatestNumbers = [
  {
    gameCode: 'VN-HCM',
    name: 'TP. Hồ Chí Minh',
    drawKey: '2026-12-03',
    drawAt: '2026-12-03T09:15:00Z',
    numbers: ['482913'],
  },
  {
    gameCode: 'EL-1M',
    name: 'Speed Lotto 1 min',
    drawKey: '202612030815',
    drawAt: '2026-12-03T08:15:00Z',
    numbers: ['3', '7', '1', '0', '9'],
  },
];

const show = (ui = <LatestNumbers />, token: string | null = 'member-token') =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, { token });

describe('LatestNumbers', () => {
  it('shows each game’s name, draw and headline numbers as balls, with the token', async () => {
    const calls = stubApi((call) =>
      pathOf(call) === LOTTERY_API.latestNumbers ? ok(LATEST) : fail('NOT_FOUND', 404),
    );
    show();
    const vn = await screen.findByTestId('latest-VN-HCM');
    expect(vn.textContent).toContain('TP. Hồ Chí Minh');
    expect(vn.textContent).toContain('home.lottery.draw {"key":"2026-12-03"}');
    expect(
      within(vn)
        .getAllByTestId('lotto-ball')
        .map((b) => b.textContent),
    ).toEqual(['4', '8', '2', '9', '1', '3']);
    const el = screen.getByTestId('latest-EL-1M');
    expect(
      within(el)
        .getAllByTestId('lotto-ball')
        .map((b) => b.textContent),
    ).toEqual(['3', '7', '1', '0', '9']);
    // Read out as one line of numbers, not ball by ball.
    expect(el.textContent).toContain('home.lottery.numbers {"numbers":"3, 7, 1, 0, 9"}');
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('Authorization')).toBe('member-token');
  });

  it('links a Vietnam game to its betting view on /vnlottery, and an e-lottery game nowhere', async () => {
    stubApi(() => ok(LATEST));
    show();
    const vn = await screen.findByTestId('latest-VN-HCM');
    expect(vn.tagName).toBe('A');
    expect(vn.getAttribute('href')).toBe('/vnlottery?gameCode=VN-HCM');
    expect(screen.getByTestId('latest-EL-1M').tagName).toBe('DIV');
  });

  it('shows nothing when no game has been drawn yet, or the call fails', async () => {
    const calls = stubApi(() => ok([]));
    const { container, unmount } = show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('[data-testid="latest-numbers"]')).toBeNull();
    unmount();

    const failed = stubApi(() => fail('SYSTEM_ERROR', 500));
    show();
    await waitFor(() => expect(failed).toHaveLength(1));
    expect(screen.queryByTestId('latest-numbers')).toBeNull();
  });

  it('is not loaded at all for a visitor', async () => {
    const calls = stubApi(() => ok(LATEST));
    show(<LatestNumbersHost loggedIn={false} />, null);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('latest-numbers')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('loads below the fold once home has painted, for a member', async () => {
    stubApi(() => ok(LATEST));
    show(<LatestNumbersHost loggedIn />);
    expect(screen.queryByTestId('latest-numbers')).toBeNull();
    expect(await screen.findByTestId('latest-numbers')).toBeTruthy();
  });
});
