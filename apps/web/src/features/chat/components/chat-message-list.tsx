import type { TChatMessage } from '@openlobby/contracts';
import { useLayoutEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TChatRoom } from '../hooks/use-chat-room.ts';
import { visiblePending } from '../lib/chat-log.ts';

/** How near the bottom (px) still counts as reading the newest: new messages then scroll into view. */
const NEAR_BOTTOM_PX = 48;

type TProps = { room: TChatRoom; self: string | null };

/**
 * The room's messages as a live log (read politely as they come), oldest first with a button for
 * earlier ones at the top. Every text is plain text: React sets it as text, never as HTML.
 */
export const ChatMessageList = ({ room, self }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const before = useRef<{ first: number | undefined; height: number }>({ first: undefined, height: 0 });
  const pending = visiblePending(room.pending, room.log);
  const first = room.log[0]?.id;

  // Earlier messages keep what was on screen in place; new ones scroll in when the reader is at the end.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (before.current.first !== undefined && first !== before.current.first && first! < before.current.first)
      el.scrollTop += el.scrollHeight - before.current.height;
    else if (pinned.current) el.scrollTop = el.scrollHeight;
    before.current = { first, height: el.scrollHeight };
  }, [room.log, pending.length, first]);

  return (
    <div
      ref={box}
      className="ol-chat-scroll"
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
    >
      {room.hasOlder && room.log.length > 0 && (
        <button
          type="button"
          className="ol-chat-older"
          onClick={room.loadOlder}
          disabled={room.loadingOlder}
          data-testid="chat-older"
        >
          {room.olderFailed ? t('chat.olderFailed') : room.loadingOlder ? t('chat.loading') : t('chat.older')}
        </button>
      )}
      {room.live && room.log.length === 0 && pending.length === 0 && (
        <p className="ol-chat-empty">{t('chat.empty')}</p>
      )}
      <ol
        className="ol-chat-log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chat.log')}
      >
        {room.log.map((m: TChatMessage) => (
          <li key={m.id} className="ol-chat-msg" data-testid="chat-message" data-id={m.id}>
            <span className="ol-chat-meta">
              <span className="ol-chat-name">{m.name}</span>
              <time dateTime={m.at}>{format.time(m.at)}</time>
            </span>
            <span className="ol-chat-text">{m.text}</span>
          </li>
        ))}
        {pending.map((p) => (
          <li
            key={p.clientId}
            className={p.errorCode ? 'ol-chat-msg ol-chat-msg-failed' : 'ol-chat-msg ol-chat-msg-pending'}
            data-testid="chat-pending"
          >
            <span className="ol-chat-meta">
              <span className="ol-chat-name">{self ?? ''}</span>
              <span>{p.errorCode ? t('chat.notSent') : t('chat.sending')}</span>
            </span>
            <span className="ol-chat-text">{p.text}</span>
            {p.errorCode && (
              <span className="ol-chat-error" role="alert" data-testid="chat-error">
                {errorMessage(t, new ApiError(p.errorCode, p.errorCode, 0))}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
};
