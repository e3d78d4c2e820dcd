// @vitest-environment jsdom
import { ENVELOPES_API, type TMyFeedback } from '@openlobby/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { MyFeedbackList } from './my-feedback-list.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

let mine: TMyFeedback['items'];
let calls: TApiCall[];
beforeEach(() => {
  mine = [
    {
      id: 2,
      questionType: 'DEPOSIT',
      content: 'My deposit is <b>late</b>',
      createdAt: '2026-05-02T10:00:00.000Z',
      reply: 'It has been credited.\nSorry for the wait.',
      repliedAt: '2026-05-02T12:00:00.000Z',
    },
    {
      id: 1,
      questionType: 'SUGGESTION',
      content: 'More slots please',
      createdAt: '2026-05-01T10:00:00.000Z',
      reply: null,
      repliedAt: null,
    },
  ];
  calls = stubApi((call) =>
    pathOf(call) === ENVELOPES_API.myFeedback ? ok({ items: mine }) : fail('NOT_FOUND', 404),
  );
});

describe('MyFeedbackList', () => {
  it('lists the member’s feedback in the server’s order with its state, and the operator’s reply as plain text', async () => {
    renderWithProviders(<MyFeedbackList member onLogin={() => undefined} />);
    const answered = await screen.findByTestId('my-feedback-2');
    const items = screen.getAllByTestId(/^my-feedback-\d$/);
    expect(items.map((i) => i.dataset.testid)).toEqual(['my-feedback-2', 'my-feedback-1']);
    expect(answered.textContent).toContain('feedback.types.DEPOSIT');
    // Shown as written, never as markup.
    expect(answered.textContent).toContain('My deposit is <b>late</b>');
    expect(answered.querySelector('b')).toBeNull();
    expect(screen.getByTestId('my-feedback-2-status').textContent).toBe('feedback.mine.replied');
    expect(screen.getByTestId('my-feedback-2-reply').textContent).toContain(
      'It has been credited.\nSorry for the wait.',
    );
    expect(screen.getByTestId('my-feedback-1-status').textContent).toBe('feedback.mine.waiting');
    expect(screen.queryByTestId('my-feedback-1-reply')).toBeNull();
  });

  it('says so when the member has sent none', async () => {
    mine = [];
    renderWithProviders(<MyFeedbackList member onLogin={() => undefined} />);
    expect(await screen.findByTestId('my-feedback-empty')).toBeTruthy();
  });

  it('asks a visitor to log in and fetches nothing', () => {
    const onLogin = vi.fn();
    renderWithProviders(<MyFeedbackList member={false} onLogin={onLogin} />, { token: null });
    fireEvent.click(screen.getByRole('button', { name: 'header.login' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });
});
