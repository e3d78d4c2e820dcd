// @vitest-environment jsdom
import { AGENT_API, type TContract } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { buildContract } from '../test-builders.ts';
import { renderAgentPart } from '../test-utils.tsx';
import { OfferContractDialog } from './offer-contract-dialog.tsx';

const own: TContract = buildContract({
  id: 1,
  status: 'V',
  agent: { id: 2, account: 'agent1' },
  upline: null,
  terms: { kind: 'DAILY_WAGE', tiers: [{ betVolume: 500, activeMember: 1, rateType: 'P', rate: 1 }] },
});
let calls: TApiCall[];

beforeEach(() => {
  calls = stubApi((call) => {
    if (pathOf(call) !== AGENT_API.contracts) return fail('NOT_FOUND', 404);
    if (call.method === 'GET') return ok({ items: call.url.includes('downlineId') ? [] : [own] });
    const rate = (call.body as { terms: { tiers: { rate: number }[] } }).terms.tiers[0]!.rate;
    return rate > 1 ? fail('CONTRACT_ABOVE_UPLINE', 422) : ok(buildContract({ id: 30 }));
  });
});

const offers = () => calls.filter((c) => c.method === 'POST');

describe('OfferContractDialog', () => {
  it('starts from the agent’s own contract and shows the server’s refusal translated', async () => {
    renderAgentPart(<OfferContractDialog downline={{ id: 40, account: 'sub1' }} onClose={() => {}} />);
    const rate = await screen.findByTestId('offer-tier-0-rate');
    await waitFor(() => expect((rate as HTMLInputElement).value).toBe('1'));
    fireEvent.change(rate, { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    expect((await screen.findByTestId('offer-error')).textContent).toBe(
      'This contract gives more than your own contract of that kind allows.',
    );
    expect(offers()[0]!.body).toEqual({
      downlineId: 40,
      category: 'ALL',
      terms: { kind: 'DAILY_WAGE', tiers: [{ betVolume: 500, activeMember: 1, rateType: 'P', rate: 2.5 }] },
    });
  });

  it('sends an offer within its own contract and closes', async () => {
    let closed = false;
    renderAgentPart(
      <OfferContractDialog downline={{ id: 40, account: 'sub1' }} onClose={() => (closed = true)} />,
    );
    const rate = await screen.findByTestId('offer-tier-0-rate');
    await waitFor(() => expect((rate as HTMLInputElement).value).toBe('1'));
    fireEvent.change(rate, { target: { value: '0.8' } });
    fireEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() => expect(closed).toBe(true));
    expect(offers()).toHaveLength(1);
  });
});
