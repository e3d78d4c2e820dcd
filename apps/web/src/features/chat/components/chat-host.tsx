import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { timedImport } from '../../../lib/timed-import.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { useChatStore } from '../stores/chat-store.ts';
import type { TChatRoomProps } from './chat-room.tsx';

/**
 * The room (socket, panel, composer, words, styles) is a chunk of its own: only the icon and its
 * tiny store are on the first screen, whose JavaScript budget is spent. A member's room connects
 * after the first paint (its unread dot then works); a visitor, who can only watch, fetches it
 * when they first open it.
 */
const ChatRoom = lazy(timedImport(() => import('./chat-room.tsx')));

/** Mounts the chat room when the brand has it on: at once for a member, at the first opening for a visitor. */
export const ChatHost = ({ enabled, ...props }: TChatRoomProps & { enabled: boolean }) => {
  const wanted = useLatch(useChatStore((s) => s.opened));
  if (!enabled || (props.token === null && !wanted)) return null;
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <ChatRoom {...props} />
      </Suspense>
    </AfterFirstPaint>
  );
};
