import { Button, Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import '../../../styles/chat.css';
import { useFormat } from '../../../lib/use-format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useChatRoom } from '../hooks/use-chat-room.ts';
import { useChatPack } from '../lib/chat-pack.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessageList } from './chat-message-list.tsx';

export type TChatRoomProps = {
  /** The member's token (null: a visitor, who watches). */
  token: string | null;
  isTrial: boolean;
  /** The member's own name, shown on their messages while they are being sent. */
  self: string | null;
  /** Opens the login popup (composed in app/, since features stay apart). */
  onLogin: () => void;
};

/** Re-renders when a mute runs out, so the composer opens again without a reconnect. */
const useMuted = (until: string | null): boolean => {
  const ends = until ? Date.parse(until) : 0;
  const [, tick] = useState(0);
  const muted = ends > Date.now();
  useEffect(() => {
    if (!muted) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.min(ends - Date.now() + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [muted, ends]);
  return muted;
};

/**
 * The chat room: its socket stays open while the site is (for the icon's unread dot), and its panel
 * opens from the icon, at the right on wide screens and as a drawer from the bottom on phones.
 */
export const ChatRoom = ({ token, isTrial, self, onLogin }: TChatRoomProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const isPhone = useIsPhone();
  const words = useChatPack();
  const opened = useChatStore((s) => s.opened);
  const close = useChatStore((s) => s.close);
  const opener = useChatStore((s) => s.opener);
  const room = useChatRoom(token);
  const muted = useMuted(room.mutedUntil);

  const blocked = !room.live
    ? { reason: t('chat.connecting'), testId: 'chat-connecting' }
    : !token
      ? { reason: t('chat.loginToSpeak'), testId: 'chat-login-needed' }
      : isTrial || !room.canSpeak
        ? { reason: t('chat.watchOnly'), testId: 'chat-watch-only' }
        : muted
          ? {
              reason: t('chat.mutedUntil', { time: format.dateTime(room.mutedUntil!) }),
              testId: 'chat-muted',
            }
          : null;

  return (
    <Drawer
      opened={opened && words}
      onClose={close}
      onExitTransitionEnd={() =>
        // Once the drawer is gone, and only when the focus went down with it.
        setTimeout(() => {
          const lost = !document.activeElement || document.activeElement === document.body;
          if (lost && opener?.isConnected) opener.focus();
        })
      }
      position={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '85%' : 400}
      title={t('chat.title')}
      padding={0}
      classNames={{ content: 'ol-chat-drawer', header: 'ol-chat-header', body: 'ol-chat-body' }}
      closeButtonProps={{ 'aria-label': t('chat.close'), ...{ 'data-testid': 'chat-close' } }}
    >
      <div className="ol-chat-panel" data-testid="chat-panel">
        <ChatMessageList room={room} self={self} />
        <ChatComposer blocked={blocked} onSay={room.say} />
        {room.live && !token && (
          <Button variant="light" size="xs" mx="sm" mb="sm" onClick={onLogin} data-testid="chat-login">
            {t('chat.login')}
          </Button>
        )}
      </div>
    </Drawer>
  );
};

export default ChatRoom;
