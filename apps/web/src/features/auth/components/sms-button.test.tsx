// @vitest-environment jsdom
import '../../../test/jsdom.ts';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { smsReducer, SMS_IDLE } from '../lib/sms-machine.ts';
import { SmsButton } from './sms-button.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, o?: Record<string, unknown>) =>
      o && 'seconds' in o ? `${key}:${String(o.seconds)}` : key,
  }),
}));

const button = () => screen.getByTestId('sms-button');
const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('smsReducer', () => {
  it('ignores events that do not fit the state', () => {
    expect(smsReducer(SMS_IDLE, { type: 'tick' })).toBe(SMS_IDLE);
    expect(smsReducer({ phase: 'loading' }, { type: 'send' })).toEqual({ phase: 'loading' });
    expect(smsReducer({ phase: 'countdown', secondsLeft: 3 }, { type: 'send' })).toEqual({
      phase: 'countdown',
      secondsLeft: 3,
    });
  });
});

describe('SmsButton', () => {
  it('goes sms → loading → countdown from 60 → sms', async () => {
    let resolve!: () => void;
    const send = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const onError = vi.fn();
    render(
      <MantineProvider>
        <SmsButton send={send} onError={onError} />
      </MantineProvider>,
    );
    expect(button().dataset.state).toBe('sms');
    fireEvent.click(button());
    await flush();
    expect(button().dataset.state).toBe('loading');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => resolve());
    expect(button().dataset.state).toBe('countdown');
    expect(button().textContent).toBe('sms.sent:60');
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('sms.sent:59');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(59_000));
    expect(button().dataset.state).toBe('sms');
    expect(button().textContent).toBe('sms.get');
    expect(onError).toHaveBeenLastCalledWith(null);
  });

  it('returns to sms and reports the translated error when sending fails', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('INVALID_PHONE_NUMBER', 'bad', 400)));
    const onError = vi.fn();
    render(
      <MantineProvider>
        <SmsButton send={send} onError={onError} />
      </MantineProvider>,
    );
    fireEvent.click(button());
    await flush();
    expect(button().dataset.state).toBe('sms');
    expect(onError).toHaveBeenLastCalledWith('errors.INVALID_PHONE_NUMBER');
  });

  it('does not send when the number is not valid', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <MantineProvider>
        <SmsButton send={send} canSend={() => false} onError={() => {}} />
      </MantineProvider>,
    );
    fireEvent.click(button());
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(button().dataset.state).toBe('sms');
  });
});
