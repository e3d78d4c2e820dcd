// @vitest-environment jsdom
import type { TMemberDevice } from '@openlobby/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { MemberDevices } from './member-devices.tsx';

vi.mock('react-i18next', async (original) => ({
  ...(await original<typeof import('react-i18next')>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

const devices: TMemberDevice[] = [
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    kind: 'mobile',
    lastIp: '203.0.113.7',
    firstSeenAt: '2026-01-02T03:04:05Z',
    lastSeenAt: '2026-02-03T04:05:06Z',
    sessions: 12,
  },
  {
    userAgent: '',
    kind: 'other',
    lastIp: null,
    firstSeenAt: '2026-01-01T00:00:00Z',
    lastSeenAt: '2026-01-01T00:00:00Z',
    sessions: 1,
  },
];

const renderDevices = (list: TMemberDevice[]) => renderWithProviders(<MemberDevices devices={list} />);

describe('MemberDevices', () => {
  it('shows each device with its kind, a readable agent, last IP and session count', () => {
    renderDevices(devices);
    const first = screen.getByTestId('member-device-0');
    expect(first.dataset.kind).toBe('mobile');
    expect(within(first).getByText('memberDevices.kinds.mobile')).toBeTruthy();
    expect(screen.getByTestId('member-device-ua-0').textContent).toBe('Safari 17 · iOS 17.4');
    expect(within(first).getByText('203.0.113.7')).toBeTruthy();
    expect(within(first).getByText('12')).toBeTruthy();
    const second = screen.getByTestId('member-device-1');
    expect(screen.getByTestId('member-device-ua-1').textContent).toBe('—');
    expect(within(second).getByText('memberDevices.kinds.other')).toBeTruthy();
  });

  it('says so when no device was recorded', () => {
    renderDevices([]);
    expect(within(screen.getByTestId('member-devices')).getByText('memberDevices.empty')).toBeTruthy();
  });
});
