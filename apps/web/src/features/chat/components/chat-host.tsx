import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { timedImport } from '../../../lib/timed-import.ts';
import type { TChatRoomProps } from './chat-room.tsx';

/**
 * The room (socket, panel, composer, words, styles) is a chunk of its own, fetched after the first
 * screen has painted: only the icon and its tiny store are on the first screen, whose JavaScript
 * budget is spent.
 */
const ChatRoom = lazy(timedImport(() => import('./chat-room.tsx')));

/** Mounts the chat room when the brand has it on. */
export const ChatHost = ({ enabled, ...props }: TChatRoomProps & { enabled: boolean }) =>
  enabled ? (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <ChatRoom {...props} />
      </Suspense>
    </AfterFirstPaint>
  ) : null;
