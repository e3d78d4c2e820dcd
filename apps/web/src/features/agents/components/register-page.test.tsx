// @vitest-environment jsdom
import { AGENT_API } from '@openlobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { renderAgentPart } from '../test-utils.tsx';
import { RegisterPage } from './register-page.tsx';

describe('RegisterPage', () => {
  it('creates a sub-agent under the agent with an encrypted call', async () => {
    const calls = stubApi((call) =>
      pathOf(call) === AGENT_API.downlines
        ? ok({ id: 50, account: 'sub1', isAgent: true })
        : fail('NOT_FOUND', 404),
    );
    renderAgentPart(<RegisterPage />);
    fireEvent.click(screen.getByLabelText('Agent'));
    fireEvent.change(screen.getByTestId('agent-register-username'), { target: { value: ' sub1 ' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-done')).textContent).toContain(
      'Agent sub1 was created',
    );
    const [call] = calls;
    expect(call!.sealed).toBe(true);
    expect(call!.body).toEqual({ username: 'sub1', password: 'Secret123', accountType: 'AGENT' });
  });

  it('checks the passwords match before sending, and translates a refusal', async () => {
    const calls = stubApi(() => fail('USERNAME_TAKEN', 409));
    renderAgentPart(<RegisterPage />);
    fireEvent.change(screen.getByTestId('agent-register-username'), { target: { value: 'sub1' } });
    fireEvent.change(screen.getByTestId('agent-register-password'), { target: { value: 'Secret123' } });
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'Other123' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect(await screen.findByText('The two passwords are inconsistent')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByTestId('agent-register-confirm'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByTestId('agent-register-submit'));
    expect((await screen.findByTestId('agent-register-error')).textContent).toBe(
      'This username is already taken',
    );
  });
});
