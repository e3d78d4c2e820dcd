// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import type { TBrandEncryptionKey } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { EncryptionKeysSection } from './encryption-keys-section.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const active: TBrandEncryptionKey = {
  kid: '1',
  fingerprint: 'sha256:0123456789abcdef',
  active: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  retiredAt: null,
  usableUntil: null,
};
const rotated: TBrandEncryptionKey[] = [
  { ...active, kid: '2', fingerprint: 'sha256:fedcba9876543210', createdAt: '2026-05-02T10:00:00.000Z' },
  {
    ...active,
    active: false,
    retiredAt: '2026-05-02T10:00:00.000Z',
    usableUntil: '2026-05-03T10:00:00.000Z',
  },
];

let calls: TApiCall[] = [];
beforeEach(() => {
  calls = stubApi((call) => (call.method === 'GET' ? ok([active]) : ok(rotated)));
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const writes = () => calls.filter((c) => c.method !== 'GET');

describe('EncryptionKeysSection', () => {
  it('rotates the brand key only after asking, then shows the new key and the retiring one', async () => {
    renderWithProviders(<EncryptionKeysSection code="lobby" readOnly={false} />);
    await screen.findByTestId('encryption-key-1');
    fireEvent.click(screen.getByTestId('encryption-keys-rotate'));
    expect(writes()).toEqual([]);
    fireEvent.click(await screen.findByTestId('encryption-keys-rotate-confirm-confirm'));
    await screen.findByTestId('encryption-key-2');
    expect(writes()).toEqual([
      { method: 'POST', url: '/admin/api/brands/lobby/encryption-keys/rotate', body: undefined },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('encryption-key-1').textContent).toContain('brand.encryptionKeys.retiring'),
    );
  });

  it('offers no rotation to a role that may only read', async () => {
    renderWithProviders(<EncryptionKeysSection code="lobby" readOnly />);
    await screen.findByTestId('encryption-key-1');
    expect(screen.queryByTestId('encryption-keys-rotate')).toBeNull();
  });
});
