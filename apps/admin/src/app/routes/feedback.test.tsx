// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { FeedbackPage } from './feedback.tsx';

const open = {
  id: 21,
  account: 'player1',
  questionType: 'DEPOSIT',
  content: 'My deposit is <b>late</b>',
  language: 'EN',
  createdAt: '2026-12-01T10:00:00.000Z',
  reply: null,
  repliedAt: null,
};
const answered = { ...open, id: 22, reply: 'Paid now.', repliedAt: '2026-12-01T11:00:00.000Z' };
const visitor = { ...open, id: 23, account: null };

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/feedback') return ok(pageOf([open, answered, visitor]));
  if (url.pathname === '/admin/api/engagement/feedback/21/reply') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const renderPage = async (query = '') => {
  renderWithProviders(<FeedbackPage />, { initialEntry: `/engagement/feedback?brand=lobby${query}` });
  await screen.findByTestId('feedback-row-21');
};

describe('the feedback page', () => {
  it('lists feedback as plain text; only an unanswered member’s feedback can be answered', async () => {
    await renderPage();
    const row = screen.getByTestId('feedback-row-21');
    expect(row.textContent).toContain('My deposit is <b>late</b>');
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByTestId('feedback-reply')).toBeTruthy();
    expect(within(screen.getByTestId('feedback-row-22')).queryByTestId('feedback-reply')).toBeNull();
    expect(screen.getByTestId('feedback-answer-22').textContent).toContain('Paid now.');
    expect(within(screen.getByTestId('feedback-row-23')).queryByTestId('feedback-reply')).toBeNull();
  });

  it('sends the filters to the server', async () => {
    await renderPage('&replied=no&questionType=DEPOSIT');
    const get = await api.sent('GET');
    expect(get.url).toContain('replied=no');
    expect(get.url).toContain('questionType=DEPOSIT');
  });

  it('replies with the trimmed plain text', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByTestId('feedback-row-21')).getByTestId('feedback-reply'));
    const dialog = await screen.findByTestId('feedback-reply-dialog');
    fireEvent.click(within(dialog).getByTestId('feedback-reply-send'));
    // an empty reply is refused before anything is sent
    expect(await within(dialog).findByText(/1 to 2000/)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('feedback-reply-body'), {
      target: { value: '  Paid now.  ' },
    });
    fireEvent.click(within(dialog).getByTestId('feedback-reply-send'));
    const post = await api.sent('POST');
    expect(post.url).toContain('/admin/api/engagement/feedback/21/reply');
    expect(post.body).toEqual({ body: 'Paid now.' });
  });
});
