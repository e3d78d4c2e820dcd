import { Button } from '@mantine/core';
import { CHAT_TEXT_MAX } from '@openlobby/contracts';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { textLength } from '../lib/chat-log.ts';
import { ChatEmojiRow } from './chat-emoji-row.tsx';

type TProps = {
  /** Why the member cannot speak, or null when they can. */
  blocked: { reason: string; testId: string } | null;
  onSay: (text: string) => void;
};

/**
 * The room's composer: counts characters to CHAT_TEXT_MAX, inserts emoji at the cursor, sends on
 * Enter (Shift+Enter is a new line). When the member may not speak it says why instead.
 */
export const ChatComposer = ({ blocked, onSay }: TProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const length = textLength(text);
  const tooLong = length > CHAT_TEXT_MAX;
  const canSend = !blocked && text.trim() !== '' && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSay(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter picks a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    const caret = start + emoji.length;
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  return (
    <div className="ol-chat-composer">
      {blocked && (
        <p className="ol-chat-blocked" data-testid={blocked.testId} role="status">
          {blocked.reason}
        </p>
      )}
      <ChatEmojiRow disabled={blocked !== null} onPick={insert} />
      <div className="ol-chat-compose-row">
        <textarea
          ref={input}
          className="ol-chat-input"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          disabled={blocked !== null}
          rows={2}
          aria-label={t('chat.input')}
          aria-describedby="ol-chat-count"
          aria-invalid={tooLong || undefined}
          placeholder={blocked ? '' : t('chat.placeholder')}
          data-testid="chat-input"
          data-autofocus={blocked ? undefined : true}
        />
        <Button onClick={send} disabled={!canSend} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
      <span id="ol-chat-count" className={tooLong ? 'ol-chat-count ol-chat-count-over' : 'ol-chat-count'}>
        {t('chat.count', { n: length, max: CHAT_TEXT_MAX })}
      </span>
    </div>
  );
};
