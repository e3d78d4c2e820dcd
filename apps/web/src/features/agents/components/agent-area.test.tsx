// @vitest-environment jsdom
import { AGENT_API, WALLET_API, type TAgentConsolidated } from '@openlobby/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { ALWAYS_SHOWN, buildConsolidated, buildContract } from '../test-builders.ts';
import { renderAgentPart } from '../test-utils.tsx';
import { AgentArea } from './agent-area.tsx';
import { AgentCentre } from './agent-centre.tsx';

let consolidated: TAgentConsolidated;

beforeEach(() => {
  useAgentCentreStore.setState({ opened: false, agreementOpened: false, page: 'agentAnnouncement' });
  stubApi((call) => {
    const path = pathOf(call);
    if (path === WALLET_API.consolidatedFunds) return ok(consolidated);
    if (path === AGENT_API.contracts) return ok({ items: [] });
    return fail('NOT_FOUND', 404);
  });
});

const menu = () =>
  screen.getAllByTestId(/^agent-menu-/).map((el) => el.dataset.testid!.replace('agent-menu-', ''));

describe('AgentCentre', () => {
  it('shows the conditional entries whose consolidated flag is A or V, after the eight always there', async () => {
    consolidated = buildConsolidated([], { dividend: 'V', salary: 'P', dailySalary: 'V', hourSalary: null });
    useAgentCentreStore.setState({ opened: true });
    renderAgentPart(<AgentCentre />);
    await waitFor(() => expect(menu()).toContain('dividendRecord'));
    expect(menu()).toEqual([...ALWAYS_SHOWN, 'dividendRecord', 'realTimeSalary']);
    expect(screen.getByRole('dialog', { name: 'Agency announcement' })).toBeTruthy();
  });

  it('falls back to the first entry when the open page’s flag is off', async () => {
    consolidated = buildConsolidated([], { hourSalary: 'C' });
    useAgentCentreStore.setState({ opened: true, page: 'hourlySalary' });
    renderAgentPart(<AgentCentre />);
    expect(await screen.findByRole('dialog', { name: 'Agency announcement' })).toBeTruthy();
    expect(screen.queryByTestId('agent-menu-hourlySalary')).toBeNull();
  });
});

describe('AgentArea', () => {
  it('opens the agreement by itself when an offer waits for the agent', async () => {
    consolidated = buildConsolidated([buildContract({ status: 'P' })]);
    renderAgentPart(<AgentArea env={{ account: 'agent2a', decimals: 2 }} />);
    expect(await screen.findByTestId('agreement-modal')).toBeTruthy();
    expect(useAgentCentreStore.getState().agreementOpened).toBe(true);
  });

  it('leaves the agreement closed when nothing waits', async () => {
    consolidated = buildConsolidated([buildContract({ status: 'V' })], { salary: 'V' });
    const { client } = renderAgentPart(<AgentArea env={{ account: 'agent1', decimals: 2 }} />);
    // Once the consolidated data has come, the area has decided.
    await waitFor(() =>
      expect(client.getQueryState(['agents', 'test-token', 'consolidated'])?.status).toBe('success'),
    );
    await act(async () => {});
    expect(useAgentCentreStore.getState().agreementOpened).toBe(false);
    expect(screen.queryByTestId('agreement-modal')).toBeNull();
  });
});
