// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TSeamlessVendorSettings } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { SeamlessVendorsPanel } from './seamless-vendors-panel.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const NEW_KEY = 'n'.repeat(43);
const vendor: TSeamlessVendorSettings = {
  code: 'EXTS',
  name: 'Ext Studio',
  category: 'RNG',
  integration: 'SEAMLESS',
  key: { fingerprint: 'sha256:0123456789abcdef', createdAt: '2025-05-01T10:00:00.000Z' },
  rotation: null,
  maxWinMultiple: 1000,
  rotationHours: 72,
};
const rotating: TSeamlessVendorSettings = {
  ...vendor,
  key: { fingerprint: 'sha256:fedcba9876543210', createdAt: '2025-05-02T10:00:00.000Z' },
  rotation: { previousFingerprint: 'sha256:0123456789abcdef', expiresAt: '2025-05-05T10:00:00.000Z' },
};

let calls: TApiCall[] = [];
beforeEach(() => {
  calls = stubApi((call) => {
    if (call.method === 'GET') return ok([vendor]);
    if (call.url.endsWith('/rotate-key')) return ok({ settings: rotating, key: NEW_KEY });
    if (call.url.endsWith('/end-rotation')) return ok(vendor);
    return ok({ ...vendor, ...(call.body as object) });
  });
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const writes = () => calls.filter((c) => c.method !== 'GET');
const renderPanel = async (readOnly = false) => {
  renderWithProviders(<SeamlessVendorsPanel brand="lobby" readOnly={readOnly} />);
  await screen.findByTestId('vendor-EXTS');
};

describe('SeamlessVendorsPanel', () => {
  it('shows each vendor’s key of the brand by its fingerprint and its bound', async () => {
    await renderPanel();
    expect(calls).toEqual([
      { method: 'GET', url: '/admin/api/brands/lobby/seamless-vendors', body: undefined },
    ]);
    expect(screen.getByTestId('vendor-EXTS-fingerprint').textContent).toBe('sha256:0123456789abcdef');
    expect((screen.getByTestId('vendor-max-win-EXTS') as HTMLInputElement).value).toBe('1,000 ×');
    expect(screen.queryByTestId('vendor-EXTS-rotating')).toBeNull();
  });

  it('rotates after asking, shows the new key once, then only the new fingerprint and the rotation', async () => {
    await renderPanel();
    fireEvent.click(screen.getByTestId('vendor-EXTS-rotate'));
    expect(writes()).toEqual([]);
    fireEvent.click(await screen.findByTestId('vendor-EXTS-rotate-confirm-confirm'));
    expect((await screen.findByTestId('vendor-new-key-value')).textContent).toBe(NEW_KEY);
    expect(writes()).toEqual([
      { method: 'POST', url: '/admin/api/brands/lobby/seamless-vendors/EXTS/rotate-key', body: undefined },
    ]);
    fireEvent.click(screen.getByTestId('vendor-new-key-done'));
    await waitFor(() => expect(screen.queryByText(NEW_KEY)).toBeNull());
    expect(screen.getByTestId('vendor-EXTS-fingerprint').textContent).toBe('sha256:fedcba9876543210');
    expect(screen.getByTestId('vendor-EXTS-rotating')).toBeTruthy();
  });

  it('ends a rotation after asking', async () => {
    calls = stubApi((call) => (call.method === 'GET' ? ok([rotating]) : ok(vendor)));
    await renderPanel();
    fireEvent.click(screen.getByTestId('vendor-EXTS-end-rotation'));
    fireEvent.click(await screen.findByTestId('vendor-EXTS-end-confirm-confirm'));
    await waitFor(() => expect(screen.queryByTestId('vendor-EXTS-rotating')).toBeNull());
    expect(writes()).toEqual([
      { method: 'POST', url: '/admin/api/brands/lobby/seamless-vendors/EXTS/end-rotation', body: undefined },
    ]);
  });

  it('refuses a bound out of range and saves a whole multiple', async () => {
    await renderPanel();
    const field = screen.getByTestId('vendor-max-win-EXTS');
    fireEvent.change(field, { target: { value: '0' } });
    expect(await screen.findByText('vendors.maxWin.errors.range')).toBeTruthy();
    fireEvent.click(screen.getByTestId('vendor-max-win-EXTS-save'));
    expect(writes()).toEqual([]);
    fireEvent.change(field, { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('vendor-max-win-EXTS-save'));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PATCH',
          url: '/admin/api/brands/lobby/seamless-vendors/EXTS',
          body: { maxWinMultiple: 2500 },
        },
      ]),
    );
  });

  it('offers no changes without brands.write', async () => {
    await renderPanel(true);
    expect(screen.getByTestId('seamless-vendors-readonly')).toBeTruthy();
    expect(screen.queryByTestId('vendor-EXTS-rotate')).toBeNull();
    expect(screen.queryByTestId('vendor-max-win-EXTS-save')).toBeNull();
    expect(screen.getByTestId('vendor-max-win-EXTS').matches(':disabled')).toBe(true);
  });
});
