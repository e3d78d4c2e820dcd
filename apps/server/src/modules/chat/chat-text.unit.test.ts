import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_MAX } from '@openlobby/contracts';
import { chatName, cleanChatText } from './chat-text.ts';

describe('cleanChatText', () => {
  it('keeps markup as the text it is, folded onto one trimmed line', () => {
    expect(cleanChatText('  <b>hi</b>\n\nthere\t ')).toBe('<b>hi</b> there');
  });

  it('drops control characters and bidirectional overrides but keeps emoji sequences', () => {
    expect(cleanChatText('ok\u0000\u202Egnp.exe')).toBe('ok gnp.exe');
    expect(cleanChatText('👨‍👩‍👧 family')).toBe('👨‍👩‍👧 family');
  });

  it('refuses an empty text and one past the limit in code points, not UTF-16 units', () => {
    expect(cleanChatText(' \n\t ')).toBeNull();
    expect(cleanChatText('😀'.repeat(CHAT_TEXT_MAX))).toBe('😀'.repeat(CHAT_TEXT_MAX));
    expect(cleanChatText('a'.repeat(CHAT_TEXT_MAX + 1))).toBeNull();
  });
});

describe('chatName', () => {
  it('shows the nickname, else the account masked past its first two characters', () => {
    expect(chatName({ account: 'player1', nickname: 'Lucky Star' })).toBe('Lucky Star');
    expect(chatName({ account: 'player1', nickname: '' })).toBe('pl***1');
    expect(chatName({ account: 'abc', nickname: ' ' })).toBe('a***');
  });
});
