import { CHAT_TEXT_MAX } from '@openlobby/contracts';

/**
 * Characters a chat line never keeps: control characters (line breaks included: the room shows one
 * line per message) and the bidirectional overrides and isolates, which could make a line read
 * differently from what it says. Zero-width joiners stay: emoji sequences need them.
 */
const STRIPPED = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * A member's text as the room keeps it: NFC-normalised, stripped of the characters above, runs of
 * spaces folded to one, trimmed; null when nothing is left or it is longer than CHAT_TEXT_MAX code
 * points. Plain text: the site renders it as text, so markup shows as typed and never runs.
 */
export function cleanChatText(raw: string): string | null {
  const text = raw.normalize('NFC').replace(STRIPPED, ' ').replace(/\s+/gu, ' ').trim();
  if (text.length === 0 || [...text].length > CHAT_TEXT_MAX) return null;
  return text;
}

/** The name the room shows for a member: their nickname, else the account masked past its first two characters. */
export function chatName(member: { account: string; nickname: string }): string {
  const nickname = cleanChatText(member.nickname);
  if (nickname) return [...nickname].slice(0, 20).join('');
  const account = [...member.account];
  return account.length <= 3
    ? `${account[0] ?? ''}***`
    : `${account.slice(0, 2).join('')}***${account.at(-1)}`;
}
