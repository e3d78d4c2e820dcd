import { Menu, UnstyledButton } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { IconChat, IconHeadset, IconQq } from '../../../components/ui/icons.tsx';
import { CsIcon } from '../../../features/customer-service/components/cs-icon.tsx';
import { useContactLinks } from '../use-contact-links.ts';

/**
 * The phone header's contact button: LINE, QQ and the chat room in a menu under it. In the header
 * it takes its own place in the bar, where a floating button would sit over the page's controls.
 * Nothing shows when the brand offers none of them.
 */
export const HeaderContact = () => {
  const { t } = useTranslation();
  const { line, qq, openChatRoom, chatUnread } = useContactLinks();
  // The room's focus comes back here on close: the menu item that opened it is gone by then.
  const button = useRef<HTMLButtonElement>(null);
  if (!line && !qq && !openChatRoom) return null;
  return (
    <Menu position="bottom-end" offset={8} withinPortal radius="md" shadow="xl">
      <Menu.Target>
        <UnstyledButton
          ref={button}
          className="ol-header-contact"
          aria-label={t('floating.contact')}
          data-testid="header-contact"
        >
          <IconHeadset size={20} />
          {chatUnread && <span className="ol-chat-dot" aria-hidden="true" />}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className="ol-contact-menu" data-testid="header-contact-menu">
        {line && (
          <Menu.Item
            component="a"
            href={line}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<CsIcon type="LINE" size={24} />}
            data-testid="float-line"
          >
            {t('floating.line')}
          </Menu.Item>
        )}
        {qq && (
          <Menu.Item
            component="a"
            href={qq}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={
              <span className="ol-contact-icon ol-contact-qq">
                <IconQq size={16} />
              </span>
            }
            data-testid="float-qq"
          >
            {t('floating.qq')}
          </Menu.Item>
        )}
        {openChatRoom && (
          <Menu.Item
            onClick={() => openChatRoom(button.current)}
            leftSection={
              <span className="ol-contact-icon ol-contact-chat">
                <IconChat size={16} />
              </span>
            }
            data-testid="chat-icon"
          >
            {t('floating.chatRoom')}
            {chatUnread && (
              <span className="ol-chat-dot ol-chat-dot-inline" aria-label={t('floating.chatUnread')} />
            )}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
