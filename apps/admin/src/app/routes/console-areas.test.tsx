// @vitest-environment jsdom
import { PERMISSIONS } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
// The real language packs, not a mock.
import '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { signInAs } from '../../test/session.ts';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { AccountPage } from './account.tsx';
import { ContentPage } from './content.tsx';
import { OperatorsPage } from './operators.tsx';

let calls: TApiCall[] = [];
let answer: (call: TApiCall) => TApiAnswer = () => ok(null);

beforeEach(() => {
  calls = stubApi((call) => answer(call));
  signInAs({ id: 1, username: 'owner', role: 'owner', permissions: PERMISSIONS });
});

const renderPage = (ui: ReactNode) => renderWithProviders(ui, { router: true });

const sent = (method: string) => calls.filter((c) => c.method === method);

describe('login with a first authenticator', () => {
  it('shows the QR code and secret of VERIFY_FIRST, then signs in with the first code', async () => {
    const enrolment = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/OpenLobby:owner?secret=JBSWY3DPEHPK3PXP',
    };
    answer = () =>
      calls.length === 1
        ? fail('VERIFY_FIRST', 401, { method: 'TOTP', enrolment })
        : ok({ token: 'new', operator: { id: 1, username: 'owner', role: 'owner', permissions: [] } });
    const onLoggedIn = vi.fn();
    renderPage(<LoginForm onLoggedIn={onLoggedIn} />);
    fireEvent.input(screen.getByTestId('admin-username'), { target: { value: 'owner' } });
    fireEvent.input(screen.getByTestId('admin-password'), { target: { value: 'Owner12345' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    await screen.findByTestId('totp-qr');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    fireEvent.input(screen.getByTestId('admin-totp'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('admin-login-submit'));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(calls[1]!.body).toEqual({ username: 'owner', password: 'Owner12345', totp: '123456' });
  });
});

describe('content page', () => {
  it('lists a brand’s announcements and creates one after client-side validation', async () => {
    const row = {
      id: 3,
      type: 'PR',
      execution: 'A',
      category: 'VIP',
      title: { EN: 'VIP week' },
      content: { EN: '<p>x</p>' },
      imageUrl: null,
      linkUrl: null,
      sort: 1,
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: null,
      enabled: true,
      state: 'live',
    };
    answer = ({ method, url }) => {
      if (url === '/admin/api/brands')
        return ok([{ code: 'lobby', name: 'Lobby', domains: [], maintenance: false, defaultLanguage: 'EN' }]);
      if (url === '/admin/api/brands/lobby') return fail('FORBIDDEN', 403);
      if (method === 'GET') return ok({ items: [row], page: 1, pageSize: 20, total: 1 });
      return ok({ ...row, id: 4, type: 'B', category: null, title: { EN: 'Hello' } });
    };
    renderPage(<ContentPage />);
    expect((await screen.findByTestId('announcement-row-3')).textContent).toContain('VIP week');
    expect(calls.find((c) => c.url.startsWith('/admin/api/brands/lobby/announcements'))!.url).toBe(
      '/admin/api/brands/lobby/announcements?page=1&pageSize=20',
    );

    fireEvent.click(screen.getByTestId('announcement-new'));
    fireEvent.click(await screen.findByTestId('announcement-save'));
    await screen.findByTestId('announcement-invalid');
    expect(sent('POST')).toEqual([]);

    fireEvent.change(screen.getByTestId('announcement-title-EN'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('announcement-content-EN-source'));
    fireEvent.change(screen.getByTestId('announcement-content-EN-html'), {
      target: { value: '<p>Body<script>alert(1)</script></p>' },
    });
    // The preview only ever shows DOMPurify's output.
    expect(screen.getByTestId('announcement-content-EN-preview').innerHTML).toBe('<p>Body</p>');
    fireEvent.click(screen.getByTestId('announcement-save'));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({
      url: '/admin/api/brands/lobby/announcements',
      body: {
        type: 'B',
        execution: 'B',
        category: null,
        title: { EN: 'Hello' },
        endsAt: null,
        enabled: true,
      },
    });
  });
});

describe('operators page', () => {
  it('shows who still has to enrol an authenticator and creates an operator with a role', async () => {
    const base = { status: 'A', lastLoginAt: null, createdAt: '2025-01-01T00:00:00Z' };
    answer = ({ method }) =>
      method === 'GET'
        ? ok({
            items: [
              { ...base, id: 1, username: 'owner', role: 'owner', hasTotp: true },
              { ...base, id: 2, username: 'fin', role: 'finance', hasTotp: false },
            ],
            page: 1,
            pageSize: 20,
            total: 2,
          })
        : ok({ ...base, id: 3, username: 'newbie', role: 'risk', hasTotp: false });
    renderPage(<OperatorsPage />);
    const fin = await screen.findByTestId('operator-row-fin');
    expect(fin.querySelector('[data-testid=operator-totp]')!.getAttribute('data-state')).toBe('pending');

    fireEvent.click(screen.getByTestId('operator-new'));
    fireEvent.change(await screen.findByTestId('operator-username'), { target: { value: 'Newbie' } });
    fireEvent.change(screen.getByTestId('operator-password'), { target: { value: 'Password123' } });
    fireEvent.click(screen.getByTestId('operator-role-risk'));
    fireEvent.click(screen.getByTestId('operator-create'));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({ username: 'newbie', role: 'risk', password: 'Password123' });
  });
});

describe('account page', () => {
  it('sets up an authenticator: QR code, then the first code turns it on', async () => {
    answer = ({ url }) =>
      url.endsWith('/setup')
        ? ok({ secret: 'ABCDEFGHABCDEFGH', otpauthUrl: 'otpauth://totp/OpenLobby:owner' })
        : ok({ ok: true });
    renderPage(<AccountPage />);
    fireEvent.click(screen.getByTestId('totp-setup'));
    await screen.findByTestId('totp-qr');
    fireEvent.change(screen.getByTestId('totp-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('totp-enable'));
    await screen.findByTestId('totp-enabled');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/admin/api/session/totp/setup', undefined],
      ['POST', '/admin/api/session/totp/enable', { code: '654321' }],
    ]);
  });
});
