// @vitest-environment jsdom
import { AGENT_API, WALLET_API, type TContract } from '@openlobby/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from '../../../components/ui/dialog-store.ts';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { buildConsolidated, buildContract } from '../test-builders.ts';
import { renderAgentPart } from '../test-utils.tsx';
import { AgreementModal } from './agreement-modal.tsx';

let contracts: TContract[];
let calls: TApiCall[];
let refusal: string | null;

beforeEach(() => {
  refusal = null;
  useDialogStore.setState({ dialogs: [] });
  useAgentCentreStore.setState({ agreementOpened: true });
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === WALLET_API.consolidatedFunds) return ok(buildConsolidated(contracts));
    if (call.method === 'POST') return refusal ? fail(refusal, 422) : ok(contracts[0]);
    return fail('NOT_FOUND', 404);
  });
});

const posts = () => calls.filter((c) => c.method === 'POST');
const consolidatedReads = () => calls.filter((c) => pathOf(c) === WALLET_API.consolidatedFunds).length;
const card = async (id: number) => within(await screen.findByTestId(`contract-${id}`));

describe('AgreementModal', () => {
  it('shows its three blocks, each with its kinds, titled "Agreement"', async () => {
    contracts = [
      buildContract({ id: 1, kind: 'DIVIDEND', status: 'V' }),
      buildContract({ id: 2, kind: 'REAL_TIME_SALARY', status: 'V' }),
    ];
    renderAgentPart(<AgreementModal />);
    expect(await screen.findByRole('dialog', { name: 'Agreement' })).toBeTruthy();
    expect(await within(screen.getByTestId('agreement-dividend')).findByTestId('contract-1')).toBeTruthy();
    expect(within(screen.getByTestId('agreement-dailyWage')).getByTestId('contract-2')).toBeTruthy();
    expect(
      within(screen.getByTestId('agreement-hourlyWage')).getByText('No contract of this kind.'),
    ).toBeTruthy();
  });

  it('signs a daily-wage offer with {id, status A}, then reloads the consolidated data', async () => {
    contracts = [buildContract({ id: 17, status: 'P' })];
    renderAgentPart(<AgreementModal />);
    const offer = await card(17);
    expect(offer.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign', 'Reject']);
    const before = consolidatedReads();
    fireEvent.click(offer.getByTestId('contract-sign'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(pathOf(posts()[0]!)).toBe(AGENT_API.processDailyWage);
    expect(posts()[0]!.body).toEqual({ id: 17, status: 'A' });
    await waitFor(() => expect(consolidatedReads()).toBe(before + 1));
  });

  it('asks higher_rate before signing an offer marked Y, and sends nothing on cancel', async () => {
    contracts = [buildContract({ id: 17, status: 'P', downlineHigherRate: 'Y' })];
    renderAgentPart(<AgreementModal />);
    fireEvent.click((await card(17)).getByTestId('contract-sign'));
    const dialog = await screen.findByTestId('higher-rate-dialog');
    await waitFor(() =>
      expect(dialog.textContent).toContain('If you sign it, those downline contracts end.'),
    );
    fireEvent.click(screen.getByTestId('higher-rate-cancel'));
    await waitFor(() => expect(screen.queryByTestId('higher-rate-dialog')).toBeNull());
    expect(posts()).toEqual([]);

    fireEvent.click((await card(17)).getByTestId('contract-sign'));
    fireEvent.click(await screen.findByTestId('higher-rate-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ id: 17, status: 'A' });
  });

  it('rejects a dividend offer by its category with R, and never asks higher_rate to reject', async () => {
    contracts = [
      buildContract({ id: 3, kind: 'DIVIDEND', category: 'LIVE', status: 'E', downlineHigherRate: 'Y' }),
    ];
    renderAgentPart(<AgreementModal />);
    fireEvent.click((await card(3)).getByTestId('contract-reject'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(pathOf(posts()[0]!)).toBe(AGENT_API.processDividend);
    expect(posts()[0]!.body).toEqual({ type: 'LIVE', status: 'R' });
    expect(screen.queryByTestId('higher-rate-dialog')).toBeNull();
  });

  it('terminates an hourly wage in force with {contractId, status A} (its uneven code)', async () => {
    contracts = [buildContract({ id: 5, kind: 'HOURLY_WAGE', category: 'RNG', status: 'V' })];
    renderAgentPart(<AgreementModal />);
    const inForce = await card(5);
    expect(inForce.getAllByRole('button').map((b) => b.textContent)).toEqual(['Terminate', 'Reject']);
    fireEvent.click(inForce.getByTestId('contract-terminate'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(pathOf(posts()[0]!)).toBe(AGENT_API.processHourlyWage);
    expect(posts()[0]!.body).toEqual({ contractId: 5, status: 'A' });
  });

  it('terminates a daily wage in force with C and keeps it (rejecting the offer beside it) with A', async () => {
    contracts = [buildContract({ id: 8, status: 'V' })];
    renderAgentPart(<AgreementModal />);
    fireEvent.click((await card(8)).getByTestId('contract-terminate'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    fireEvent.click((await card(8)).getByTestId('contract-reject'));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts().map((c) => c.body)).toEqual([
      { id: 8, status: 'C' },
      { id: 8, status: 'A' },
    ]);
  });

  it('shows a refusal in words (errors.<CODE>), not as a code', async () => {
    contracts = [buildContract({ id: 17, status: 'P' })];
    refusal = 'CONTRACT_ABOVE_UPLINE';
    renderAgentPart(<AgreementModal />);
    fireEvent.click((await card(17)).getByTestId('contract-sign'));
    expect((await screen.findByTestId('contract-error')).textContent).toBe(
      'This contract gives more than your own contract of that kind allows.',
    );
  });
});
