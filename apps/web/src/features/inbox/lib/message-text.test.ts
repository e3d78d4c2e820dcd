import { describe, expect, it } from 'vitest';
import { messageText } from './message-text.ts';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const money = (n: number) => n.toFixed(2);

describe('messageText', () => {
  it('words a platform message from its kind and its figures, the amount in its currency', () => {
    expect(
      messageText(
        t,
        { kind: 'DEPOSIT_CREDITED', title: '', body: '', params: { amount: 50, currency: 'THB' } },
        money,
      ),
    ).toEqual({
      title: 'inbox.kinds.DEPOSIT_CREDITED',
      body: 'inbox.bodies.DEPOSIT_CREDITED {"amount":"THB 50.00"}',
    });
    expect(
      messageText(t, { kind: 'WELCOME', title: '', body: '', params: { nickname: 'Ann' } }, money).body,
    ).toBe('inbox.bodies.WELCOME {"nickname":"Ann"}');
  });

  it('keeps an operator’s own title and text', () => {
    expect(messageText(t, { kind: 'BROADCAST', title: 'News', body: 'Hello', params: {} }, money)).toEqual({
      title: 'News',
      body: 'Hello',
    });
  });
});
