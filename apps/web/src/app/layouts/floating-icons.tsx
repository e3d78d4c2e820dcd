import { Tooltip } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { IconChat, IconQq } from '../../components/ui/icons.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { CsIcon } from '../../features/customer-service/components/cs-icon.tsx';
import { useContactLinks } from './use-contact-links.ts';

/**
 * Fixed icons on the right edge: LINE and QQ device links and the chat room, beside the gutter the
 * main column keeps free for them. Phones have no such gutter, and any fixed button there covers a
 * game tile's "Try for free" or a form field at some scroll position, so on phones the same links
 * live in the header's contact menu (header/header-contact.tsx) instead.
 */
export const FloatingIcons = () => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { line, qq, openChatRoom, chatUnread } = useContactLinks();
  if (isPhone) return null;
  return (
    // A landmark of its own, so the icons are not content outside every region.
    <aside className="ol-floating" data-testid="floating-icons" aria-label={t('floating.contact')}>
      {line && (
        <Tooltip label={t('floating.line')} position="left">
          <a
            href={line}
            target="_blank"
            rel="noopener noreferrer"
            className="ol-float-btn"
            data-testid="float-line"
            aria-label={t('floating.line')}
          >
            <CsIcon type="LINE" size={30} />
          </a>
        </Tooltip>
      )}
      {qq && (
        <Tooltip label={t('floating.qq')} position="left">
          <a
            href={qq}
            target="_blank"
            rel="noopener noreferrer"
            className="ol-float-btn ol-float-qq"
            data-testid="float-qq"
            aria-label={t('floating.qq')}
          >
            <IconQq size={22} />
          </a>
        </Tooltip>
      )}
      {openChatRoom && (
        <Tooltip label={t('floating.chatRoom')} position="left">
          <button
            type="button"
            className="ol-float-btn ol-float-chat"
            data-testid="chat-icon"
            data-unread={chatUnread || undefined}
            aria-label={
              chatUnread ? `${t('floating.chatRoom')} (${t('floating.chatUnread')})` : t('floating.chatRoom')
            }
            onClick={(e) => openChatRoom(e.currentTarget)}
          >
            <IconChat size={22} />
            {chatUnread && <span className="ol-chat-dot" aria-hidden="true" data-testid="chat-unread" />}
          </button>
        </Tooltip>
      )}
    </aside>
  );
};
