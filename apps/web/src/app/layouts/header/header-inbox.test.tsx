// @vitest-environment jsdom
import { MESSAGES_API } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../features/auth/stores/session-store.ts';
import { setUnreadCount } from '../../../features/inbox/api/get-unread-count.ts';
import { useMemberCentreStore } from '../../../features/member/stores/member-centre-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, pathOf, stubApi } from '../../../test/stub-api.ts';
import { HeaderInbox } from './header-inbox.tsx';

afterEach(() => {
  useSessionStore.getState().signOut();
  useMemberCentreStore.setState({ opened: false, page: 'securityCenter' });
});

describe('HeaderInbox', () => {
  it('shows the unread count, follows a pushed count, and opens the messages page', async () => {
    useSessionStore.setState({ token: 'test-token', account: 'someone', type: 0, isTrial: false });
    const calls = stubApi(() => ok({ count: 3 }));
    const { client } = renderWithProviders(<HeaderInbox compact={false} />);
    await waitFor(() => expect(screen.getByTestId('header-unread').textContent).toBe('3'));
    expect(calls.every((c) => pathOf(c) === MESSAGES_API.unreadCount)).toBe(true);
    expect(screen.getByTestId('header-inbox').getAttribute('aria-label')).toContain('3');

    // A count the socket pushes goes straight into the badge.
    setUnreadCount(client, 'test-token', 120);
    await waitFor(() => expect(screen.getByTestId('header-unread').textContent).toBe('99+'));
    setUnreadCount(client, 'test-token', 0);
    await waitFor(() => expect(screen.queryByTestId('header-unread')).toBeNull());

    fireEvent.click(screen.getByTestId('header-inbox'));
    await waitFor(() =>
      expect(useMemberCentreStore.getState()).toMatchObject({ opened: true, page: 'messageV2' }),
    );
  });
});
