// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { asOperator, asOwner } from '../../test/agents.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ok, stubApi, type TApiCall } from '../../test/stub-api.ts';
import { AgentsLayout } from './agents-layout.tsx';

const brand = (code: string, name: string) => ({
  code,
  name,
  domains: [],
  maintenance: false,
  defaultLanguage: 'EN',
});

let calls: TApiCall[] = [];
beforeEach(() => {
  calls = stubApi(() => ok([brand('lobby', 'OpenLobby'), brand('siam', 'Siam Lobby')]));
});

const sectionHref = (key: string) => screen.getByTestId(`agents-section-${key}`).getAttribute('href');

describe('the agent pages’ frame', () => {
  it('picks the first brand for an operator who may read brands, and every section keeps it', async () => {
    asOwner();
    renderWithProviders(<AgentsLayout />, { initialEntry: '/agents/tree' });
    await waitFor(() => expect(sectionHref('contracts')).toBe('/agents/contracts?brand=lobby'));
    expect(sectionHref('applications')).toBe('/agents/applications?brand=lobby');
    expect(screen.queryByTestId('agents-choose-brand')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Agent network pages' })).toBeTruthy();
  });

  it('asks for a brand code from an operator without brands.read, and never lists brands', async () => {
    asOperator(['agents.read', 'agents.settle'], 'finance');
    renderWithProviders(<AgentsLayout />, { initialEntry: '/agents/settlements' });
    expect(await screen.findByTestId('agents-choose-brand')).toBeTruthy();
    const code = screen.getByTestId('agents-brand');
    fireEvent.change(code, { target: { value: 'siam' } });
    fireEvent.keyDown(code, { key: 'Enter' });
    await waitFor(() => expect(sectionHref('tree')).toBe('/agents/tree?brand=siam'));
    expect(screen.queryByTestId('agents-choose-brand')).toBeNull();
    expect(calls).toEqual([]);
  });
});
