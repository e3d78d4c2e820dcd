import { describe, expect, it } from 'vitest';
import { dropMessage, mergeMessages, textLength, visiblePending } from './chat-log.ts';

const m = (id: number) => ({ id, name: 'n', text: `t${id}`, at: '2026-12-02T10:00:00.000Z' });

describe('the chat log', () => {
  it('merges by id, oldest first, whatever order the messages come in', () => {
    expect(mergeMessages([m(2), m(4)], [m(3), m(2), m(1)]).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  it('drops a deleted message', () => {
    expect(dropMessage([m(1), m(2)], 1).map((x) => x.id)).toEqual([2]);
  });

  it('hides a pending message once the room has it under its acknowledged id', () => {
    const pending = [
      { clientId: 'a', text: 'x', id: 2 },
      { clientId: 'b', text: 'y', id: 3 },
      { clientId: 'c', text: 'z' },
    ];
    expect(visiblePending(pending, [m(2)]).map((p) => p.clientId)).toEqual(['b', 'c']);
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(textLength('hi🔥')).toBe(3);
  });
});
