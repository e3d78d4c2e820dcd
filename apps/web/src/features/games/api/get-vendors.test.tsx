// @vitest-environment jsdom
import { API } from '@openlobby/contracts';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTestQueryClient } from '../../../test/render.tsx';
import { ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { buildLane, buildVendor, renderGames } from '../test-utils.tsx';
import { flushVendors, useVendors, vendorsStorageKey } from './get-vendors.ts';

const Lanes = () => {
  const { data } = useVendors();
  return <output data-testid="lanes">{data?.map((l) => l.title).join(',') ?? '-'}</output>;
};

beforeEach(() => sessionStorage.clear());

describe('vendor lanes', () => {
  it('are kept in session storage and reused by the next page load until a flush', async () => {
    const calls = stubApi(() => ok({ data: { lanes: [buildLane('RNG', [buildVendor('PG')])] } }));
    renderGames(<Lanes />);
    await waitFor(() => expect(screen.getByTestId('lanes').textContent).toBe('RNG'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${API.vendors}?platform=html5-desktop`);
    expect(sessionStorage.getItem(vendorsStorageKey('html5-desktop', 'EN'))).toContain('"PG"');

    // A new page load (a fresh cache) reads them from session storage without a call.
    const client = makeTestQueryClient();
    renderGames(<Lanes />, { client });
    await waitFor(() => expect(screen.getAllByTestId('lanes')[1]?.textContent).toBe('RNG'));
    expect(calls).toHaveLength(1);

    // A flush (login, logout, language) fetches them again.
    await act(() => flushVendors(client));
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === API.vendors)).toHaveLength(2));
  });
});
