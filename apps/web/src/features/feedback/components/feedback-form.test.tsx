// @vitest-environment jsdom
import { API } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { FeedbackForm } from './feedback-form.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

let answer: TApiAnswer;
let calls: TApiCall[];
beforeEach(() => {
  answer = ok({ id: 9, createdAt: '2026-05-01T10:00:00.000Z' });
  calls = stubApi((call) => (pathOf(call) === API.feedback ? answer : fail('NOT_FOUND', 404)));
});

const sends = () => calls.filter((c) => pathOf(c) === API.feedback);
/** The form's field under a test id (Mantine may put the id on the element or its wrapper). */
const field = <T extends HTMLElement>(testId: string, tag: string): T => {
  const el = screen.getByTestId(testId);
  return (el.tagName === tag ? el : el.querySelector(tag.toLowerCase())) as T;
};
const choose = (type: string) =>
  fireEvent.change(field<HTMLSelectElement>('feedback-type', 'SELECT'), { target: { value: type } });
const type = (text: string) =>
  fireEvent.change(field<HTMLTextAreaElement>('feedback-content', 'TEXTAREA'), { target: { value: text } });
const send = () => fireEvent.submit(screen.getByTestId('feedback-form'));

const renderForm = (o: { guard?: (send: () => void) => void; onSent?: () => void } = {}) =>
  renderWithProviders(
    <FeedbackForm member guard={o.guard ?? ((go) => go())} onSent={o.onSent ?? (() => undefined)} />,
  );

describe('FeedbackForm', () => {
  it('counts the characters as the member types, trimmed, against the 140-character limit', () => {
    renderForm();
    expect(screen.getByTestId('feedback-count').textContent).toBe(
      'feedback.form.count {"n":"0","max":"140"}',
    );
    type('  Great site  ');
    expect(screen.getByTestId('feedback-count').textContent).toBe(
      'feedback.form.count {"n":"10","max":"140"}',
    );
  });

  it('refuses empty content and a missing question type before sending', () => {
    renderForm();
    type('   ');
    send();
    expect(screen.getByText('feedback.errors.empty')).toBeTruthy();
    expect(screen.getByText('feedback.errors.type')).toBeTruthy();
    expect(sends()).toHaveLength(0);
  });

  it('refuses content over 140 characters before sending, the rule read with its limits filled in', () => {
    renderForm();
    choose('BUG');
    type('x'.repeat(141));
    expect(screen.getByText('feedback.errors.length {"min":"1","max":"140"}')).toBeTruthy();
    expect(screen.getByTestId('feedback-count').hasAttribute('data-over')).toBe(true);
    send();
    expect(sends()).toHaveLength(0);
  });

  it('sends the type and the trimmed content once, then thanks the member', async () => {
    const onSent = vi.fn();
    renderForm({ onSent });
    choose('WITHDRAWAL');
    type('  My withdrawal took two days  ');
    send();
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]).toMatchObject({
      method: 'PUT',
      body: { questionType: 'WITHDRAWAL', content: 'My withdrawal took two days' },
    });
    expect(onSent).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('feedback-again'));
    expect(field<HTMLTextAreaElement>('feedback-content', 'TEXTAREA').value).toBe('');
  });

  it('shows the server’s refusal inline and keeps what the member wrote', async () => {
    answer = fail('TOO_MANY_REQUESTS', 429, { retryAfterSeconds: 600 });
    renderForm();
    choose('OTHER');
    type('Please add more slots');
    send();
    const error = await screen.findByTestId('feedback-error');
    expect(error.textContent).toContain('errors.TOO_MANY_REQUESTS');
    expect(error.getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('feedback-sent')).toBeNull();
    expect(field<HTMLTextAreaElement>('feedback-content', 'TEXTAREA').value).toBe('Please add more slots');
  });

  it('sends nothing for a viewer the guard asks to log in instead', async () => {
    const guard = vi.fn();
    renderWithProviders(<FeedbackForm member={false} guard={guard} onSent={() => undefined} />, {
      token: null,
    });
    expect(screen.getByTestId('feedback-login-hint')).toBeTruthy();
    choose('GAME');
    type('The fishing game freezes');
    send();
    await waitFor(() => expect(guard).toHaveBeenCalledTimes(1));
    expect(sends()).toHaveLength(0);
  });
});
